extension Resolver {
    /// A palette colour: each slot's written value resolved (an unset slot shows the value it defaults
    /// to, with the fallback in its provenance), and the composed colour. A colour that names only an
    /// asset shows, in every slot, the colour itself with no values, coming from its `asset` field.
    func makePaletteColor(_ entity: Entity) throws(ResolutionError) -> ResolvedEntity {
        let catalogue = entity.catalogue
        let selfSource = FieldSource(kind: .palette, entity: entity.name, path: "")
        let composed = try resolvedColor(.reference(entity.name), referrer: selfSource)
        // Made by catalogue position, each appearance's row once: `filled` has a bit per appearance
        // whose slot (or a slot it defaults to) is written.
        var stored = DecidedFields(capacity: ColorAppearance.allCases.count + 1)
        var filled: UInt8 = 0
        for (ordinal, appearance) in ColorAppearance.allCases.enumerated() {
            guard let position = catalogue.position(appearance.rawValue) else { continue }
            let slots = PaletteColorResolver.slots(for: appearance)
            for (index, slot) in slots.enumerated() {
                guard case .color(let written) = entity.fields[slot.rawValue] else { continue }
                let source = FieldSource(kind: .palette, entity: entity.name, path: slot.rawValue)
                stored.append(
                    ResolvedField(
                        spec: catalogue.specs[position],
                        value: .color(try resolvedColor(written, referrer: source)),
                        provenance: provenance(.set(source), fallback: slots[...index].map(\.rawValue))),
                    at: position)
                filled |= 1 << ordinal
                break
            }
        }
        if let position = catalogue.position("asset"), let asset = entity.fields["asset"] {
            let source = FieldSource(kind: .palette, entity: entity.name, path: "asset")
            let provenance = provenance(.set(source), fallback: [])
            stored.append(
                ResolvedField(spec: catalogue.specs[position], value: .value(asset), provenance: provenance),
                at: position)
            for (ordinal, appearance) in ColorAppearance.allCases.enumerated()
            where filled & (1 << ordinal) == 0 {
                guard let slotPosition = catalogue.position(appearance.rawValue) else { continue }
                stored.append(
                    ResolvedField(
                        spec: catalogue.specs[slotPosition], value: .color(composed), provenance: provenance),
                    at: slotPosition)
            }
        }
        stored.sort()
        return ResolvedEntity(
            kind: .palette, name: entity.name, bar: nil, parent: nil, description: entity.description,
            storedFields: stored,
            unsetProvenance: ResolvedEntity.noVariantProvenance,
            variantsLeftToUIKit: ResolvedEntity.noVariantProvenance,
            details: .paletteColor(composed))
    }
}
