import BarkeepCLI
import Testing

/// Command lines the parser rejects, and the exact messages it gives.
@Suite struct ArgumentParserErrorTests {
    private typealias Tree = SampleCommandTree

    @Test(
        arguments: [
            (
                ["palette", "create", "brand", "--parnet", "base"],
                "unknown option '--parnet'; did you mean '--parent'?"
            ),
            (["palette", "create", "brand", "--dry"], "unknown option '--dry'; did you mean '--dry-run'?"),
            (
                ["palette", "create", "brand", "--verbos"],
                "unknown option '--verbos'; did you mean '--verbose'?"
            ),
            (["export", "--formt=json"], "unknown option '--formt'; did you mean '--format'?"),
            (["palette", "list", "--jsno"], "unknown option '--jsno'; did you mean '--json'?"),
            (["--verison"], "unknown option '--verison'; did you mean '--version'?"),
            (["--bogus"], "unknown option '--bogus'"),
            (["palette", "list", "--parent", "x"], "unknown option '--parent'"),
            (["palette", "create", "brand", "-x"], "unknown option '-x'"),
            (["palette", "create", "brand", "-nx"], "unknown option '-x'"),
            (["move", "-5", "there"], "unknown option '-5'; to pass '-5' as a value, put it after '--'"),
        ] as [([String], String)])
    func unknownOptionsAreNamedWithTheClosestKnownOne(arguments: [String], message: String) {
        #expect(Tree.errorMessage(arguments) == message)
    }

    @Test func versionIsOnlyARootOption() {
        #expect(Tree.errorMessage(["palette", "--version"]) == "unknown option '--version'")
    }

    @Test func aMissingRequiredArgumentIsNamed() throws {
        let error = try #require(throws: UsageError.self) {
            try Tree.parser.parse(["palette", "create"])
        }
        let expected = UsageError(
            message: "missing expected argument '<name>'",
            commandPath: ["palette", "create"]
        )
        #expect(error == expected)
        #expect(Tree.errorMessage(["move", "palette"]) == "missing expected argument '<to>'")
        #expect(Tree.errorMessage(["move"]) == "missing expected argument '<kind>'")
        #expect(Tree.errorMessage(["completions", "--", "--db"]) == nil)
    }

    @Test func anExtraPositionalValueIsNamed() throws {
        let error = try #require(throws: UsageError.self) {
            try Tree.parser.parse(["completions", "bash", "zsh", "fish"])
        }
        #expect(error == UsageError(message: "unexpected argument 'zsh'", commandPath: ["completions"]))
        #expect(Tree.errorMessage(["palette", "list", "extra"]) == "unexpected argument 'extra'")
        #expect(Tree.errorMessage(["move", "a", "b", "c", "d"]) == "unexpected argument 'd'")
    }

    @Test(arguments: [["export", "--format", "xml"], ["export", "--format=xml"]])
    func aValueOutsideTheAllowedOnesListsThem(arguments: [String]) {
        let message =
            "invalid value 'xml' for option '--format <format>'; expected one of: json, snapshot, dtcg"
        #expect(Tree.errorMessage(arguments) == message)
    }

    @Test(
        arguments: [
            (["export", "--output"], "missing value for option '--output <file>'"),
            (["export", "-o"], "missing value for option '--output <file>'"),
            (["export", "--output", "--format", "json"], "missing value for option '--output <file>'"),
            (["export", "--output", "--", "file"], "missing value for option '--output <file>'"),
            (["palette", "create", "brand", "-np"], "missing value for option '--parent <parent>'"),
            (["--db"], "missing value for option '--db <path>'"),
        ] as [([String], String)])
    func anOptionWithoutItsValueIsAnError(arguments: [String], message: String) {
        #expect(Tree.errorMessage(arguments) == message)
    }

    @Test func aFlagGivenAValueIsAnError() {
        #expect(
            Tree.errorMessage(["palette", "create", "b", "--dry-run=yes"])
                == "option '--dry-run' does not take a value")
    }

    @Test func aGroupWithoutASubcommandAsksForItsHelp() throws {
        #expect(try Tree.parser.parse(["--db", "x.sqlite", "palette"]) == .help(path: ["palette"]))
        #expect(try Tree.parser.parse([]) == .help(path: []))
    }

    @Test(
        arguments: [
            (["palete"], "unknown subcommand 'palete'; did you mean 'palette'?", []),
            (["palette", "craete"], "unknown subcommand 'craete'; did you mean 'create'?", ["palette"]),
            (
                ["frobnicate"],
                "unknown subcommand 'frobnicate'; expected one of: palette, export, completions, move", []
            ),
            (
                ["help", "palette", "nope"], "unknown subcommand 'nope'; expected one of: create, list",
                ["palette"]
            ),
        ] as [([String], String, [String])])
    func anUnknownSubcommandIsNamed(arguments: [String], message: String, path: [String]) throws {
        let error = try #require(throws: UsageError.self) {
            try Tree.parser.parse(arguments)
        }
        #expect(error == UsageError(message: message, commandPath: path))
    }

    @Test func theErrorNamesTheCommandReachedForItsUsageLine() throws {
        let error = try #require(throws: UsageError.self) {
            try Tree.parser.parse(["palette", "create", "brand", "--bogus"])
        }
        #expect(error.commandPath == ["palette", "create"])
    }
}
