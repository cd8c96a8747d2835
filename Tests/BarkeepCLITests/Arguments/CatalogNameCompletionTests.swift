import BarkeepTestSupport
import Foundation
import Testing

/// Entity names completed by real shells from the built binary's catalogs: every name position,
/// and the catalog named by a `--db` already typed on the line rather than the default one.
@Suite struct CatalogNameCompletionTests {
    /// The default catalog (`BARKEEP_DB`), holding palettes `accent` and `brand`.
    private let home = CommandLineHarness()
    /// A second catalog, holding palettes `navy` and `olive` and the theme `articles`.
    private let other = CommandLineHarness()

    init() {
        home.run("init").expectSuccess()
        other.run("init").expectSuccess()
        home.run("palette", "create", "brand", "light=#0A84FF").expectSuccess()
        home.run("palette", "create", "accent", "light=#FF9F0A").expectSuccess()
        home.run("theme", "create", "studio").expectSuccess()
        other.run("palette", "create", "navy", "light=#000080").expectSuccess()
        other.run("palette", "create", "olive", "light=#808000").expectSuccess()
        other.run("theme", "create", "articles").expectSuccess()
    }

    /// The completed command: the built binary, reading the default catalog unless told otherwise.
    private var stub: String {
        "BARKEEP_DB='\(home.databasePath)' exec '\(CommandRun.executablePath)' \"$@\"\n"
    }

    /// The script for `shell`, as `barkeep completions <shell>` prints it.
    private func script(_ shell: String) -> String {
        let run = home.run("completions", shell)
        run.expectSuccess()
        return run.stdout
    }

    /// Command lines and the candidates expected: names after every command taking one.
    private var cases: [(line: String, candidates: String)] {
        let db = other.databasePath
        return [
            ("barkeep resolve palette ", "accent brand"),
            ("barkeep history palette ", "accent brand"),
            ("barkeep diff palette ", "accent brand"),
            ("barkeep restore palette ", "accent brand"),
            ("barkeep palette show ", "accent brand"),
            ("barkeep export --theme ", "studio"),
            ("barkeep --db \(db) resolve palette ", "navy olive"),
            ("barkeep resolve --db \(db) palette ", "navy olive"),
            ("barkeep history palette --db \(db) ", "navy olive"),
            ("barkeep --db \(db) diff palette ", "navy olive"),
            ("barkeep --db \(db) restore palette ", "navy olive"),
            ("barkeep --db \(db) palette show ", "navy olive"),
            ("barkeep palette rename --db \(db) ", "navy olive"),
            ("barkeep export --db \(db) --theme ", "articles"),
            ("barkeep --db \(db) resolve nothing ", ""),
        ]
    }

    @Test(.enabled(if: ShellRunner.isInstalled("bash"), "bash is not installed"))
    func bashCompletesNamesFromTheCatalogTheLineNames() throws {
        let results = try CompletionHarness.bash(
            script: script("bash"), commandName: "barkeep", lines: cases.map(\.line), stub: stub)
        #expect(results == cases.map(\.candidates))
    }

    @Test(.enabled(if: ShellRunner.isInstalled("zsh"), "zsh is not installed (apt-get install zsh)"))
    func zshCompletesNamesFromTheCatalogTheLineNames() throws {
        let results = try CompletionHarness.zsh(
            script: script("zsh"), commandName: "barkeep", lines: cases.map(\.line), stub: stub)
        #expect(results == cases.map(\.candidates))
    }

    @Test(.enabled(if: ShellRunner.isInstalled("fish"), "fish is not installed (apt-get install fish)"))
    func fishCompletesNamesFromTheCatalogTheLineNames() throws {
        let results = try CompletionHarness.fish(
            script: script("fish"), commandName: "barkeep", lines: cases.map(\.line), stub: stub)
        #expect(results == cases.map(\.candidates))
    }

    @Test(.enabled(if: ShellRunner.isInstalled("fish"), "fish is not installed (apt-get install fish)"))
    func fishReadsTheJoinedSpellingOfDb() throws {
        let line = "barkeep --db=\(other.databasePath) resolve palette "
        let results = try CompletionHarness.fish(
            script: script("fish"), commandName: "barkeep", lines: [line], stub: stub)
        #expect(results == ["navy olive"])
    }
}
