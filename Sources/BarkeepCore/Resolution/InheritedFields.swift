/// The fields an entity ends up with after inheritance (resolution rule 1): its own over its ancestors',
/// nearest first, where a whole variant left to UIKit (`scrollEdge=default`) hides what ancestors set in it.
///
/// The set values are kept in one array sorted by catalogue position, so that laying an entity's own
/// fields over its parent's is a merge of two short sorted lists, and finding a field (variant fallback
/// looks the same key up in another variant, rule 2) is a binary search by position: no path is made
/// or hashed.
struct InheritedFields: Sendable {
    /// A value some entity of the chain sets, and which one: every member of a chain has the same kind
    /// and catalogue, so the entity's name and the position say where (``source(kind:in:)``), and copying
    /// an entry down the chain retains one name rather than a whole ``FieldSource``.
    struct Entry: Sendable {
        /// The position of the field's row in the entity's catalogue.
        let position: Int
        /// The value as set (possibly `.uikitDefault`).
        let value: FieldValue
        /// The name of the entity of the chain that sets it.
        let setBy: String

        /// Where the value is set, for a chain of `kind` whose catalogue is `catalogue`.
        func source(kind: EntityKind, in catalogue: FieldCatalogue) -> FieldSource {
            let spec = catalogue.specs[position]
            return FieldSource(kind: kind, entity: setBy, path: spec.path, variant: spec.variant)
        }
    }

    /// The set values, one per field, sorted by position (whole-variant rows are not entries).
    private(set) var entries: [Entry] = []
    /// For each variant, by ``Variant/ordinal``, the `V=default` that leaves it to UIKit, if any.
    private var variantsLeft = Self.noVariantLeft

    /// No variant left to UIKit: one array that every ``InheritedFields`` shares until one is.
    private static let noVariantLeft = [FieldSource?](repeating: nil, count: Variant.allCases.count)

    /// Nothing set: the fields of an entity without parent before its own are laid over.
    static let empty = InheritedFields()

    /// The value set for the field at catalogue `position`, if any.
    func entry(atPosition position: Int) -> Entry? {
        index(atPosition: position).map { entries[$0] }
    }

    /// The index in ``entries`` of the value set for the field at catalogue `position`, if any: for a
    /// caller that reads the entry where it is rather than copying it out.
    func index(atPosition position: Int) -> Int? {
        PositionOrder.index(of: position, count: entries.count) { entries[$0].position }
    }

    /// The `V=default` that leaves `variant` to UIKit, if some entity of the chain sets it (and no
    /// nearer one sets a field of the variant).
    func leftToUIKit(_ variant: Variant) -> FieldSource? {
        variantsLeft[variant.ordinal]
    }

    /// These fields with `entity`'s own laid over them: the fields `entity` ends up with.
    ///
    /// Nearest wins: the entity's own `V=default` hides every `V.*` value its ancestors set, and its own
    /// `V.*` fields bring the variant back from an ancestor's `V=default`. Within one entity, `V=default`
    /// wins over its own `V.*` fields.
    func overlaid(with entity: Entity) -> InheritedFields {
        let catalogue = entity.catalogue
        var result = InheritedFields()
        result.variantsLeft = variantsLeft
        var ownDefaults: UInt8 = 0  // a bit per variant ordinal
        var own: [Entry] = []
        own.reserveCapacity(entity.fields.count)
        for (path, value) in entity.fields {
            guard let position = catalogue.position(path) else { continue }
            let spec = catalogue.specs[position]
            guard spec.type == .wholeVariant else {
                own.append(Entry(position: position, value: value, setBy: entity.name))
                continue
            }
            guard value == .uikitDefault, let variant = spec.variant else { continue }
            ownDefaults |= 1 << variant.ordinal
            result.variantsLeft[variant.ordinal] = FieldSource(
                kind: entity.kind, entity: entity.name, path: spec.path, variant: variant)
        }
        func isHidden(_ entry: Entry) -> Bool {
            guard ownDefaults != 0, let variant = catalogue.specs[entry.position].variant else {
                return false
            }
            return ownDefaults & (1 << variant.ordinal) != 0
        }
        if ownDefaults != 0 { own.removeAll(where: isHidden) }
        for entry in own {
            // Cleared only where set: writing nil over nil would copy the array all the same.
            if let variant = catalogue.specs[entry.position].variant,
                result.variantsLeft[variant.ordinal] != nil
            {
                result.variantsLeft[variant.ordinal] = nil
            }
        }
        PositionOrder.sort(&own) { $0.position }
        result.entries.reserveCapacity(entries.count + own.count)
        var next = 0
        for entry in own {
            while next < entries.count, entries[next].position <= entry.position {
                let inherited = entries[next]
                next += 1
                if inherited.position < entry.position, !isHidden(inherited) {
                    result.entries.append(inherited)
                }
            }
            result.entries.append(entry)
        }
        for inherited in entries[next...] where !isHidden(inherited) { result.entries.append(inherited) }
        return result
    }
}
