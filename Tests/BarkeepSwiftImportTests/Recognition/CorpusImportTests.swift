import BarkeepCore
import BarkeepSwiftImport
import BarkeepTestSupport
import Foundation
import Testing

/// Realistic bar set-ups in the styles apps use (factories, `UINavigationController`
/// extensions and subclasses, AppDelegate and SceneDelegate blocks, scoped proxies, legacy code under
/// `if #available`, SwiftUI modifiers, placeholders, a custom-height bar, a standard appearance alone,
/// sheet extensions, platform branches, SwiftUI arguments, SwiftGen and R.swift resources, builders,
/// placeholders per expression …), each compared field by
/// field with the catalog written in `Fixtures/Corpus/<name>.expected.txt` (`kind name [bar]`, then
/// `path=value` lines).
/// `BARKEEP_RECORD_GOLDEN=1` rewrites the expected files from the import; review the diff.
@Suite struct CorpusImportTests {
    /// The corpus set-ups.
    static let setUps: [String] = {
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: SwiftImportFixture.directory.appendingPathComponent("Corpus").path)) ?? []
        return names.filter { $0.hasSuffix(".swift.txt") }.map { String($0.dropLast(".swift.txt".count)) }
            .sorted()
    }()

    /// The catalog of `result` in the expected files' text form.
    static func describe(_ result: SwiftImporter.Result) throws -> String {
        let entities = try SwiftImportFixture.entities(result)
        var text = ""
        for key in entities.keys.sorted() {
            let entity = entities[key]!
            text += key + (entity.bar.map { " " + $0.rawValue } ?? "") + "\n"
            if let description = entity.description { text += "  description=\(description)\n" }
            if let parent = entity.parent { text += "  parent=\(parent)\n" }
            for (path, value) in SwiftImportFixture.fields(entity).sorted(by: { $0.key < $1.key }) {
                text += "  \(path)=\(value)\n"
            }
        }
        return text
    }

    @Test func thereAreAtLeastFifteenSetUps() {
        #expect(Self.setUps.count >= 15)
    }

    @Test(arguments: setUps) func setUpImportsAsExpected(_ name: String) throws {
        let result = try SwiftImporter.read([try SwiftImportFixture.source("Corpus/\(name).swift.txt")])
        let actual = try Self.describe(result)
        let expectedURL = SwiftImportFixture.directory.appendingPathComponent("Corpus/\(name).expected.txt")
        let expected = try GoldenFile.expected(actual, at: expectedURL)
        #expect(!GoldenFile.isRecording, "\(GoldenFile.recordedNotice(expectedURL))")
        #expect(Self.entries(actual) == Self.entries(expected), "\(name)")
        #expect(!actual.isEmpty, "\(name) imports nothing")
    }

    /// The expected text as entity headers and their sorted lines, for a field-by-field comparison.
    static func entries(_ text: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var current = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("  ") {
                result[current, default: []].append(String(line.dropFirst(2)))
            } else {
                current = String(line)
                result[current] = []
            }
        }
        return result.mapValues { $0.sorted() }
    }

    @Test func anObjectiveCFileWithoutBarCodeIsReadAndSaysSo() throws {
        let result = try SwiftImporter.read([try SwiftImportFixture.source("Corpus/18-objective-c.m")])
        #expect(result.entries.isEmpty)
        #expect(result.report.text.contains("no bar set-up code found"))
    }

    @Test func placeholdersNameFileAndLine() throws {
        let result = try SwiftImporter.read([
            try SwiftImportFixture.source("Corpus/15-placeholders.swift.txt")
        ])
        let report = result.report.text
        #expect(report.contains("8: placeholder: colour UIColor.brandPrimary cannot be evaluated"))
        let palette = try #require(result.entries.first { $0.name == "brand-primary" })
        #expect(
            palette.description
                == "Placeholder for UIColor.brandPrimary (Corpus/15-placeholders.swift.txt:8), first used by "
                + "appearance branded (UINavigationBar) standard.backgroundColor: set its real value."
        )
        #expect(palette.fields["light"] == "#FF00FF")
    }

    @Test func prefixGoesBeforeEveryName() throws {
        let result = try SwiftImporter.read(
            [try SwiftImportFixture.source("Corpus/01-factory-appdelegate.swift.txt")], prefix: "shop")
        #expect(Set(result.entries.map(\.name)) == ["shop-brand", "shop-brand-red", "shop-theme"])
        let appearance = try #require(result.entries.first { $0.name == "shop-brand" })
        #expect(appearance.fields["bar.tintColor"] == "{shop-brand-red}")
    }
}
