internal import BarkeepCore

extension SwiftBarRecognizer {
    /// The row that sets `target` in `variant`'s fields (nil for a bar-level field) of a `bar`
    /// appearance, asked of that bar kind's catalogue first and then of the others: code that sets an API
    /// the bar kind lacks keeps the path another kind gives it, so that validation names the field.
    static func appearanceSpec(_ target: UIKitTarget, in variant: Variant?, bar: BarKind) -> FieldSpec? {
        for (_, catalogue) in appearanceCatalogues(from: bar) {
            if let spec = catalogue.spec(for: target, in: variant) { return spec }
        }
        return nil
    }

    /// The appearance catalogues, `bar`'s first, each with its bar kind.
    static func appearanceCatalogues(from bar: BarKind) -> [(bar: BarKind, catalogue: FieldCatalogue)] {
        ([bar] + BarKind.allCases.filter { $0 != bar }).map { ($0, FieldCatalogue.of(.appearance, bar: $0)) }
    }

    /// The path ``appearanceSpec(_:in:bar:)`` finds.
    static func appearancePath(_ target: UIKitTarget, in variant: Variant?, bar: BarKind) -> String? {
        appearanceSpec(target, in: variant, bar: bar)?.path
    }

    /// The key within a variant of the field `target` sets on appearance object `index`: for a bar
    /// appearance the row's key (`button.normal.color`); for a bar-button or tab-item appearance built on
    /// its own, the key below the part it will be assigned to (`normal.color`). Nil when no row sets it.
    func fieldKey(_ target: UIKitTarget, on index: Int) -> String? {
        switch objects[index].kind {
        case .bar(let bar):
            return Self.appearanceSpec(target, in: .standard, bar: bar)?.key
        case .button:
            return Self.keyBelowPart(target, part: ButtonGroup.button.swiftProperty, bar: .navigation)
        case .item:
            return Self.keyBelowPart(target, part: ItemLayout.stacked.swiftProperty, bar: .tab)
        }
    }

    /// The key of `target`, an API of a part's state, below the part's own key once placed in `part`.
    private static func keyBelowPart(_ target: UIKitTarget, part: String, bar: BarKind) -> String? {
        guard let placed = target.placed(under: part),
            let key = appearanceSpec(placed, in: .standard, bar: bar)?.key,
            let prefix = partKey(part)
        else { return nil }
        return String(key.dropFirst(prefix.count + 1))
    }

    /// The key a part of an appearance (`buttonAppearance`, `stackedLayoutAppearance`) puts its fields
    /// under (`button`, `item.stacked`): the keys of its states' rows up to the state, as the catalogue
    /// writes them.
    static func partKey(_ part: String) -> String? {
        for bar in BarKind.allCases {
            for spec in FieldCatalogue.of(.appearance, bar: bar).specs where spec.variant == .standard {
                guard let object = spec.uikitTarget?.object, object.propertyPath.count == 2,
                    object.propertyPath[0] == part
                else { continue }
                let segments = spec.key.split(separator: ".")
                guard let state = segments.firstIndex(where: { $0 == object.propertyPath[1] }) else {
                    continue
                }
                return segments[..<state].joined(separator: ".")
            }
        }
        return nil
    }

    /// The appearance property a Swift name reaches a part through: a button group (the successor
    /// `prominentButtonAppearance` as `doneButtonAppearance`, whose fields it takes) or a tab item layout.
    static func partProperty(_ member: String) -> String? {
        if let group = ButtonGroup.allCases.first(where: {
            $0.swiftProperty == member || $0.successor?.swiftProperty == member
        }) {
            return group.swiftProperty
        }
        return ItemLayout.allCases.first { $0.swiftProperty == member }?.swiftProperty
    }

    /// Whether `member` names a bar-button or tab-item state (`normal`, `selected` …).
    static func isState(_ member: String) -> Bool {
        ButtonState(rawValue: member) != nil || ItemState(rawValue: member) != nil
    }
}

extension UIKitTarget {
    /// The object of an appearance-object target (a property, text attribute or offset component).
    var object: AppearanceObject? {
        switch self {
        case .property(let object, _): return object
        case .textAttribute(let set, _): return set.object
        case .offsetComponent(let offset, _): return offset.object
        default: return nil
        }
    }

    /// The target with its object reached through `property` first: a state's API once its bar-button
    /// or tab-item appearance is assigned to `property`. Nil for targets outside appearance objects.
    func placed(under property: String) -> UIKitTarget? {
        func moved(_ object: AppearanceObject) -> AppearanceObject {
            AppearanceObject(propertyPath: [property] + object.propertyPath)
        }
        switch self {
        case .property(let object, let name): return .property(moved(object), name)
        case .textAttribute(let set, let attribute):
            return .textAttribute(TextAttributeSet(moved(set.object), set.property), attribute)
        case .offsetComponent(let offset, let component):
            return .offsetComponent(OffsetProperty(moved(offset.object), offset.property), component)
        default: return nil
        }
    }
}
