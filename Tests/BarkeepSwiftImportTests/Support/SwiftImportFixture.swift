import BarkeepCore
import BarkeepSwiftImport
import Foundation
import Testing

/// Reads Swift fixtures through the import and turns its entries into entities for comparisons.
enum SwiftImportFixture {
    /// The fixtures folder.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of fixture `name` (a path under `Fixtures/`).
    static func source(_ name: String) throws -> SwiftImporter.SourceFile {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return SwiftImporter.SourceFile(path: name, bytes: Array(data))
    }

    /// Imports Swift `text` as one file.
    static func read(text: String, prefix: String? = nil) throws -> SwiftImporter.Result {
        try SwiftImporter.read(
            [SwiftImporter.SourceFile(path: "Test.swift", bytes: Array(text.utf8))], prefix: prefix)
    }

    /// The entities of `result`, parsed as `create` would, by kind and name.
    static func entities(_ result: SwiftImporter.Result) throws -> [String: Entity] {
        var entities: [String: Entity] = [:]
        for entry in result.entries {
            let entity = try EntityEditor.applying(
                entry.assignments, to: Entity(kind: entry.kind, name: entry.name, bar: entry.bar))
            entities["\(entry.kind.rawValue) \(entry.name)"] = entity
        }
        return entities
    }

    /// The demo entity `name`, parsed.
    static func demo(_ name: String) throws -> Entity {
        let item = try #require(DemoCatalog.items.first { $0.name == name })
        return try EntityEditor.applying(
            item.assignments, to: Entity(kind: item.kind, name: item.name, bar: item.bar))
    }

    /// `entity`'s fields as canonical text, without the ones listed.
    static func fields(_ entity: Entity, without excluded: Set<String> = []) -> [String: String] {
        var result: [String: String] = [:]
        for (path, value) in entity.fields where !excluded.contains(path) {
            result[path] = value.canonicalText
        }
        return result
    }
}
