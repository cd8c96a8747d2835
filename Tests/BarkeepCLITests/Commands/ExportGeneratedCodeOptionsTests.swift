import BarkeepTestSupport
import Foundation
import Testing

/// `barkeep export --access-level`, `--type-prefix` and `--lint`: the generated code as asked, the lint
/// gate failing with the findings or carrying them as `#warning` lines that the compiler shows, and
/// clear usage errors that write nothing.
@Suite struct ExportGeneratedCodeOptionsTests {
    let barkeep = CommandLineHarness()

    /// The first of the demo's two contrast errors, as lint prints it.
    static let contrastError =
        "error: appearance 'tall-teal', scrollEdge.title.color: title contrast in scrollEdge, compactScrollEdge is 1.00:1"

    init() {
        barkeep.run("demo")
    }

    @Test func accessLevelAndTypePrefixShapeTheCode() {
        let run = barkeep.run(
            "export", "--theme", "articles", "--access-level", "internal", "--type-prefix", "Acme")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\nenum AcmeTheme: String, CaseIterable, Sendable {"))
        #expect(run.stdout.contains("\nenum AcmeColors {"))
        let lines = run.stdout.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(!lines.contains { $0.hasPrefix("public ") } && !run.stdout.contains("BarkeepTheme"))
        let swiftUI = barkeep.run(
            "export", "--format", "swiftui", "--theme", "articles", "--type-prefix", "Acme")
        #expect(swiftUI.stdout.contains("public enum AcmeSwiftUIPalette {"))
        #expect(!swiftUI.stdout.contains("BarkeepSwiftUIPalette"))
    }

    @Test func lintErrorFailsWithTheFindingsAndWritesNothing() throws {
        let file = barkeep.directory.file("Gated.swift")
        let gated = barkeep.run("export", "--lint", "error", "--output", file)
        #expect(gated.status == 1)
        #expect(gated.stdout.isEmpty)
        #expect(gated.stderr.contains(Self.contrastError + " in light"), "\(gated.stderr)")
        #expect(gated.stderr.contains("warning: layout 'bottom-100', strategy: contentViewLayout"))
        #expect(
            gated.stderr.hasSuffix(
                "error: lint found 2 errors in the catalog, so nothing was exported (--lint error); fix them "
                    + "(barkeep lint), or export with --lint warning\n"), "\(gated.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        // The articles theme has no errors: it passes the gate, its warnings printed.
        let passed = barkeep.run("export", "--theme", "articles", "--lint", "error", "--output", file)
        #expect(passed.status == 0, "\(passed)")
        #expect(!passed.stderr.contains("error:"))
        #expect(FileManager.default.fileExists(atPath: file))
    }

    /// `--lint warning` appends one `#warning` per error and warning, and the compiler reports each.
    @Test func lintWarningBecomesWarningsTheCompilerShows() throws {
        let run = barkeep.run("export", "--lint", "warning")
        #expect(run.status == 0, "\(run)")
        let directives = run.stdout.split(separator: "\n").filter { $0.hasPrefix("#warning(\"") }
        let lint = barkeep.run("lint")
        let findings = lint.stdout.split(separator: "\n").filter {
            $0.hasPrefix("error: ") || $0.hasPrefix("warning: ")
        }
        #expect(directives.count == findings.count && !findings.isEmpty)
        #expect(run.stdout.contains("#warning(\"" + Self.contrastError))
        #expect(run.stdout.contains("\n// barkeep lint findings (export --lint warning):\n#warning("))
        let result = try SwiftTypeChecker.shared().typeCheck(source: run.stdout)
        #expect(result.succeeded, "\(result.errors.prefix(5))")
        // The whole demo, at iOS 10, also has warnings of its own; each finding is one located warning.
        let located = result.warnings.filter { $0.contains("Generated.swift:") && $0.contains("(fix: ") }
        #expect(located.count == findings.count, "\(located)")
        #expect(result.warnings.contains { $0.contains("title contrast in scrollEdge") })
        // Off, the default, adds nothing.
        #expect(
            barkeep.run("export", "--theme", "articles", "--lint", "off").stdout
                == barkeep.run("export", "--theme", "articles").stdout)
    }

    @Test func badOptionsAreUsageErrorsThatWriteNothing() {
        let file = barkeep.directory.file("Never.swift")
        let prefix = barkeep.run("export", "--type-prefix", "9Lives", "--output", file)
        #expect(prefix.status == 64)
        #expect(
            prefix.stderr.hasPrefix(
                "error: --type-prefix '9Lives' cannot start a Swift type name; expected an ASCII letter, then "
                    + "letters and digits, such as Acme\n"), "\(prefix.stderr)")
        let access = barkeep.run("export", "--access-level", "private", "--output", file)
        #expect(access.status == 64)
        #expect(access.stderr.contains("expected one of: public, internal"), "\(access.stderr)")
        for option in ["--access-level=internal", "--type-prefix=Acme", "--lint=error"] {
            let data = barkeep.run("export", "--format", "json", option, "--output", file)
            #expect(data.status == 64)
            let name = option.prefix { $0 != "=" }
            #expect(data.stderr.hasPrefix("error: \(name) applies to --format uikit and swiftui only\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
