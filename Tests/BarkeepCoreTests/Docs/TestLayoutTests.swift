import Foundation
import Testing

/// The layout ARCHITECTURE.md gives the tests, checked against the folders: a folder of a module's
/// test target (`Tests/<Module>Tests/<Folder>`) is the mirror of a folder of the module's sources
/// (`Sources/<Module>/<Folder>`), or one of the few cross-cutting folders below.
@Suite struct TestLayoutTests {
    static let root = ArchitectureTests.sources.deletingLastPathComponent()

    /// The folders that test no one source folder, which any test target may have at its top; what
    /// lies below them is theirs to arrange.
    static let crossCuttingFolders: Set<String> = [
        "Docs",  // the documentation and the architecture, checked against the code
        "EndToEnd",  // the built binary, run as a user runs it
        "Fixtures",  // input files the suites read
        "Golden",  // reviewed expected outputs
        "Plugin",  // the package plugins, built into a fixture package
        "Reliability",  // fault injection, crash trials, concurrency, hostile input
        "Support",  // the target's own test helpers
    ]

    /// The test targets: every `Tests/<Module>Tests` folder.
    static func testTargets() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests").path)
            .filter { $0.hasSuffix("Tests") }.sorted()
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The folders below `folder` that are not cross-cutting and not below one, as paths relative to it.
    static func mirroringFolders(below folder: URL, at prefix: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().flatMap { name in
            let path = folder.appendingPathComponent(name)
            guard isFolder(path), !(prefix.isEmpty && crossCuttingFolders.contains(name)) else {
                return [String]()
            }
            return [prefix + name] + (try mirroringFolders(below: path, at: prefix + name + "/"))
        }
    }

    @Test func thereAreTestTargetsToCheck() throws {
        #expect(try Self.testTargets().count >= 5)
    }

    @Test(arguments: try testTargets())
    func everyTestFolderMirrorsASourceFolderOrIsCrossCutting(target: String) throws {
        let module = String(target.dropLast("Tests".count))
        let sources = Self.root.appendingPathComponent("Sources/\(module)")
        #expect(Self.isFolder(sources), "Tests/\(target) tests no module: there is no Sources/\(module)")
        let tests = Self.root.appendingPathComponent("Tests/\(target)")
        for folder in try Self.mirroringFolders(below: tests)
        where !Self.isFolder(sources.appendingPathComponent(folder)) {
            Issue.record(
                """
                Tests/\(target)/\(folder) mirrors no folder of Sources/\(module), and is not one of the \
                cross-cutting folders (\(Self.crossCuttingFolders.sorted().joined(separator: ", ")))
                """)
        }
    }
}
