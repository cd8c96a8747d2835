/// Palette colours nothing uses: not referred to by any appearance, sheet or other entity, directly or
/// through palette colours that are used.
struct UnusedColorCheck: LintCheck {
    /// A note per unused palette colour.
    func catalogFindings(in context: LintContext) -> [LintFinding] {
        let snapshot = context.snapshot
        var aliases: [String: [String]] = [:]
        var used = Set<String>()
        var pending: [String] = []
        for entity in snapshot.allEntities {
            let targets = Self.paletteReferences(of: entity)
            if entity.kind == .palette {
                aliases[entity.name] = targets
            } else {
                for target in targets where used.insert(target).inserted { pending.append(target) }
            }
        }
        while let name = pending.popLast() {
            for target in aliases[name] ?? [] where used.insert(target).inserted { pending.append(target) }
        }
        return snapshot.entities(of: .palette).filter { !used.contains($0.name) }.map { color in
            LintFinding(
                rule: .unusedColor, severity: .note, kind: .palette, entity: color.name, path: nil,
                reason: "no appearance, sheet or used palette colour refers to it",
                fix: "use it as {\(color.name)}, or delete it")
        }
    }

    /// The palette colours `entity` names (its parent, for a palette colour, and the palette references
    /// of its fields), as ``Entity/references`` lists them but in no particular order: a colour
    /// reference always names a palette colour, so only member fields (themes) are looked up in the
    /// catalogue, and nothing is sorted.
    private static func paletteReferences(of entity: Entity) -> [String] {
        var names: [String] = []
        if entity.kind == .palette, let parent = entity.parent { names.append(parent) }
        for (path, value) in entity.fields {
            switch value {
            case .color(.reference(let name)): names.append(name)
            case .member, .members:
                guard let spec = entity.catalogue.spec(path) else { continue }
                for reference in value.references(for: spec) where reference.kind == .palette {
                    names.append(reference.name)
                }
            default: continue  // holds no reference (`FieldValue.references(for:)` is empty)
            }
        }
        return names
    }
}
