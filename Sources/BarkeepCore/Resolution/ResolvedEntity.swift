/// An entity resolved into a fully specified value, with provenance on every field: what every exporter
/// consumes.
///
/// ``fields`` lists every catalogue path of the entity (for appearances, every field of every variant of
/// its bar, plus bar-level settings), each with its value and provenance. Only the fields something sets
/// are stored; the rest are UIKit defaults made on demand, so a large catalog stays small in memory.
public struct ResolvedEntity: Hashable, Sendable {
    /// The entity's kind.
    public let kind: EntityKind
    /// The entity's name.
    public let name: String
    /// The bar kind, for appearances.
    public let bar: BarKind?
    /// The parent's name, if any.
    public let parent: String?
    /// The description, if any.
    public let description: String?
    /// The fields whose value something in the chain decides, by path; the others are made on demand.
    let storedFields: [String: ResolvedField]
    /// For each appearance variant, the provenance of a field nothing sets (UIKit default, possibly
    /// because the variant, or the one it falls back to, is left to UIKit).
    let unsetProvenance: [Variant: Provenance]
    /// The variants left to UIKit, with the `V=default` that did it.
    let variantsLeftToUIKit: [Variant: Provenance]
    /// Kind-specific results.
    let details: ResolvedDetails

    /// The catalogue of the entity's fields.
    public var catalogue: FieldCatalogue { .of(kind, bar: bar) }

    /// Every field of the catalogue (whole-variant rows excepted), sorted by path.
    public var fields: [ResolvedField] {
        catalogue.specs.compactMap { field($0.path) }
    }

    /// The fields whose value some entity in the chain sets (to a value or to `default`), directly or
    /// through variant fallback, sorted by path: what `resolve --explain` needs to show.
    public var setFields: [ResolvedField] {
        Self.sortedByPath(
            storedFields.values.filter {
                switch $0.provenance.origin {
                case .set, .setToDefault: return true
                case .variantLeftToUIKit, .unset: return false
                }
            })
    }

    /// `fields` sorted by path. Positions are sorted, not the fields themselves (moving a field copies
    /// its value and provenance), and paths compare by bytes, as the catalogue sorts them.
    private static func sortedByPath(_ fields: [ResolvedField]) -> [ResolvedField] {
        fields.indices.sorted { FieldCatalogue.precedes(fields[$0].path, fields[$1].path) }.map { fields[$0] }
    }

    /// The fields of `variant` (nil: the fields outside variants) whose value some entity in the chain
    /// sets, directly or through variant fallback, sorted by path: what an exporter writes, without
    /// making the fields left to UIKit.
    ///
    /// A back-button default (rule 7) is left out — UIKit draws it from `buttonAppearance` itself, live,
    /// on the same appearance object — unless another field of its group (the same state's title
    /// attributes or offset) is set for the back button: then UIKit's fallback for that group is not
    /// documented, so the whole group is written.
    public func setFields(in variant: Variant?) -> [ResolvedField] {
        let fields = storedFields.values.filter { field in
            guard field.spec.variant == variant, field.spec.type != .wholeVariant else { return false }
            switch field.provenance.origin {
            case .set, .setToDefault: return true
            case .variantLeftToUIKit, .unset: return false
            }
        }
        let groupsWritten = Set(
            fields.filter { $0.provenance.backButtonDefaultFrom == nil }.compactMap(\.spec.group))
        return Self.sortedByPath(
            fields.filter { field in
                field.provenance.backButtonDefaultFrom == nil
                    || field.spec.group.map(groupsWritten.contains) == true
            })
    }

    /// The fields of one appearance variant, sorted by path; empty for other kinds.
    public func fields(in variant: Variant) -> [ResolvedField] {
        catalogue.specs.filter { $0.variant == variant }.compactMap { field($0.path) }
    }

    /// The resolved field at exactly `path`; nil for paths the entity's catalogue does not have and for
    /// whole-variant paths (see ``leftToUIKit(_:)``).
    public func field(_ path: String) -> ResolvedField? {
        if let stored = storedFields[path] { return stored }
        guard let spec = catalogue.spec(path), spec.type != .wholeVariant else { return nil }
        let provenance = spec.variant.flatMap { unsetProvenance[$0] } ?? .unset
        return ResolvedField(spec: spec, value: .uikitDefault, provenance: provenance)
    }

    /// The resolved value at exactly `path`, if the catalogue has it.
    public func value(_ path: String) -> ResolvedValue? {
        if let stored = storedFields[path] { return stored.value }
        guard let spec = catalogue.spec(path), spec.type != .wholeVariant else { return nil }
        return .uikitDefault  // what `field(path)` would make, without making it
    }

    /// Where the variant was left to UIKit (`scrollEdge=default`), or nil when Barkeep configures it.
    /// Exporters leave the bar's property nil for such a variant.
    public func leftToUIKit(_ variant: Variant) -> Provenance? {
        variantsLeftToUIKit[variant]
    }

    /// A palette colour's value in every appearance, with its name and asset.
    public var color: ResolvedColor? {
        if case .paletteColor(let color) = details { return color }
        return nil
    }

    /// A layout preset's numbers and derived values.
    public var layout: LayoutGeometry? {
        if case .layout(let geometry, _) = details { return geometry }
        return nil
    }

    /// The preset a layout preset uses below an iOS version (article 004: position adjustment below
    /// iOS 11), resolved.
    public var layoutFallback: LayoutFallback? {
        if case .layout(_, let fallback) = details { return fallback }
        return nil
    }

    /// A theme's resolved members and deployment target.
    public var theme: ResolvedTheme? {
        if case .theme(let theme) = details { return theme }
        return nil
    }
}
