import BarkeepCLI
import Testing

/// Completion scripts: their content, their syntax in each shell, and what they complete.
@Suite struct CompletionScriptGeneratorTests {
    private let generator = CompletionScriptGenerator(root: SampleCommandTree.root)

    /// A tree whose texts hold every character that needs escaping in some shell.
    private static let awkwardRoot = CommandDeclaration(
        name: "tool",
        abstract: "Don't [really] use: `$HOME` \"quoted\" \\ back.",
        subcommands: [
            CommandDeclaration(
                name: "sub-command",
                abstract: "It's a (sub) command; 100% [sure]: yes.",
                arguments: [
                    ArgumentDeclaration(
                        name: "thing", help: "A 'thing' [or] two: $x.",
                        completion: .values(["it's", "a:b", "c d"])
                    )
                ],
                options: [
                    OptionDeclaration(
                        name: "weirdValue", shortName: "w", help: "Quote ' and \" and ] here.",
                        valueName: "v:x",
                        allowedValues: ["a'b", "[c]", "$d"]
                    ),
                    OptionDeclaration(
                        name: "source", help: "A source.", valueName: "name",
                        completion: .custom("printf '%s\\n' one two")
                    ),
                ]
            )
        ]
    )

    @Test func bashScriptNamesEveryCommandOptionAndValue() {
        let script = generator.bash()
        #expect(script.contains("complete -o filenames -F _barkeep barkeep"))
        #expect(script.contains("'barkeep palette create')"))
        #expect(script.contains("'barkeep palette create --parent')"))
        #expect(script.contains("compgen -W 'json snapshot dtcg'"))
        #expect(script.contains("compgen -W 'create list'"))
        #expect(script.contains("barkeep palette list --names"))
        #expect(
            script.contains(
                "-p --parent -n --dry-run -v --verbose -t --tag --db --actor -m --message -h --help"))
        #expect(script.contains("compgen -f"))
        #expect(script.hasSuffix("\n"))
    }

    @Test func zshScriptNamesEveryCommandOptionAndValue() {
        let script = generator.zsh()
        #expect(script.hasPrefix("#compdef barkeep\n"))
        #expect(script.contains("_barkeep_palette_create() {"))
        #expect(script.contains("'(-p --parent)'{-p,--parent}'[The parent to inherit from.]:parent:"))
        #expect(script.contains("'--format[The output format.]:format:(json snapshot dtcg)'"))
        #expect(script.contains("'--db[The catalog database file.]:path:_files'"))
        #expect(script.contains("'*'{-t,--tag}"))
        #expect(script.contains("'create:Create a palette colour.'"))
        #expect(script.contains("':shell:(bash zsh fish)'"))
        #expect(script.contains("barkeep palette list --names"))
    }

    @Test func fishScriptNamesEveryCommandOptionAndValue() {
        let script = generator.fish()
        #expect(script.contains("complete -c barkeep -f"))
        #expect(script.contains("-s 'n' -l 'dry-run'"))
        #expect(script.contains("-l 'format' -d 'The output format.' -x -a 'json snapshot dtcg'"))
        #expect(script.contains("-l 'db' -d 'The catalog database file.' -r -F"))
        #expect(script.contains("-a '(barkeep palette list --names 2>/dev/null)'"))
        #expect(script.contains("-a 'create' -d 'Create a palette colour.'"))
    }

    @Test func scriptsAreDeterministic() {
        let again = CompletionScriptGenerator(root: SampleCommandTree.root)
        #expect(generator.bash() == again.bash())
        #expect(generator.zsh() == again.zsh())
        #expect(generator.fish() == again.fish())
    }

    @Test(.enabled(if: ShellRunner.isInstalled("bash"), "bash is not installed"))
    func bashAcceptsTheSyntax() throws {
        for root in [SampleCommandTree.root, Self.awkwardRoot] {
            let script = CompletionScriptGenerator(root: root).bash()
            let check = try ShellRunner.run(
                "bash", ["-n", "completion.bash"], files: ["completion.bash": script])
            #expect(check.status == 0, "bash -n: \(check.standardError)")
            let load = try ShellRunner.run("bash", ["completion.bash"], files: ["completion.bash": script])
            #expect(load.status == 0 && load.standardError.isEmpty, "bash: \(load.standardError)")
        }
    }

    @Test(.enabled(if: ShellRunner.isInstalled("zsh"), "zsh is not installed (apt-get install zsh)"))
    func zshAcceptsTheSyntaxAndRegistersTheFunction() throws {
        for root in [SampleCommandTree.root, Self.awkwardRoot] {
            let script = CompletionScriptGenerator(root: root).zsh()
            let check = try ShellRunner.run(
                "zsh", ["-n", "completion.zsh"], files: ["completion.zsh": script])
            #expect(check.status == 0, "zsh -n: \(check.standardError)")
            let command =
                "autoload -U compinit; compinit -u -D; source ./completion.zsh; "
                + "print -r -- $_comps[\(root.name)]"
            let load = try ShellRunner.run("zsh", ["-f", "-c", command], files: ["completion.zsh": script])
            #expect(load.standardOutput == "_\(root.name)\n", "zsh: \(load.standardError)")
        }
    }

    @Test(.enabled(if: ShellRunner.isInstalled("fish"), "fish is not installed (apt-get install fish)"))
    func fishAcceptsTheSyntax() throws {
        for root in [SampleCommandTree.root, Self.awkwardRoot] {
            let script = CompletionScriptGenerator(root: root).fish()
            let check = try ShellRunner.run(
                "fish", ["--no-config", "--no-execute", "completion.fish"], files: ["completion.fish": script]
            )
            #expect(check.status == 0, "fish --no-execute: \(check.standardError)")
            let load = try ShellRunner.run(
                "fish", ["--no-config", "completion.fish"], files: ["completion.fish": script]
            )
            #expect(load.status == 0 && load.standardError.isEmpty, "fish: \(load.standardError)")
        }
    }

    @Test(.enabled(if: ShellRunner.isInstalled("bash"), "bash is not installed"))
    func awkwardValuesSurviveQuotingInBash() throws {
        let script = CompletionScriptGenerator(root: Self.awkwardRoot).bash()
        let results = try CompletionHarness.bash(
            script: script, commandName: "tool",
            lines: ["tool sub-command --weird-value ", "tool sub-command --source ", "tool "]
        )
        #expect(results == ["$d [c] a'b", "one two", "sub-command"])
    }

    @Test(.enabled(if: ShellRunner.isInstalled("zsh"), "zsh is not installed (apt-get install zsh)"))
    func awkwardValuesSurviveQuotingInZsh() throws {
        let script = CompletionScriptGenerator(root: Self.awkwardRoot).zsh()
        let results = try CompletionHarness.zsh(
            script: script, commandName: "tool",
            lines: [
                "tool sub-command --weird-value ", "tool sub-command --source ", "tool ", "tool sub-command ",
            ]
        )
        #expect(results == ["$d [c] a'b", "one two", "sub-command", "a:b c d it's"])
    }

    @Test(.enabled(if: ShellRunner.isInstalled("fish"), "fish is not installed (apt-get install fish)"))
    func awkwardValuesSurviveQuotingInFish() throws {
        let script = CompletionScriptGenerator(root: Self.awkwardRoot).fish()
        let results = try CompletionHarness.fish(
            script: script, commandName: "tool",
            lines: [
                "tool sub-command --weird-value ", "tool sub-command --source ", "tool ", "tool sub-command ",
            ]
        )
        #expect(results == ["$d [c] a'b", "one two", "sub-command", "a:b c d it's"])
    }
}
