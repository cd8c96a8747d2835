import BarkeepCLI
import Testing

/// What the generated scripts actually offer when a real shell completes a command line.
@Suite struct CompletionBehaviourTests {
    private let generator = CompletionScriptGenerator(root: SampleCommandTree.root)

    /// Command lines (the last word being completed) and the sorted candidates expected.
    private static let cases: [(line: String, candidates: String)] = [
        ("barkeep ", "completions export move palette"),
        ("barkeep pa", "palette"),
        ("barkeep palette ", "create list"),
        ("barkeep --db x palette ", "create list"),
        ("barkeep palette create --parent ", "accent brand"),
        ("barkeep --db x palette create -p ", "accent brand"),
        ("barkeep palette create brand --d", "--db --dry-run"),
        ("barkeep export --format ", "dtcg json snapshot"),
        ("barkeep completions ", "bash fish zsh"),
        ("barkeep move palette here pal", "palette.json"),
        ("barkeep --db pal", "palette.json"),
    ]

    @Test(.enabled(if: ShellRunner.isInstalled("bash"), "bash is not installed"))
    func bashCompletesSubcommandsOptionsAndValues() throws {
        let results = try CompletionHarness.bash(
            script: generator.bash(), commandName: "barkeep", lines: Self.cases.map(\.line)
        )
        #expect(results == Self.cases.map(\.candidates))
        let equalsForm = try CompletionHarness.bash(
            script: generator.bash(), commandName: "barkeep", lines: ["barkeep export --format = s"]
        )
        #expect(equalsForm == ["snapshot"])
    }

    @Test(.enabled(if: ShellRunner.isInstalled("fish"), "fish is not installed (apt-get install fish)"))
    func fishCompletesSubcommandsOptionsAndValues() throws {
        let results = try CompletionHarness.fish(
            script: generator.fish(), commandName: "barkeep", lines: Self.cases.map(\.line)
        )
        #expect(results == Self.cases.map(\.candidates))
    }

    @Test(.enabled(if: ShellRunner.isInstalled("zsh"), "zsh is not installed (apt-get install zsh)"))
    func zshCompletesSubcommandsOptionsAndValues() throws {
        let lines = Self.cases.map(\.line).filter { !$0.hasSuffix("--d") }
        let results = try CompletionHarness.zsh(script: generator.zsh(), commandName: "barkeep", lines: lines)
        let expected = Self.cases.filter { !$0.line.hasSuffix("--d") }.map(\.candidates)
        #expect(results == expected)
    }
}
