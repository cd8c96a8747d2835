import BarkeepCore
import BarkeepExport
import Foundation

// Measures Barkeep's storage, loading, history and resolution on a generated catalog.
// Usage: swift run -c release barkeep-bench [--entities N] [--updates N] [--keep <path>]
// --keep copies the generated catalog to <path>, for Benchmarks/export.sh to time the CLI on it.
//        barkeep-bench generate <path> --appearances N [--changes M]
// writes the deterministic catalog (and history of M changes) that Benchmarks/run measures.
//        barkeep-bench resolve <path>
// times loading that catalog and resolving every entity of it one at a time, keeping nothing.

let arguments = CommandLine.arguments
func value(_ name: String, default fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return Int(arguments[index + 1]) ?? fallback
}

if arguments.count > 2, arguments[1] == "generate" {
    let target = arguments[2]
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: target + suffix) }
    let generator = BenchCatalogGenerator(
        appearances: value("--appearances", default: 1_000), changes: value("--changes", default: 0))
    // In a function, so the catalog is closed (checkpointed into its main file) before the exit.
    func generate() throws {
        var clock: Int64 = 1_700_000_000_000
        let generated = try Catalog(path: target, create: true, nowMilliseconds: clock)
        let start = ContinuousClock.now
        let recorded = try generator.generate(in: generated) { command in
            clock += 1
            return ChangeContext(actor: "bench", message: nil, command: command, atMilliseconds: clock)
        }
        print(
            "generated \(target): \(generator.appearances) appearances, \(recorded) changes in \(ContinuousClock.now - start)"
        )
    }
    try generate()
    exit(0)
}
if arguments.count > 2, arguments[1] == "resolve" {
    // Issue 13's "resolve every entity" on an existing catalog (a `generate`d one): load it, then
    // resolve every entity one at a time as lint and the exports do, keeping nothing resolved.
    let catalog = try Catalog(path: arguments[2], create: false, readOnly: true, nowMilliseconds: 0)
    let snapshot = try measure("load every entity (snapshot)") { try catalog.snapshot() }
    var resolved = 0
    var failed = 0
    measure("resolve every entity, one at a time", count: snapshot.count) {
        for (_, result) in Resolver(snapshot: snapshot).entities() {
            if case .success = result { resolved += 1 } else { failed += 1 }
        }
    }
    print("  resolved \(resolved) entities, \(failed) failed")
    exit(0)
}
let entityCount = value("--entities", default: 100_000)
let updateCount = value("--updates", default: 2_000)

let directory = NSTemporaryDirectory() + "barkeep-bench-" + UUID().uuidString
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }
let path = directory + "/bench.sqlite"

/// Runs `body` once and prints how long it took.
@discardableResult
func measure<Result>(_ label: String, count: Int = 1, _ body: () throws -> Result) rethrows -> Result {
    let clock = ContinuousClock()
    var result: Result?
    let duration = try clock.measure { result = try body() }
    let milliseconds =
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    let perItem = count > 1 ? String(format: "  (%.3f ms each)", milliseconds / Double(count)) : ""
    print(
        label.padding(toLength: 64, withPad: " ", startingAt: 0) + String(format: "%10.1f ms", milliseconds)
            + perItem)
    return result!
}

var now: Int64 = 1_700_000_000_000
@MainActor func context(_ command: String) -> ChangeContext {
    now += 1
    return ChangeContext(actor: "bench", message: nil, command: command, atMilliseconds: now)
}

let catalog = try Catalog(path: path, create: true, nowMilliseconds: now)
let paletteCount = max(entityCount / 10, 1)
let appearanceCount = entityCount - paletteCount
print(
    "barkeep-bench: \(paletteCount) palette colours, \(appearanceCount) appearances in chains of 8, \(updateCount) updates"
)
try measure("create \(entityCount) entities (one batch)", count: entityCount) {
    try catalog.mutate(context("bench create")) { session in
        for index in 0..<paletteCount {
            let light = String(format: "light=#%06X", (index * 2_654_435_761) & 0xFF_FFFF)
            let assignments = index % 4 == 0 || index == 0 ? [light] : ["light={p\(index - 1)}"]
            try session.create(
                try EntityEditor.applying(assignments, to: Entity(kind: .palette, name: "p\(index)")))
        }
        for index in 0..<appearanceCount {
            var entity = Entity(kind: .appearance, name: "a\(index)", bar: .navigation)
            if index % 8 != 0 { entity.parent = "a\(index - 1)" }
            entity = try EntityEditor.applying(
                [
                    "standard.backgroundColor={p\(index % paletteCount)}",
                    "standard.title.size=\(12 + index % 20)",
                ], to: entity)
            try session.create(entity)
        }
    }
}
let loaded = try measure("load every entity (two queries)") { try catalog.entities() }
print("  loaded \(loaded.count) entities")
try measure("\(updateCount) updates, one transaction each", count: updateCount) {
    for index in 0..<updateCount {
        let name = "a\(index % 50)"
        try catalog.mutate(context("bench set")) { session in
            let changed = try EntityEditor.applying(
                ["standard.title.kern=\(index % 7)"], to: try session.entity(.appearance, name))
            try session.update(.appearance, name, to: changed)
        }
    }
}
let snapshot = try measure("snapshot: load every entity once") { try catalog.snapshot() }
let resolved = try measure("resolve every entity (memoized)", count: snapshot.count) {
    try Resolver(snapshot: snapshot).entities().collect()
}
print("  resolved \(resolved.count) entities")
let report = measure("lint the whole catalog", count: snapshot.count) { Linter(snapshot: snapshot).run() }
print("  \(report.summary)")
let history = catalog.history
let total = entityCount + updateCount
try measure("history of one entity, newest 50, ×200 (of \(total) changes)", count: 200) {
    for index in 0..<200 {
        _ = try history.changes(HistoryQuery(kind: .appearance, name: "a\(index * 7)", limit: 50))
    }
}
try measure("history --since, newest 50, ×200", count: 200) {
    for index in 0..<200 {
        _ = try history.changes(HistoryQuery(since: .time(milliseconds: now - Int64(index * 5)), limit: 50))
    }
}
try measure("provenance: last change of every field") { try history.lastChangeIDs() }
try measure("provenance for one entity and what it reads (resolve --explain)") {
    try history.lastChangeIDs(of: snapshot.reachable(from: .appearance, "a7"))
}
let reconstructed = try measure("time travel: whole catalog at the middle change") {
    try history.catalog(at: .change(id: Int64(total / 2)))
}
print("  reconstructed \(reconstructed.count) entities")
try measure("export --format uikit: resolve the catalog and write Swift") {
    let files = try Exporter.export(
        snapshot, themes: [], as: .uikit, settings: ExportSettings(catalogName: "bench.sqlite"))
    print("  wrote \(files.map(\.contents.utf8.count).reduce(0, +) / 1024) KiB of Swift")
}
if let index = arguments.firstIndex(of: "--keep"), index + 1 < arguments.count {
    try? FileManager.default.removeItem(atPath: arguments[index + 1])
    try FileManager.default.copyItem(atPath: path, toPath: arguments[index + 1])
    print("  kept the catalog at \(arguments[index + 1])")
}
