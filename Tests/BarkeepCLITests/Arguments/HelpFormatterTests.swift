import BarkeepCLI
import Testing

/// Help screens, usage lines and error reports rendered from the sample declarations.
@Suite struct HelpFormatterTests {
    private let formatter = HelpFormatter(root: SampleCommandTree.root)

    /// The section every subcommand's help ends with (or has before its subcommands): the root's
    /// inherited options.
    static let globalOptions = """
        GLOBAL OPTIONS:
          --db <path>             The catalog database file.
          --actor <name>          Who makes the change.
          -m, --message <message>
                                  Why the change is made.
        """

    @Test func rootHelpListsGlobalOptionsVersionAndSubcommands() {
        let expected = """
            OVERVIEW: Keep bar appearances as data.

            USAGE: barkeep [--db <path>] [--actor <name>] [--message <message>] <subcommand>

            OPTIONS:
              --db <path>             The catalog database file.
              --actor <name>          Who makes the change.
              -m, --message <message>
                                      Why the change is made.
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              palette                 Manage palette colours.
              export                  Export resolved appearances.
              completions             Print a shell completion script.
              move                    Move something.

              See 'barkeep help <subcommand>' for detailed help.
            """
        #expect(formatter.help(for: []) == expected)
    }

    @Test func leafHelpHasEverySection() {
        let expected = """
            OVERVIEW: Create a palette colour.

            Assignments are given as key=value pairs; keys are light, dark,
            lightHighContrast, darkHighContrast and asset.

            USAGE: barkeep palette create <name> [--parent <parent>] [--dry-run] [--verbose]
                                          [--tag <tag> ...] [<assignments> ...]

            ARGUMENTS:
              <name>                  The new entity's name.
              <assignments>           Values to set, as key=value.

            OPTIONS:
              -p, --parent <parent>   The parent to inherit from.
              -n, --dry-run           Show what would change, change nothing.
              -v, --verbose           Explain each step.
              -t, --tag <tag>         A label to attach; may be given more than once.
              -h, --help              Show help information.

            \(Self.globalOptions)

            EXAMPLES:
              barkeep palette create brand light=#0A84FF
            """
        #expect(formatter.help(for: ["palette", "create"]) == expected)
    }

    @Test func groupHelpPointsAtTheHelpOfItsSubcommands() {
        let expected = """
            OVERVIEW: Manage palette colours.

            USAGE: barkeep palette <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            \(Self.globalOptions)

            SUBCOMMANDS:
              create                  Create a palette colour.
              list                    List palette colours.

              See 'barkeep help palette <subcommand>' for detailed help.
            """
        #expect(formatter.help(for: ["palette"]) == expected)
    }

    @Test func enumOptionsShowTheirValuesAndDefaultsWrappedWithAHangingIndent() {
        let expected = """
            OVERVIEW: Export resolved appearances.

            USAGE: barkeep export [--format <format>] [--output <file>] [--offset <offset>]
                                  [--deployment-target <version>]

            OPTIONS:
              --format <format>       The output format. (values: json, snapshot, dtcg;
                                      default: json)
              -o, --output <file>     The file to write.
              --offset <offset>       A signed offset.
              --deployment-target <version>
                                      The lowest iOS version the code must compile for.
                                      (default: 15.0)
              -h, --help              Show help information.

            \(Self.globalOptions)
            """
        #expect(formatter.help(for: ["export"]) == expected)
    }

    @Test func optionalArgumentsAreBracketedInTheUsageLine() {
        #expect(formatter.usageLine(for: ["move"]) == "barkeep move <kind> [<from>] <to>")
        let create =
            "barkeep palette create <name> [--parent <parent>] [--dry-run] [--verbose] "
            + "[--tag <tag> ...] [<assignments> ...]"
        #expect(formatter.usageLine(for: ["palette", "create"]) == create)
    }

    @Test func helpIsDeterministicAndNoLineIsWiderThanEightyColumns() {
        let paths: [[String]] = [
            [], ["palette"], ["palette", "create"], ["palette", "list"], ["export"], ["move"],
        ]
        for path in paths {
            let help = formatter.help(for: path)
            #expect(help == HelpFormatter(root: SampleCommandTree.root).help(for: path))
            #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
            #expect(!help.hasSuffix("\n"))
        }
    }

    @Test func anUnknownPathFallsBackToTheDeepestKnownCommand() {
        #expect(formatter.help(for: ["palette", "nope"]) == formatter.help(for: ["palette"]))
    }

    @Test(arguments: [["palette", "create"], ["palette"], [], ["export"]])
    func helpSubcommandAndHelpFlagsGiveIdenticalText(path: [String]) throws {
        let parser = SampleCommandTree.parser
        let texts = try [["help"] + path, path + ["-h"], path + ["--help"]].map { arguments in
            let outcome = try parser.parse(arguments)
            guard case .help(let helpPath) = outcome else {
                throw UnexpectedOutcome(outcome: outcome)
            }
            return formatter.help(for: helpPath)
        }
        #expect(texts[0] == texts[1])
        #expect(texts[1] == texts[2])
        #expect(texts[0] == formatter.help(for: path))
    }

    @Test func errorReportShowsTheMessageUsageAndWhereToGetHelp() throws {
        let error = try #require(throws: UsageError.self) {
            try SampleCommandTree.parser.parse(["palette", "create"])
        }
        let expected = """
            error: missing expected argument '<name>'
            Usage: barkeep palette create <name> [--parent <parent>] [--dry-run] [--verbose]
                                          [--tag <tag> ...] [<assignments> ...]
            See 'barkeep palette create --help'.
            """
        #expect(formatter.errorReport(for: error) == expected)
    }

    @Test func errorReportForTheRootPointsAtTheRootHelp() {
        let error = UsageError(message: "unknown option '--bogus'", commandPath: [])
        let expected = """
            error: unknown option '--bogus'
            Usage: barkeep [--db <path>] [--actor <name>] [--message <message>] <subcommand>
            See 'barkeep --help'.
            """
        #expect(formatter.errorReport(for: error) == expected)
    }

    @Test func longHelpTextWrapsWithAHangingIndentAndLongLabelsGoAbove() {
        let root = CommandDeclaration(
            name: "tool",
            abstract: "A tool.",
            arguments: [
                ArgumentDeclaration(
                    name: "an-unusually-long-argument-name",
                    help: "A help text long enough to need wrapping, so that the hanging indent shows "
                        + "on the second and third lines of the text in the argument column.",
                    isOptional: true
                )
            ]
        )
        let expected = """
            OVERVIEW: A tool.

            USAGE: tool [<an-unusually-long-argument-name>]

            ARGUMENTS:
              <an-unusually-long-argument-name>
                                      A help text long enough to need wrapping, so that the
                                      hanging indent shows on the second and third lines of
                                      the text in the argument column.

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.
            """
        #expect(HelpFormatter(root: root).help(for: []) == expected)
    }
}
