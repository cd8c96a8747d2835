import BarkeepTestSupport

@testable import BarkeepCore

/// Random commands against a fixture's catalog: creates, sets (with NULL ↔ value changes of
/// descriptions, parents and fields), unsets, renames, deletes, restores, reverts, and commands
/// that must fail. Names come from a small pool, so commands often collide.
struct RandomCommands {
    let fixture: CatalogFixture
    var random: SeededRandom

    static let names = ["a", "b", "c", "d", "e"]

    /// A random command (which may well fail).
    mutating func next() throws -> RandomCommand {
        let entities = try fixture.catalog.entities()
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25: return create(entities)
        case 25..<55 where !entities.isEmpty: return set(entities.randomElement(using: &random)!, entities)
        case 55..<62 where !entities.isEmpty: return unset(entities.randomElement(using: &random)!)
        case 62..<70 where !entities.isEmpty: return rename(entities.randomElement(using: &random)!)
        case 70..<80 where !entities.isEmpty: return delete(entities.randomElement(using: &random)!)
        case 80..<88: return try restore()
        case 88..<96: return try revert()
        default: return invalid(entities)
        }
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values.randomElement(using: &random)!
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    private mutating func hex() -> String {
        "#" + (0..<6).map { _ in pick(Array("0123456789ABCDEF")) }.map(String.init).joined()
    }

    /// A colour: literal, or a reference to a palette colour (which may not exist).
    private mutating func color(_ entities: [Entity]) -> String {
        let palettes = entities.filter { $0.kind == .palette }.map(\.name)
        if !palettes.isEmpty, chance(40) { return "{\(pick(palettes))}" }
        return chance(10) ? "{\(pick(Self.names))}" : hex()
    }

    /// A few random `path=value` assignments for `kind` (and `bar`), including parent and description.
    private mutating func assignments(_ kind: EntityKind, name: String, _ entities: [Entity]) -> [String] {
        var result: [String] = []
        if chance(30) { result.append("description=" + pick(["Tall.", "Brand colour.", "", "Über ✓"])) }
        if kind.inherits, chance(30) {
            let candidates = entities.filter { $0.kind == kind && $0.name != name }.map(\.name)
            result.append("parent=" + (candidates.isEmpty || chance(30) ? "none" : pick(candidates)))
        }
        switch kind {
        case .palette:
            result.append("\(pick(["light", "light", "dark", "darkHighContrast"]))=\(color(entities))")
            if chance(20) { result.append("asset=" + pick(["Brand", "Ink"])) }
        case .appearance:
            let variant = pick(["standard", "scrollEdge"])
            result.append("\(variant).\(pick(["backgroundColor", "shadowColor"]))=\(color(entities))")
            if chance(30) {
                result.append("\(variant).background=" + pick(["opaque", "transparent", "default"]))
            }
            if chance(10) { result.append("scrollEdge=default") }
        case .layout:
            result.append("barHeight=\(Int.random(in: 44...120, using: &random))")
            if chance(40) {
                result.append("strategy=" + pick(["spacerStack", "positionAdjustment", "default"]))
            }
        case .sheet:
            result.append("detents=" + pick(["medium", "medium,large", "large"]))
            if chance(50) { result.append("grabber=" + pick(["true", "false"])) }
        case .toolbar:
            result.append("title=" + pick(["Edit", "Add", "Done"]))
        case .theme:
            let members = entities.filter { $0.kind == .appearance && $0.bar == .navigation }.map(\.name)
            if !members.isEmpty, chance(60) { result.append("navigation=" + pick(members)) }
            let sheets = entities.filter { $0.kind == .sheet }.map(\.name)
            if !sheets.isEmpty, chance(50) { result.append("sheets=" + pick(sheets)) }
            result.append("deploymentTarget=" + pick(["15.0", "16.0", "17.0"]))
        }
        return result
    }

    private mutating func create(_ entities: [Entity]) -> RandomCommand {
        let kind = pick(EntityKind.allCases)
        let name = pick(Self.names)
        let bar: BarKind? = kind == .appearance ? pick(BarKind.allCases) : nil
        var values = assignments(kind, name: name, entities)
        if kind == .palette, !values.contains(where: { $0.hasPrefix("light=") }), chance(80) {
            values.append("light=\(hex())")
        }
        let fixture = self.fixture
        return RandomCommand("\(kind) create \(name) \(values)") {
            try fixture.catalog.mutate(fixture.context()) { session in
                _ = try session.create(
                    try EntityEditor.applying(values, to: Entity(kind: kind, name: name, bar: bar)))
            }
        }
    }

    private mutating func set(_ entity: Entity, _ entities: [Entity]) -> RandomCommand {
        let values = assignments(entity.kind, name: entity.name, entities)
        let fixture = self.fixture
        return RandomCommand("\(entity.kind) set \(entity.name) \(values)") {
            try fixture.catalog.mutate(fixture.context()) { session in
                let changed = try EntityEditor.applying(
                    values, to: try session.entity(entity.kind, entity.name))
                try session.update(entity.kind, entity.name, to: changed)
            }
        }
    }

    private mutating func unset(_ entity: Entity) -> RandomCommand {
        var candidates = Array(entity.fields.keys) + ["description", "parent", "light"]
        if entity.description != nil { candidates += ["description", "description"] }
        if entity.parent != nil { candidates += ["parent", "parent"] }
        let path = pick(candidates.sorted())
        let fixture = self.fixture
        return RandomCommand("\(entity.kind) unset \(entity.name) \(path)") {
            try fixture.catalog.mutate(fixture.context()) { session in
                let changed = try EntityEditor.unsetting(
                    [path], from: try session.entity(entity.kind, entity.name))
                try session.update(entity.kind, entity.name, to: changed)
            }
        }
    }

    private mutating func rename(_ entity: Entity) -> RandomCommand {
        let newName = chance(5) ? "Not A Name" : pick(Self.names + ["f", "g"])
        let fixture = self.fixture
        return RandomCommand("\(entity.kind) rename \(entity.name) \(newName)") {
            try fixture.catalog.mutate(fixture.context()) {
                try $0.rename(entity.kind, entity.name, to: newName)
            }
        }
    }

    private mutating func delete(_ entity: Entity) -> RandomCommand {
        let fixture = self.fixture
        return RandomCommand("\(entity.kind) delete \(entity.name)") {
            try fixture.catalog.mutate(fixture.context()) { try $0.delete(entity.kind, entity.name) }
        }
    }

    private mutating func restore() throws -> RandomCommand {
        let kind = pick(EntityKind.allCases)
        let name = pick(Self.names + ["f", "g"])
        let version: Int? = chance(50) ? Int.random(in: 0...4, using: &random) : nil
        let fixture = self.fixture
        return RandomCommand("restore \(kind) \(name) --version \(version.map(String.init) ?? "-")") {
            try fixture.history.restore(kind, name, version: version, context: fixture.context())
        }
    }

    private mutating func revert() throws -> RandomCommand {
        let latest = try fixture.history.changes(HistoryQuery(limit: 1)).changes.first
        // Mostly recent changes and batches (older ones have usually been changed since).
        let newest = (id: latest?.id ?? 1, batch: latest?.batchID ?? 1)
        let id =
            chance(80)
            ? max(1, newest.id - Int64.random(in: 0..<4, using: &random))
            : Int64.random(in: 1...newest.id + 1, using: &random)
        let force = chance(30)
        let fixture = self.fixture
        if chance(40) {
            let batch =
                chance(80)
                ? max(1, newest.batch - Int64.random(in: 0..<4, using: &random))
                : Int64.random(in: 1...newest.batch + 1, using: &random)
            return RandomCommand("revert --batch \(batch) force=\(force)") {
                try fixture.history.revert(batch: batch, force: force, context: fixture.context())
            }
        }
        return RandomCommand("revert \(id) force=\(force)") {
            try fixture.history.revert(change: id, force: force, context: fixture.context())
        }
    }

    /// A command that is wrong whatever the catalog holds.
    private mutating func invalid(_ entities: [Entity]) -> RandomCommand {
        let target = entities.first ?? Entity(kind: .palette, name: "a")
        let values = pick([["light=not-a-colour"], ["no.such.path=1"], ["barHeight=9999"], ["detents=tiny"]])
        let fixture = self.fixture
        return RandomCommand("\(target.kind) set \(target.name) \(values) (invalid)") {
            try fixture.catalog.mutate(fixture.context()) { session in
                try session.create(
                    try EntityEditor.applying(["light=#000000"], to: Entity(kind: .palette, name: "zz")))
                let changed = try EntityEditor.applying(
                    values, to: try session.entity(target.kind, target.name))
                try session.update(target.kind, target.name, to: changed)
                throw CatalogError.notFound(kind: target.kind, name: "(always fails)")
            }
        }
    }
}
