import Testing

/// Issue 29: "did you mean" from the catalog's names wherever a command takes an entity name, a theme
/// name or a reference in a value; one test per command family.
@Suite struct NameSuggestionTests {
    let barkeep = CommandLineHarness()

    init() {
        barkeep.run("init").expectSuccess()
        barkeep.run("palette", "create", "brand-blue", "light=#0A84FF").expectSuccess()
        barkeep.run("appearance", "create", "tall-teal", "--bar", "navigation").expectSuccess()
        barkeep.run("theme", "create", "articles", "navigation=tall-teal").expectSuccess()
    }

    /// Runs `arguments` and checks it fails with `expected` at the end of its one error line.
    private func expectHint(
        _ arguments: String..., expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let run = barkeep.run(arguments: arguments)
        #expect(run.status == 1, "\(run)", sourceLocation: sourceLocation)
        #expect(
            run.error.hasSuffix("; did you mean '\(expected)'?\n"), "\(run)", sourceLocation: sourceLocation)
    }

    @Test func showAndResolve() {
        expectHint("appearance", "show", "tal-teal", expected: "tall-teal")
        expectHint("resolve", "appearance", "tal-teal", expected: "tall-teal")
        expectHint("resolve", "palette", "brand-blu", "--at", "@1", expected: "brand-blue")
    }

    @Test func setUnsetRenameCopyDelete() {
        expectHint("palette", "set", "brand-blu", "dark=#000000", expected: "brand-blue")
        expectHint("palette", "unset", "brand-blu", "dark", expected: "brand-blue")
        expectHint("appearance", "rename", "tal-teal", "short-teal", expected: "tall-teal")
        expectHint("appearance", "copy", "tal-teal", "short-teal", expected: "tall-teal")
        expectHint("palette", "delete", "brand-blu", expected: "brand-blue")
    }

    @Test func historyDiffAndRestore() {
        expectHint("history", "palette", "brand-blu", expected: "brand-blue")
        expectHint("diff", "palette", "brand-blu", expected: "brand-blue")
        barkeep.run("palette", "create", "old-navy", "light=#000080").expectSuccess()
        barkeep.run("palette", "delete", "old-navy").expectSuccess()
        // A deleted entity's name is offered where the history is what is asked.
        expectHint("restore", "palette", "old-nav", expected: "old-navy")
    }

    @Test func exportTheme() {
        expectHint("export", "--format", "uikit", "--theme", "article", expected: "articles")
    }

    @Test func referencesInValues() {
        expectHint("palette", "create", "link", "light={brand-blu}", expected: "brand-blue")
        expectHint(
            "appearance", "set", "tall-teal", "standard.backgroundColor={brand-blu}", expected: "brand-blue")
        expectHint("appearance", "create", "child", "--parent", "tal-teal", expected: "tall-teal")
        expectHint("theme", "set", "articles", "navigation=tal-teal", expected: "tall-teal")
    }

    @Test func nothingCloseMeansNoHint() {
        let run = barkeep.run("palette", "show", "zzzzzzzz")
        #expect(run.error == "error: no palette named 'zzzzzzzz'\n")
    }
}
