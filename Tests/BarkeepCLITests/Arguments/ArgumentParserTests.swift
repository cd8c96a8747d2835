import BarkeepCLI
import Testing

/// Command lines the parser accepts, and the values it reports for them.
@Suite struct ArgumentParserTests {
    private typealias Tree = SampleCommandTree

    @Test func subcommandNamesSelectTheCommandAndPositionalsFillArguments() throws {
        let command = try Tree.parsedCommand(["palette", "create", "brand"])
        #expect(command.path == ["palette", "create"])
        #expect(command.argument("name") == "brand")
        #expect(command.arguments("assignments").isEmpty)
        #expect(command.arguments["assignments"] == nil)
    }

    @Test(arguments: [
        ["palette", "create", "brand", "--parent", "base"],
        ["palette", "create", "brand", "--parent=base"],
        ["palette", "create", "brand", "-p", "base"],
        ["palette", "create", "brand", "-pbase"],
        ["palette", "create", "--parent", "base", "brand"],
    ])
    func everySpellingOfAnOptionValueIsAccepted(arguments: [String]) throws {
        let command = try Tree.parsedCommand(arguments)
        #expect(command.option("parent") == "base")
        #expect(command.options["parent"] == ["base"])
        #expect(command.argument("name") == "brand")
    }

    @Test func camelCaseFlagsAreSpelledInKebabCase() throws {
        let command = try Tree.parsedCommand(["palette", "create", "brand", "--dry-run"])
        #expect(command.flag("dryRun"))
        #expect(!command.flag("verbose"))
        #expect(command.flags == ["dryRun"])
    }

    @Test func groupedShortFlagsSetEveryFlag() throws {
        let command = try Tree.parsedCommand(["palette", "create", "brand", "-nv"])
        #expect(command.flags == ["dryRun", "verbose"])
    }

    @Test(arguments: [["-nvp", "base"], ["-nvpbase"]])
    func aGroupMayEndWithAnOptionTakingAValue(group: [String]) throws {
        let command = try Tree.parsedCommand(["palette", "create", "brand"] + group)
        #expect(command.flags == ["dryRun", "verbose"])
        #expect(command.option("parent") == "base")
    }

    @Test func doubleDashEndsOptionsSoValuesMayStartWithADash() throws {
        let command = try Tree.parsedCommand(["palette", "create", "-n", "--", "-5", "--x", "-h"])
        #expect(command.argument("name") == "-5")
        #expect(command.arguments("assignments") == ["--x", "-h"])
        #expect(command.flags == ["dryRun"])
    }

    @Test func assignmentsWithAnEqualsSignArePositionalValues() throws {
        let command = try Tree.parsedCommand(["palette", "create", "brand", "light=#0A84FF", "dark=#0000FF"])
        #expect(command.arguments("assignments") == ["light=#0A84FF", "dark=#0000FF"])
    }

    @Test(arguments: [["--offset", "-3"], ["--offset=-3"], ["--offset", "-0.5"]])
    func negativeNumbersAfterAnOptionAreItsValue(arguments: [String]) throws {
        let command = try Tree.parsedCommand(["export"] + arguments)
        #expect(command.option("offset") == arguments.last?.replacing("--offset=", with: ""))
    }

    @Test func aLoneDashIsAPositionalValue() throws {
        let command = try Tree.parsedCommand(["move", "palette", "-"])
        #expect(command.argument("to") == "-")
    }

    @Test func inheritedOptionsAreAcceptedBeforeAndAfterSubcommandNames() throws {
        let before = try Tree.parsedCommand(["--db", "a.sqlite", "-m", "why", "palette", "create", "brand"])
        let after = try Tree.parsedCommand(["palette", "create", "brand", "--db", "a.sqlite", "-mwhy"])
        let between = try Tree.parsedCommand([
            "palette", "--db=a.sqlite", "--message", "why", "create", "brand",
        ])
        for command in [before, after, between] {
            #expect(command.option("db") == "a.sqlite")
            #expect(command.option("message") == "why")
            #expect(command.path == ["palette", "create"])
        }
    }

    @Test func defaultsAreReportedButNotRecordedAsGiven() throws {
        let command = try Tree.parsedCommand(["export"])
        #expect(command.option("format") == "json")
        #expect(command.options("format") == ["json"])
        #expect(command.options["format"] == nil)
        #expect(command.option("deploymentTarget") == "15.0")
        #expect(command.option("output") == nil)
        #expect(command.options("output").isEmpty)
    }

    @Test func allowedValuesAreAccepted() throws {
        let command = try Tree.parsedCommand(["export", "--format", "dtcg", "--deployment-target", "17.0"])
        #expect(command.option("format") == "dtcg")
        #expect(command.option("deploymentTarget") == "17.0")
    }

    @Test func repeatedOptionsKeepEveryValueAndTheLastWins() throws {
        let command = try Tree.parsedCommand(["palette", "create", "brand", "-t", "a", "--tag", "b", "-tc"])
        #expect(command.options("tag") == ["a", "b", "c"])
        #expect(command.option("tag") == "c")
    }

    @Test func anOptionalArgumentBeforeARequiredOneIsFilledOnlyWhenThereAreEnoughValues() throws {
        let short = try Tree.parsedCommand(["move", "palette", "there"])
        #expect(short.argument("kind") == "palette")
        #expect(short.argument("from") == nil)
        #expect(short.argument("to") == "there")
        let full = try Tree.parsedCommand(["move", "palette", "here", "there"])
        #expect(full.argument("from") == "here")
        #expect(full.argument("to") == "there")
    }

    @Test(
        arguments: [
            (["-h"], []),
            (["--help"], []),
            (["help"], []),
            (["palette", "-h"], ["palette"]),
            (["help", "palette"], ["palette"]),
            (["palette", "create", "-h"], ["palette", "create"]),
            (["palette", "create", "--help"], ["palette", "create"]),
            (["help", "palette", "create"], ["palette", "create"]),
            (["palette", "help", "create"], ["palette", "create"]),
            (["palette", "create", "-nh"], ["palette", "create"]),
            (["--help", "palette", "create"], ["palette", "create"]),
            (["palette", "create", "--bogus", "-h"], ["palette", "create"]),
            (["palette", "create", "-h", "one", "two", "three"], ["palette", "create"]),
            (["export", "--format", "xml", "--help"], ["export"]),
        ] as [([String], [String])])
    func helpIsRequestedForTheCommandReached(arguments: [String], path: [String]) throws {
        #expect(try Tree.parser.parse(arguments) == .help(path: path))
    }

    @Test func helpAfterDoubleDashIsAValue() throws {
        let command = try Tree.parsedCommand(["palette", "create", "brand", "--", "--help"])
        #expect(command.arguments("assignments") == ["--help"])
    }

    @Test func versionIsRequestedAtTheRoot() throws {
        #expect(try Tree.parser.parse(["--version"]) == .version)
        #expect(try Tree.parser.parse(["--db", "x", "--version"]) == .version)
    }

    @Test func aCommandWithArgumentsAndSubcommandsMayRunItself() throws {
        let history = CommandDeclaration(
            name: "history",
            abstract: "Show changes.",
            arguments: [ArgumentDeclaration(name: "kind", help: "The kind.", isOptional: true)],
            subcommands: [CommandDeclaration(name: "prune", abstract: "Forget old changes.")]
        )
        let parser = ArgumentParser(
            root: CommandDeclaration(name: "tool", abstract: "A tool.", subcommands: [history]))
        #expect(!history.isAbstractGroup)
        #expect(try parser.parse(["history"]) == .command(ParsedCommand(path: ["history"])))
        #expect(
            try parser.parse(["history", "prune"]) == .command(ParsedCommand(path: ["history", "prune"])))
        let withKind = ParsedCommand(path: ["history"], arguments: ["kind": ["palette"]])
        #expect(try parser.parse(["history", "palette"]) == .command(withKind))
    }

    @Test func aGroupMayBeDeclaredRunnableExplicitly() throws {
        let group = CommandDeclaration(
            name: "theme",
            abstract: "Manage themes.",
            subcommands: [CommandDeclaration(name: "list", abstract: "List themes.")],
            isAbstractGroup: false
        )
        let parser = ArgumentParser(
            root: CommandDeclaration(name: "tool", abstract: "A tool.", subcommands: [group]))
        #expect(try parser.parse(["theme"]) == .command(ParsedCommand(path: ["theme"])))
    }

    @Test func theRootMayRunWithoutSubcommandsAtAll() throws {
        let root = CommandDeclaration(
            name: "tool",
            abstract: "A tool.",
            options: [OptionDeclaration(name: "count", shortName: "c", help: "How many.", valueName: "n")]
        )
        let expected = ParsedCommand(path: [], options: ["count": ["3"]])
        #expect(try ArgumentParser(root: root).parse(["-c3"]) == .command(expected))
    }
}
