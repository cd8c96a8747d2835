#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The declarative table of every field path of one kind (and, for appearances, one bar kind).
///
/// Validation, suggestions, storage, resolution, history diffs, exporters, completions and the
/// README's field reference all read this table; a new UIKit property costs one row.
///
/// A class: the seven catalogues are made once per process and every entity and resolved entity reads
/// its own, so handing one over is a single reference, not a copy of its tables.
public final class FieldCatalogue: Sendable {
    /// Every field, sorted by path.
    public let specs: [FieldSpec]
    /// Describes where the fields apply, such as "a navigation appearance".
    public let context: String
    /// The position in ``specs`` of each field, by path (as a `String` or as UTF-8 bytes).
    private let positions: PathIndex
    /// The bar kind, for an appearance catalogue: which ``VariantFieldKeys`` table is its.
    let bar: BarKind?
    /// The fields every entity of the catalogue must set (or stand in for), in path order: what
    /// validation checks for each entity without walking every row.
    public let requiredSpecs: [FieldSpec]
    /// The positions in ``specs`` in the order the rows were declared, which decides the row an API
    /// names when two rows set it (``spec(for:in:)-(UIKitTarget,_)``).
    private let declared: [Int]

    /// Creates a catalogue from its rows.
    init(specs: [FieldSpec], context: String, bar: BarKind? = nil) {
        // Sorting positions, not rows (moving a row copies its many fields), by the paths' bytes, read
        // out of the strings once: the 486 navigation rows take about 4,000 comparisons per process.
        let paths = specs.map { Array($0.path.utf8) }
        let order = paths.indices.sorted { Self.precedes(paths[$0], paths[$1]) }
        let sorted = order.map { specs[$0] }
        self.specs = sorted
        self.context = context
        self.positions = PathIndex(sorted.map(\.path))
        self.bar = bar
        self.requiredSpecs = sorted.filter(\.isRequired)
        var declared = Array(repeating: 0, count: order.count)
        for (position, declaration) in order.enumerated() { declared[declaration] = position }
        self.declared = declared
    }

    /// The keys of the appearance-variant fields, numbered, and where each variant's row of each is:
    /// made the first time resolution asks, not when a command only reads or writes fields.
    var variantKeys: VariantFieldKeys {
        bar.map(VariantFieldKeys.of) ?? .none
    }

    /// The first required field `fields` leaves unset, if any (``FieldSpec/isMissing(in:)``).
    public func firstMissing(in fields: [String: FieldValue]) -> FieldSpec? {
        requiredSpecs.first { $0.isMissing(in: fields) }
    }

    /// The catalogue for `kind` (and `bar`, for appearances).
    public static func of(_ kind: EntityKind, bar: BarKind? = nil) -> FieldCatalogue {
        switch kind {
        case .palette: return palette
        case .appearance:
            switch bar ?? .navigation {
            case .navigation: return navigationAppearance
            case .tab: return tabAppearance
            case .toolbar: return toolbarAppearance
            }
        case .layout: return layout
        case .sheet: return sheet
        case .toolbar: return toolbarPreset
        case .theme: return theme
        }
    }

    /// Whether `path` sorts before `other`: paths are ASCII, so their byte order is `String`'s order,
    /// and comparing bytes spares the Unicode-aware comparison.
    static func precedes(_ path: String, _ other: String) -> Bool {
        var (path, other) = (path, other)
        return path.withUTF8 { left in other.withUTF8 { right in precedes(left, right) } }
    }

    /// Whether the UTF-8 bytes `path` sort before `other`'s.
    private static func precedes(_ path: [UInt8], _ other: [UInt8]) -> Bool {
        path.withUnsafeBufferPointer { left in
            other.withUnsafeBufferPointer { right in precedes(left, right) }
        }
    }

    /// Whether the bytes `left` sort before the bytes `right` (``compare(_:_:)``).
    private static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        compare(left, right) < 0
    }

    /// The row for exactly `path`, if there is one (no shorthand expansion).
    public func spec(_ path: String) -> FieldSpec? { positions.position(path).map { specs[$0] } }

    /// The position in ``specs`` of the row for exactly `path`, if there is one.
    func position(_ path: String) -> Int? { positions.position(path) }

    /// The row that sets `target` in `variant`'s fields (nil for a field outside the variants), if the
    /// catalogue has one: the catalogue read from the API side, as the Swift import reads an app's code.
    /// Where two rows set one API (a sheet's `largestUndimmed` and `backgroundInteraction` both end in
    /// `largestUndimmedDetentIdentifier`), the first declared, which holds the API's own value. A scan
    /// of the rows, for tables made once and for reading code, not for lookups per entity.
    package func spec(for target: UIKitTarget, in variant: Variant? = nil) -> FieldSpec? {
        position(of: target, in: variant).map { specs[$0] }
    }

    /// The position in ``specs`` of the row ``spec(for:in:)-(UIKitTarget,_)`` finds.
    func position(of target: UIKitTarget, in variant: Variant?) -> Int? {
        declared.first { specs[$0].variant == variant && specs[$0].uikitTarget == target }
    }

    /// The row whose SwiftUI modifier is `target` in `variant`'s fields (nil for a field outside the
    /// variants), if any; the first declared where two rows share one.
    package func spec(for target: SwiftUITarget, in variant: Variant? = nil) -> FieldSpec? {
        declared.first { specs[$0].variant == variant && specs[$0].swiftUITarget == target }.map { specs[$0] }
    }

    /// The path that stands for `spec`'s in every tab item layout, if `spec` is a row of one layout
    /// (`standard.item.selected.title.color` for `standard.item.stacked.selected.title.color`).
    public static func itemShorthand(of spec: FieldSpec) -> String? {
        AppearancePaths.itemShorthand(spec.path)
    }

    /// The layout preset's row that holds `parameter`; nil in the other catalogues.
    package func spec(for parameter: LayoutParameter) -> FieldSpec? {
        spec(for: .layoutParameter(parameter))
    }

    /// The row for exactly the path whose UTF-8 bytes are `path`, if there is one: for a reader that
    /// has the bytes and not a `String` (loading a catalog).
    public func spec(utf8 path: UnsafeBufferPointer<UInt8>) -> FieldSpec? {
        positions.position(utf8: path).map { specs[$0] }
    }

    /// The order of the bytes `left` and `right`: negative, zero or positive as `left` sorts before,
    /// equals or sorts after `right` (the first differing byte decides, else the shorter sorts first).
    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
        -> Int
    {
        let common = min(left.count, right.count)
        if common > 0, let leftBytes = left.baseAddress, let rightBytes = right.baseAddress {
            let order = memcmp(leftBytes, rightBytes, common)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }

    /// The rows `path` stands for: itself, or what a shorthand expands to (`button.color` is
    /// `button.normal.color`; a tab `item.<state>.…` without layout means all three layouts).
    public func lookup(_ path: String) throws(FieldPathError) -> [FieldSpec] {
        if let spec = spec(path) { return [spec] }
        let expanded = AppearancePaths.expandShorthand(path).compactMap { spec($0) }
        if !expanded.isEmpty { return expanded }
        throw FieldPathError(
            path: path, context: context, reason: elsewhereReason(path),
            suggestions: EditDistance.suggestions(for: path, among: specs.map(\.path), limit: 5))
    }

    /// Names the bar kinds where an appearance path does exist, if it exists for some other bar.
    private func elsewhereReason(_ path: String) -> String? {
        guard context.hasSuffix("appearance") else { return nil }
        let bars = BarKind.allCases.filter { bar in
            let catalogue = Self.of(.appearance, bar: bar)
            return catalogue.context != context
                && (catalogue.spec(path) != nil
                    || AppearancePaths.expandShorthand(path).contains { catalogue.spec($0) != nil })
        }
        guard !bars.isEmpty else { return nil }
        let names = bars.map { "\($0.rawValue)" }.joined(separator: " and ")
        return "exists only for \(names) appearances, not for \(context)"
    }

    static let palette = FieldCatalogue(specs: PresetFields.palette, context: "a palette colour")
    static let navigationAppearance = FieldCatalogue(
        specs: AppearancePaths.specs(for: .navigation), context: "a navigation appearance", bar: .navigation)
    static let tabAppearance = FieldCatalogue(
        specs: AppearancePaths.specs(for: .tab), context: "a tab appearance", bar: .tab)
    static let toolbarAppearance = FieldCatalogue(
        specs: AppearancePaths.specs(for: .toolbar), context: "a toolbar appearance", bar: .toolbar)
    static let layout = FieldCatalogue(specs: PresetFields.layout, context: "a layout preset")
    static let sheet = FieldCatalogue(specs: PresetFields.sheet, context: "a sheet preset")
    static let toolbarPreset = FieldCatalogue(specs: PresetFields.toolbar, context: "a toolbar preset")
    static let theme = FieldCatalogue(specs: PresetFields.theme, context: "a theme")
}
