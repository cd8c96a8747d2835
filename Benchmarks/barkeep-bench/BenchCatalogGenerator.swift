import BarkeepCore

/// Writes the deterministic catalogs `Benchmarks/run` measures, through Core's services (every
/// entity validated and recorded in the history, as `create` and `set` would).
///
/// For `appearances` appearances the catalog holds:
/// - one palette colour per ten appearances (at least eight): every fourth a literal with light and
///   dark values, the others aliases of the one before, so alias chains are up to four deep;
/// - the appearances `a0`, `a1`, … in inheritance chains of twenty (`a19` has nineteen ancestors),
///   eight chains in ten navigation bars, one tab bars, one toolbars; each sets palette-referencing
///   colours and a number, so resolving one reads its ancestors and their palette colours;
/// - one layout, sheet and toolbar preset and one theme per hundred appearances (at least two),
///   the presets in parent pairs and each theme naming a chain's root of every bar.
///
/// `changes` (when larger than the catalog) adds one-field updates, a thousand per command, until
/// the history holds that many changes: each touches appearance `a<n mod appearances>`, so every
/// appearance gets about `changes / appearances` versions.
struct BenchCatalogGenerator {
    /// How many appearances the catalog has.
    let appearances: Int
    /// How many changes the history should hold in the end (0: only the creates).
    let changes: Int

    /// How long one inheritance chain of appearances is.
    static let chainLength = 20
    /// How many one-field updates go in one command (one transaction, one history batch).
    static let updatesPerCommand = 1_000

    /// How many palette colours the catalog has.
    var paletteCount: Int { max(appearances / 10, 8) }
    /// How many presets of each kind, and themes, the catalog has.
    var presetCount: Int { max(appearances / 100, 2) }

    /// The bar kind of appearance `index`: chains 0–7 of every ten navigation, 8 tab, 9 toolbar.
    static func bar(ofAppearance index: Int) -> BarKind {
        switch (index / chainLength) % 10 {
        case 8: return .tab
        case 9: return .toolbar
        default: return .navigation
        }
    }

    /// Creates the catalog and its history in `catalog`; `nextContext` stamps each command.
    /// Returns how many changes were recorded.
    func generate(in catalog: Catalog, nextContext: (String) -> ChangeContext) throws -> Int {
        var recorded = 0
        try catalog.mutate(nextContext("bench generate")) { session in
            for index in 0..<paletteCount {
                try session.create(try EntityEditor.applying(paletteAssignments(index), to: palette(index)))
            }
            for index in 0..<appearances {
                let bar = Self.bar(ofAppearance: index)
                var entity = Entity(kind: .appearance, name: "a\(index)", bar: bar)
                entity = try EntityEditor.applying(appearanceAssignments(index, bar: bar), to: entity)
                try session.create(entity)
            }
            for index in 0..<presetCount {
                for (kind, assignments) in presetAssignments(index) {
                    try session.create(
                        try EntityEditor.applying(
                            assignments, to: Entity(kind: kind, name: "\(kind)\(index)")))
                }
            }
            recorded = session.changes.count
        }
        var update = 0
        while recorded < changes {
            let count = min(Self.updatesPerCommand, changes - recorded)
            try catalog.mutate(nextContext("bench set")) { session in
                for _ in 0..<count {
                    let index = update % appearances
                    let round = update / appearances
                    let assignment = updateAssignment(index, round: round)
                    try session.update(.appearance, "a\(index)") {
                        try EntityEditor.applying([assignment], to: $0)
                    }
                    update += 1
                }
            }
            recorded += count
        }
        return recorded
    }

    /// Palette colour `index`, before its assignments.
    private func palette(_ index: Int) -> Entity { Entity(kind: .palette, name: "p\(index)") }

    /// Every fourth colour a literal (light and dark), the others an alias of the colour before.
    private func paletteAssignments(_ index: Int) -> [String] {
        guard index % 4 != 0 else {
            let light = (index &* 2_654_435_761) & 0xFF_FFFF
            return ["light=\(hex(light))", "dark=\(hex(light ^ 0xFF_FFFF))"]
        }
        return ["light={p\(index - 1)}"]
    }

    /// A parent (unless it starts a chain), palette colours and a number for each appearance.
    private func appearanceAssignments(_ index: Int, bar: BarKind) -> [String] {
        var assignments: [String] = []
        if index % Self.chainLength != 0 { assignments.append("parent=a\(index - 1)") }
        let colour = "{p\(index % paletteCount)}"
        let other = "{p\((index * 7 + 3) % paletteCount)}"
        assignments.append("standard.backgroundColor=\(colour)")
        switch bar {
        case .navigation:
            assignments += [
                "standard.title.color=\(other)", "standard.title.size=\(12 + index % 20)",
                "scrollEdge.backgroundColor=\(colour)",
            ]
        case .tab:
            assignments += [
                "standard.item.selected.iconColor=\(other)", "standard.item.selected.title.color=\(other)",
            ]
        case .toolbar:
            assignments += ["standard.button.color=\(other)"]
        }
        if index % Self.chainLength == 0 {
            assignments.append("description=Chain \(index / Self.chainLength)")
        }
        return assignments
    }

    /// The one field an update sets: a title kern (navigation) or a background colour (others).
    private func updateAssignment(_ index: Int, round: Int) -> String {
        switch Self.bar(ofAppearance: index) {
        case .navigation: return "standard.title.kern=\(round % 9)"
        case .tab, .toolbar: return "standard.backgroundColor={p\((index + round + 1) % paletteCount)}"
        }
    }

    /// A layout, a sheet and a toolbar preset (odd ones inheriting from the one before) and a theme.
    private func presetAssignments(_ index: Int) -> [(EntityKind, [String])] {
        func parent(_ kind: EntityKind) -> [String] { index % 2 == 1 ? ["parent=\(kind)\(index - 1)"] : [] }
        var theme = ["layout=layout\(index)", "sheets=sheet\(index)", "toolbars=toolbar\(index)"]
        // Chains come in tens (eight navigation, a tab and a toolbar chain); a theme names the roots
        // of one ten's chains.
        let tens = appearances / (Self.chainLength * 10)
        let firstChain = tens > 0 ? (index % tens) * 10 : 0
        theme.append("navigation=a\(firstChain * Self.chainLength)")
        if tens > 0 {
            theme.append("tab=a\((firstChain + 8) * Self.chainLength)")
            theme.append("toolbar=a\((firstChain + 9) * Self.chainLength)")
        }
        return [
            (
                .layout,
                parent(.layout)
                    + ["barHeight=\(60 + index % 40)", "baseHeight=44", "strategy=contentViewLayout"]
            ),
            (.sheet, parent(.sheet) + ["detents=medium,large", "grabber=true"]),
            (
                .toolbar,
                parent(.toolbar)
                    + ["title=Tools \(index)", "items=cancellationAction:Cancel,primaryAction:Add:plus"]
            ),
            (.theme, theme + ["deploymentTarget=15.0"]),
        ]
    }

    /// `#RRGGBB` for the low 24 bits of `value`.
    private func hex(_ value: Int) -> String {
        let digits = String(value & 0xFF_FFFF, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}
