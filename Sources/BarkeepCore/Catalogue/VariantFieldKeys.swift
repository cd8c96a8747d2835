/// The keys of a catalogue's appearance-variant fields (`title.color` in `scrollEdge.title.color`),
/// numbered, with the catalogue position of each variant's row for each key.
///
/// Variant fallback (resolution rule 2) looks the same key up in another variant; by number, it
/// indexes two arrays instead of making and hashing the other variant's path.
struct VariantFieldKeys: Sendable {
    /// The keys, in byte order; a key's number is its index.
    let keys: [String]
    /// The key number of the row at each catalogue position; -1 for rows outside variants and for
    /// whole-variant rows (`scrollEdge`).
    private let keyNumberByPosition: [Int32]
    /// The catalogue position of key `number` in `variant`, at `variant.ordinal * keys.count + number`;
    /// -1 where the variant has no such row.
    private let positionByVariantKey: [Int32]
    /// Whether calling a background preset in a variant resets the field of each key
    /// (``BackgroundPreset/resetFields``), by key number.
    let isResetByBackgroundPreset: [Bool]
    /// The number of the key of the field that calls a background preset, if the catalogue has it.
    let backgroundPresetKey: Int?
    /// For each key of a plain-button field (`button.normal.title.color`), the number of the same
    /// back-button key (`backButton.normal.title.color`), whose unset value the plain button's gives
    /// (resolution rule 7); -1 for every other key and where the catalogue has no back button.
    let backButtonKeyByKey: [Int32]
    /// The number of each key whose field says another dictionary starts as a copy of one
    /// (`largeTitle.followsTitle`), with, by key number, the key of the copy each key of the copied
    /// dictionary fills (`title.color` → `largeTitle.color`, -1 for every other key) (resolution rule 8).
    let copies: [(key: Int, intoKeyByKey: [Int32])]

    /// The keys of a catalogue without variants: no position has a key.
    static let none = VariantFieldKeys(specs: [])
    /// The keys of each bar kind's appearance catalogue, made once, when resolution first needs them.
    private static let navigation = VariantFieldKeys(
        specs: FieldCatalogue.of(.appearance, bar: .navigation).specs)
    private static let tab = VariantFieldKeys(specs: FieldCatalogue.of(.appearance, bar: .tab).specs)
    private static let toolbar = VariantFieldKeys(specs: FieldCatalogue.of(.appearance, bar: .toolbar).specs)

    /// The keys of `bar`'s appearance catalogue.
    static func of(_ bar: BarKind) -> VariantFieldKeys {
        switch bar {
        case .navigation: return navigation
        case .tab: return tab
        case .toolbar: return toolbar
        }
    }

    /// Numbers the variant keys of `specs`, the catalogue's rows in position order.
    init(specs: [FieldSpec]) {
        let isKeyed = specs.map { $0.variant != nil && $0.type != .wholeVariant }
        // Numbered in the keys' byte order, which is the path order of every variant's rows: fields made
        // key by key in one variant come out sorted.
        let keys = Set(specs.indices.filter { isKeyed[$0] }.map { specs[$0].key }).sorted(
            by: FieldCatalogue.precedes)
        let numbers = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        var keyNumberByPosition = [Int32](repeating: -1, count: specs.count)
        for position in specs.indices where isKeyed[position] {
            keyNumberByPosition[position] = Int32(numbers[specs[position].key] ?? -1)
        }
        var positionByVariantKey = [Int32](repeating: -1, count: Variant.allCases.count * keys.count)
        for (position, spec) in specs.enumerated() {
            guard let variant = spec.variant, keyNumberByPosition[position] >= 0 else { continue }
            positionByVariantKey[variant.ordinal * keys.count + Int(keyNumberByPosition[position])] =
                Int32(position)
        }
        let plainPrefix = ButtonGroup.button.rawValue + "."
        let backPrefix = ButtonGroup.backButton.rawValue + "."
        self.keys = keys
        self.keyNumberByPosition = keyNumberByPosition
        self.positionByVariantKey = positionByVariantKey
        self.isResetByBackgroundPreset = keys.map(BackgroundPreset.resetFields.contains)
        self.backgroundPresetKey = numbers[BackgroundPreset.fieldKey]
        self.backButtonKeyByKey = keys.map { key in
            guard key.hasPrefix(plainPrefix) else { return -1 }
            return numbers[backPrefix + key.dropFirst(plainPrefix.count)].map(Int32.init) ?? -1
        }
        var keyByTarget: [UIKitTarget: Int] = [:]
        var targetByKey: [Int: UIKitTarget] = [:]
        var copyKeys: [Int: (from: TextAttributeSet, into: TextAttributeSet)] = [:]
        for position in specs.indices where keyNumberByPosition[position] >= 0 {
            guard let target = specs[position].uikitTarget else { continue }
            let number = Int(keyNumberByPosition[position])
            keyByTarget[target] = number
            targetByKey[number] = target
            if case .textAttributesCopy(let from, let into) = target { copyKeys[number] = (from, into) }
        }
        self.copies = copyKeys.keys.sorted().map { copyKey in
            let (from, into) = copyKeys[copyKey]!
            let intoKeyByKey = keys.indices.map { number -> Int32 in
                guard let target = targetByKey[number], case .textAttribute(from, let attribute) = target,
                    let into = keyByTarget[.textAttribute(into, attribute)]
                else { return -1 }
                return Int32(into)
            }
            return (copyKey, intoKeyByKey)
        }
    }

    /// The key number of the row at catalogue `position`; nil outside variants and for whole-variant
    /// rows.
    func key(atPosition position: Int) -> Int? {
        guard position < keyNumberByPosition.count else { return nil }  // a catalogue without variants
        let number = keyNumberByPosition[position]
        return number < 0 ? nil : Int(number)
    }

    /// The catalogue position of key `number` in `variant`, if the variant has that row.
    func position(_ variant: Variant, key number: Int) -> Int? {
        let position = positionByVariantKey[variant.ordinal * keys.count + number]
        return position < 0 ? nil : Int(position)
    }
}
