import BarkeepTestSupport
import Foundation
import Testing

/// The library products as a package that depends on them sees them: `Fixtures/LibraryClient`, a tool
/// written from README's "As a library", type-checks with only the `public` API in reach, and what the
/// modules share as `package` stays out of it.
@Suite struct LibraryClientTests {
    /// The client's source.
    private static func clientSource() throws -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/LibraryClient/Client.swift.txt").path
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func aToolBuildsOnThePublicAPIAlone() throws {
        let directory = TemporaryDirectory()
        let result = try LibraryClientChecker().typeCheck(source: Self.clientSource(), in: directory.path)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    @Test(arguments: [
        (
            "EntityEditor",
            "_ = try EntityEditor.applying([\"light=#000000\"], to: catalog.entity(.palette, \"brand\"))"
        ),
        ("CanonicalJSON", "_ = CanonicalJSON.self"),
        ("SwiftSourceParser", "_ = SwiftSourceParser.self"),
        ("UIKitTarget", "_ = UIKitTarget.self"),
    ])
    func whatTheModulesShareIsOutOfReach(name: String, statement: String) throws {
        let source = try Self.clientSource().replacingOccurrences(
            of: "        // History.", with: "        \(statement)\n        // History.")
        let directory = TemporaryDirectory()
        let result = try LibraryClientChecker().typeCheck(source: source, in: directory.path)
        #expect(!result.succeeded)
        #expect(result.errors.contains { $0.contains("'\(name)'") }, "\(result.errors)")
    }
}
