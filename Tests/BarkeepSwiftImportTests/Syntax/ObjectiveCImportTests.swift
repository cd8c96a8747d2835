import BarkeepSwiftImport
import Foundation
import Testing

/// The Objective-C front end (issue 30, item 9): each fixture set under `Fixtures/ObjectiveC` (a `.m`
/// with the `.h` files of the same number) imports to exactly the catalog of its Swift twin
/// (`<name>.swift.txt`), placeholder descriptions aside (they name the file and the code as written);
/// every statement of the Objective-C fixtures that touches a bar is mapped or reported; hostile
/// sources are refused with file, line and column.
@Suite struct ObjectiveCImportTests {
    /// The fixture folder.
    static let folder = SwiftImportFixture.directory.appendingPathComponent("ObjectiveC")

    /// The twins' names (`01-appdelegate-proxies`).
    static let twins: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift.txt") }.map { String($0.dropLast(".swift.txt".count)) }
            .sorted()
    }()

    /// The Objective-C files of twin `name`: its `.m` and the `.h` files of the same number.
    static func objectiveCSources(_ name: String) throws -> [SwiftImporter.SourceFile] {
        let number = name.prefix { $0 != "-" }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try files.filter { $0.hasPrefix(number + "-") && ($0.hasSuffix(".m") || $0.hasSuffix(".h")) }
            .sorted().map { try SwiftImportFixture.source("ObjectiveC/" + $0) }
    }

    /// The catalog text of `result` without placeholder descriptions.
    static func catalog(_ result: SwiftImporter.Result) throws -> [String: [String]] {
        CorpusImportTests.entries(try CorpusImportTests.describe(result)).mapValues { lines in
            lines.filter { !$0.hasPrefix("description=Placeholder for ") }
        }
    }

    @Test func thereAreTwins() { #expect(Self.twins.count >= 3) }

    @Test(arguments: twins) func objectiveCImportsToTheCatalogOfItsSwiftTwin(_ name: String) throws {
        let swift = try SwiftImporter.read([try SwiftImportFixture.source("ObjectiveC/\(name).swift.txt")])
        let objectiveC = try SwiftImporter.read(try Self.objectiveCSources(name))
        let expected = try Self.catalog(swift)
        #expect(!expected.isEmpty)
        #expect(try Self.catalog(objectiveC) == expected, "\(objectiveC.report.text)")
    }

    @Test(arguments: twins) func everyBarStatementIsMappedOrReported(_ name: String) throws {
        let sources = try Self.objectiveCSources(name)
        let result = try SwiftImporter.read(sources)
        var total = 0
        for source in sources {
            let statements = try #require(try SwiftImporter.statements(of: source))
            let found = StatementAccountingTests.barStatements(statements, file: source.path)
            let reported = Set(result.report.lines.filter { $0.file == source.path }.map(\.line))
            let missing = found.filter { !reported.contains($0.line) }
            #expect(
                missing.isEmpty, "not accounted for:\n\(missing.map(\.description).joined(separator: "\n"))")
            total += found.count
        }
        #expect(total >= 5, "\(name): \(total) bar statements")
    }

    @Test func theReportShowsTheCodeAsWritten() throws {
        let source = """
            @implementation Theme
            + (void)apply {
                [[UINavigationBar appearance] setBarTintColor:[UIColor colorNamed:@"Brand"]];
                [UINavigationBar appearance].tintColor = [AppColors accentColor];
            }
            @end
            """
        let result = try SwiftImporter.read([
            SwiftImporter.SourceFile(path: "Theme.m", bytes: Array(source.utf8))
        ])
        let report = result.report.text
        #expect(report.contains("colour [AppColors accentColor] cannot be evaluated"), "\(report)")
        #expect(!report.contains("AppColors.accentColor()"), "\(report)")
        let placeholder = try #require(result.entries.first { $0.description?.contains("Theme.m:4") == true })
        #expect(placeholder.description?.contains("[AppColors accentColor]") == true)
    }

    @Test func objectiveCPlusPlusIsReportedOutOfScope() throws {
        let result = try SwiftImporter.read([
            SwiftImporter.SourceFile(path: "Bars.mm", bytes: Array("@implementation A\n@end\n".utf8))
        ])
        #expect(result.entries.isEmpty)
        #expect(result.report.text.contains("Objective-C++ is out of scope"))
    }

    @Test(arguments: [
        ("NSString *s = @\"unterminated;\n", 1, "unterminated string literal"),
        ("/* never closed\n\n", 1, "unterminated block comment"),
        ("void f() { x = [[[[" + String(repeating: "[", count: 2_000), 1, "nested more than"),
        ("void f() { x = " + String(repeating: "(", count: 2_000), 1, "nested more than"),
        ("void f() {\n  [self];\n}\n", 2, "selector"),
        ("@implementation A\n- (void)f {\n", 2, "never closed"),
        ("int x = 1; # define X\n", 1, "'#' must start a preprocessor line"),
        ("int x = 08q;\n", 1, "is not a digit"),
    ])
    func hostileSourcesAreRefusedWithWhere(_ source: String, _ line: Int, _ problem: String) {
        #expect {
            _ = try SwiftImporter.read([SwiftImporter.SourceFile(path: "Bad.m", bytes: Array(source.utf8))])
        } throws: { error in
            guard let error = error as? SwiftSyntaxError else { return false }
            return error.file == "Bad.m" && error.line == line && error.problem.contains(problem)
        }
    }

    @Test func binaryBytesAreRefusedAsObjectiveC() {
        #expect {
            _ = try SwiftImporter.read([
                SwiftImporter.SourceFile(path: "Bad.h", bytes: [0x40, 0xFF, 0xFE, 0x00])
            ])
        } throws: { error in
            (error as? SwiftSyntaxError)?.problem.contains("Objective-C sources are UTF-8") == true
        }
    }
}
