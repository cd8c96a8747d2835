/// The fields an entity ends up with after inheritance (resolution rule 1): its own over its ancestors',
/// nearest first, where a whole variant left to UIKit (`scrollEdge=default`) hides what ancestors set in it.
struct InheritedFields: Sendable {
    /// A value some entity of the chain sets, and where.
    struct Entry: Sendable {
        /// The value as set (possibly `.uikitDefault`).
        let value: FieldValue
        /// The entity and path that set it.
        let source: FieldSource
        /// The path within its variant (`title.color`), or the path itself outside variants.
        let key: String
    }

    /// The set values by full path.
    private(set) var entries: [String: Entry] = [:]
    /// The variants left to UIKit, and the `V=default` that did it.
    private(set) var variantsLeftToUIKit: [Variant: FieldSource] = [:]

    /// Nothing set: the fields of an entity without parent before its own are laid over.
    static let empty = InheritedFields()

    /// These fields with `entity`'s own laid over them: the fields `entity` ends up with.
    ///
    /// Nearest wins: the entity's own `V=default` hides every `V.*` value its ancestors set, and its own
    /// `V.*` fields bring the variant back from an ancestor's `V=default`. Within one entity, `V=default`
    /// wins over its own `V.*` fields.
    func overlaid(with entity: Entity) -> InheritedFields {
        let catalogue = entity.catalogue
        var result = self
        var ownDefaults = Set<Variant>()
        for (path, value) in entity.fields {
            guard let spec = catalogue.spec(path), spec.type == .wholeVariant, value == .uikitDefault,
                let variant = spec.variant
            else { continue }
            ownDefaults.insert(variant)
            result.entries = result.entries.filter { $0.value.source.variant != variant }
            result.variantsLeftToUIKit[variant] = FieldSource(
                kind: entity.kind, entity: entity.name, path: path, variant: variant)
        }
        for (path, value) in entity.fields {
            guard let spec = catalogue.spec(path), spec.type != .wholeVariant else { continue }
            if let variant = spec.variant {
                if ownDefaults.contains(variant) { continue }
                result.variantsLeftToUIKit[variant] = nil
            }
            let source = FieldSource(
                kind: entity.kind, entity: entity.name, path: path, variant: spec.variant)
            result.entries[path] = Entry(value: value, source: source, key: spec.key)
        }
        return result
    }
}
