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
            var targets: [String] = []  // the palette references of its fields, in no particular order
            entity.forEachReference { kind, name, _ in if kind == .palette { targets.append(name) } }
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
}
