import Testing

/// Issue 29: a command that takes a kind and a name, given only the name, says what it expects and
/// names the kind that holds an entity by that name.
@Suite struct MissingKindTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init").expectSuccess()
        barkeep.run("layout", "create", "tall-teal", "barHeight=70").expectSuccess()
    }

    @Test(arguments: ["resolve", "diff", "restore", "history"])
    func onlyANameGetsTheKindThatHoldsIt(command: String) {
        let run = barkeep.run(command, "tall-teal")
        #expect(run.status == 64, "\(run)")
        #expect(
            run.error.hasPrefix(
                "error: \(command) needs a kind and a name: 'barkeep \(command) layout tall-teal'\n"),
            "\(run)")
    }

    @Test func aNameNoKindHoldsListsTheKinds() {
        let run = barkeep.run("resolve", "nowhere")
        #expect(run.status == 64)
        #expect(
            run.error.hasPrefix(
                "error: resolve needs a kind and a name: 'barkeep resolve <kind> nowhere'; kinds: palette, "),
            "\(run)")
    }

    @Test func aMisspeltKindIsSuggested() {
        let run = barkeep.run("resolve", "layuot", "tall-teal")
        #expect(
            run.error.hasPrefix("error: unknown kind 'layuot'; did you mean 'layout'? expected one of: "),
            "\(run)")
    }

    @Test func aKindAndANameStillResolve() {
        barkeep.run("resolve", "layout", "tall-teal").expectSuccess()
    }
}
