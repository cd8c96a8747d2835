import Testing

/// Issue 29: a bare `barkeep`, or a bare group such as `barkeep palette`, prints its help to standard
/// output and succeeds, as `--help` does.
@Suite struct BareCommandHelpTests {
    @Test func bareBarkeepPrintsTheRootHelp() {
        let run = CommandRun.inProcess([], database: nil)
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output == CommandRun.inProcess(["--help"], database: nil).output)
        #expect(run.output.contains("SUBCOMMANDS"), "\(run.output)")
    }

    @Test func aBareGroupPrintsItsHelp() {
        let run = CommandRun.inProcess(["palette"], database: nil)
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output == CommandRun.inProcess(["palette", "--help"], database: nil).output)
        #expect(run.output.contains("create"))
    }
}
