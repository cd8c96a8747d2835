extension Resolver {
    /// A palette colour: each slot's written value resolved (an unset slot shows the value it defaults
    /// to, with the fallback in its provenance), and the composed colour. A colour that names only an
    /// asset shows, in every slot, the colour itself with no values, coming from its `asset` field.
    func makePaletteColor(_ entity: Entity) throws(ResolutionError) -> ResolvedEntity {
        let catalogue = entity.catalogue
        let selfSource = FieldSource(kind: .palette, entity: entity.name, path: "")
        let composed = try resolvedColor(.reference(entity.name), referrer: selfSource)
        var stored: [String: ResolvedField] = [:]
        for appearance in ColorAppearance.allCases {
            guard let spec = catalogue.spec(appearance.rawValue) else { continue }
            let slots = PaletteColorResolver.slots(for: appearance)
            for (index, slot) in slots.enumerated() {
                guard case .color(let written) = entity.fields[slot.rawValue] else { continue }
                let source = FieldSource(kind: .palette, entity: entity.name, path: slot.rawValue)
                stored[spec.path] = ResolvedField(
                    spec: spec, value: .color(try resolvedColor(written, referrer: source)),
                    provenance: provenance(.set(source), fallback: slots[...index].map(\.rawValue)))
                break
            }
        }
        if let spec = catalogue.spec("asset"), let asset = entity.fields["asset"] {
            let source = FieldSource(kind: .palette, entity: entity.name, path: "asset")
            stored["asset"] = ResolvedField(
                spec: spec, value: .value(asset), provenance: provenance(.set(source), fallback: []))
            for appearance in ColorAppearance.allCases where stored[appearance.rawValue] == nil {
                guard let slotSpec = catalogue.spec(appearance.rawValue) else { continue }
                stored[appearance.rawValue] = ResolvedField(
                    spec: slotSpec, value: .color(composed),
                    provenance: provenance(.set(source), fallback: []))
            }
        }
        return ResolvedEntity(
            kind: .palette, name: entity.name, bar: nil, parent: nil, description: entity.description,
            storedFields: DecidedFields(byPath: stored, catalogue: catalogue),
            unsetProvenance: ResolvedEntity.noVariantProvenance,
            variantsLeftToUIKit: ResolvedEntity.noVariantProvenance,
            details: .paletteColor(composed))
    }
}
