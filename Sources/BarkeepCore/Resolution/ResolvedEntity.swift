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
    /// The fields whose value something in the chain decides, in path order; the others are made on
    /// demand.
    let storedFields: DecidedFields
    /// For each appearance variant, by ``Variant/ordinal``, the provenance of a field nothing sets (UIKit
    /// default, possibly because the variant, or the one it falls back to, is left to UIKit).
    let unsetProvenance: [Provenance?]
    /// For each variant, by ``Variant/ordinal``, the `V=default` that left it to UIKit, if it is.
    let variantsLeftToUIKit: [Provenance?]
    /// Kind-specific results.
    let details: ResolvedDetails

    /// No provenance for any variant: what ``unsetProvenance`` and ``variantsLeftToUIKit`` hold for
    /// entities other than appearances.
    static let noVariantProvenance = [Provenance?](repeating: nil, count: Variant.allCases.count)

    /// The catalogue of the entity's fields.
    public var catalogue: FieldCatalogue { .of(kind, bar: bar) }

    /// Every field of the catalogue (whole-variant rows excepted), sorted by path.
    public var fields: [ResolvedField] {
        let catalogue = catalogue
        return catalogue.specs.indices.compactMap { field(atPosition: $0, in: catalogue) }
    }

    /// The fields whose value some entity in the chain sets (to a value or to `default`), directly or
    /// through variant fallback, sorted by path: what `resolve --explain` needs to show.
    public var setFields: [ResolvedField] {
        let fields = storedFields.fields
        // Usually every decided field is set: the array is then shared, not copied.
        return fields.allSatisfy(\.isSet) ? fields : fields.filter(\.isSet)
    }

    /// The fields of `variant` (nil: the fields outside variants) whose value some entity in the chain
    /// sets, directly or through variant fallback, sorted by path: what an exporter writes, without
    /// making the fields left to UIKit.
    ///
    /// A back-button default (rule 7) is left out — UIKit draws it from `buttonAppearance` itself, live,
    /// on the same appearance object — unless another field of its group (the same state's title
    /// attributes or offset) is set for the back button: then UIKit's fallback for that group is not
    /// documented, so the whole group is written. A followed field (rule 8) is left out too, as the
    /// dictionary copy that code writes gives it, unless `includingFollowed` (code that has no copy, such
    /// as the pre-iOS 13 API's).
    public func setFields(in variant: Variant?, includingFollowed: Bool = false) -> [ResolvedField] {
        let fields = storedFields.fields.filter { field in
            field.spec.variant == variant && field.spec.type != .wholeVariant && field.isSet
                && (includingFollowed || field.provenance.followsFrom == nil)
        }
        guard fields.contains(where: { $0.provenance.backButtonDefaultFrom != nil }) else { return fields }
        let groupsWritten = Set(
            fields.filter { $0.provenance.backButtonDefaultFrom == nil }.compactMap(\.spec.group))
        return fields.filter { field in
            field.provenance.backButtonDefaultFrom == nil
                || field.spec.group.map(groupsWritten.contains) == true
        }
    }

    /// The fields of one appearance variant, sorted by path; empty for other kinds.
    public func fields(in variant: Variant) -> [ResolvedField] {
        let catalogue = catalogue
        return catalogue.specs.indices.compactMap { position in
            catalogue.specs[position].variant == variant ? field(atPosition: position, in: catalogue) : nil
        }
    }

    /// The resolved field at exactly `path`; nil for paths the entity's catalogue does not have and for
    /// whole-variant paths (see ``leftToUIKit(_:)``).
    public func field(_ path: String) -> ResolvedField? {
        let catalogue = catalogue
        return catalogue.position(path).flatMap { field(atPosition: $0, in: catalogue) }
    }

    /// The resolved field at `position` of the entity's catalogue: stored, or made as UIKit's default;
    /// nil for a whole-variant row. For checks that found their rows' positions once.
    func field(atPosition position: Int) -> ResolvedField? {
        field(atPosition: position, in: catalogue)
    }

    /// The resolved field at `position` of `catalogue`, the entity's: stored, or made as UIKit's default.
    private func field(atPosition position: Int, in catalogue: FieldCatalogue) -> ResolvedField? {
        if let stored = storedFields.field(atPosition: position) { return stored }
        let spec = catalogue.specs[position]
        guard spec.type != .wholeVariant else { return nil }
        let provenance = spec.variant.flatMap { unsetProvenance[$0.ordinal] }
        return ResolvedField(spec: spec, value: .uikitDefault, provenance: provenance ?? .unset)
    }

    /// The resolved value at exactly `path`, if the catalogue has it.
    public func value(_ path: String) -> ResolvedValue? {
        let catalogue = catalogue
        guard let position = catalogue.position(path) else { return nil }
        if let stored = storedFields.field(atPosition: position) { return stored.value }
        guard catalogue.specs[position].type != .wholeVariant else { return nil }
        return .uikitDefault  // what `field(path)` would make, without making it
    }

    /// Where the variant was left to UIKit (`scrollEdge=default`), or nil when Barkeep configures it.
    /// Exporters leave the bar's property nil for such a variant.
    public func leftToUIKit(_ variant: Variant) -> Provenance? {
        variantsLeftToUIKit[variant.ordinal]
    }

    /// A palette colour's value in every appearance, with its name and asset.
    public var color: ResolvedColor? {
        if case .paletteColor(let color) = details { return color }
        return nil
    }

    /// A layout preset's numbers and derived values.
    package var layout: LayoutGeometry? {
        if case .layout(let geometry, _) = details { return geometry }
        return nil
    }

    /// The preset a layout preset uses below an iOS version (article 004: position adjustment below
    /// iOS 11), resolved.
    package var layoutFallback: LayoutFallback? {
        if case .layout(_, let fallback) = details { return fallback }
        return nil
    }

    /// A theme's resolved members and deployment target.
    public var theme: ResolvedTheme? {
        if case .theme(let theme) = details { return theme }
        return nil
    }
}
