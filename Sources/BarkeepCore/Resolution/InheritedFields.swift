/// The fields an entity ends up with after inheritance (resolution rule 1): its own over its ancestors',
/// nearest first, where a whole variant left to UIKit (`scrollEdge=default`) hides what ancestors set in it.
///
/// Fields outside variants are kept by path, a variant's fields by their key within the variant
/// (`title.color`), so that variant fallback (rule 2) looks the same key up in another variant without
/// making its path.
struct InheritedFields: Sendable {
    /// A value some entity of the chain sets, and where.
    struct Entry: Sendable {
        /// The value as set (possibly `.uikitDefault`).
        let value: FieldValue
        /// The entity and path that set it.
        let source: FieldSource
    }

    /// The set values outside variants, by path.
    private(set) var barEntries: [String: Entry] = [:]
    /// The set values of each variant, by key within the variant.
    private(set) var variantEntries: [Variant: [String: Entry]] = [:]
    /// The variants left to UIKit, and the `V=default` that did it.
    private(set) var variantsLeftToUIKit: [Variant: FieldSource] = [:]

    /// Nothing set: the fields of an entity without parent before its own are laid over.
    static let empty = InheritedFields()

    /// The value set for `key` in `variant`, if any.
    func entry(_ variant: Variant, _ key: String) -> Entry? {
        variantEntries[variant]?[key]
    }

    /// The variants some entity of the chain sets a field of.
    var configuredVariants: Set<Variant> {
        Set(variantEntries.filter { !$0.value.isEmpty }.keys)
    }

    /// Every key set in some variant.
    var variantKeys: Set<String> {
        var keys = Set<String>()
        for entries in variantEntries.values { keys.formUnion(entries.keys) }
        return keys
    }

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
            result.variantEntries[variant] = nil
            result.variantsLeftToUIKit[variant] = FieldSource(
                kind: entity.kind, entity: entity.name, path: path, variant: variant)
        }
        for (path, value) in entity.fields {
            guard let spec = catalogue.spec(path), spec.type != .wholeVariant else { continue }
            let entry = Entry(
                value: value,
                source: FieldSource(kind: entity.kind, entity: entity.name, path: path, variant: spec.variant)
            )
            guard let variant = spec.variant else {
                result.barEntries[path] = entry
                continue
            }
            if ownDefaults.contains(variant) { continue }
            result.variantsLeftToUIKit[variant] = nil
            result.variantEntries[variant, default: [:]][spec.key] = entry
        }
        return result
    }
}
