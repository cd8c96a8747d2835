import Testing

/// Issue 29: hex digits given without their `#` get a hint.
@Suite struct ColourHintTests {
    @Test(arguments: ["0A84FF", "fff", "0A84FF80"])
    func hexDigitsWithoutTheHashAreHinted(digits: String) {
        let barkeep = CommandLineHarness()
        barkeep.run("init").expectSuccess()
        let run = barkeep.run("palette", "create", "brand", "light=\(digits)")
        #expect(run.status == 1)
        #expect(
            run.error.contains("'\(digits)' is not a colour: did you mean #\(digits)?; expected #RGB"),
            "\(run)")
    }

    @Test func otherWordsGetNoHint() {
        let barkeep = CommandLineHarness()
        barkeep.run("init").expectSuccess()
        let run = barkeep.run("palette", "create", "brand", "light=blue")
        #expect(!run.error.contains("did you mean"), "\(run)")
    }
}
