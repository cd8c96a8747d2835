import Testing

@testable import BarkeepCLI

/// "Did you mean" suggestions for misspelt options and subcommands.
@Suite struct SpellingSuggesterTests {
    private let suggester = SpellingSuggester(candidates: ["--parent", "--dry-run", "--db", "--description"])

    @Test(arguments: [
        ("--parnet", "--parent"),
        ("--dryrun", "--dry-run"),
        ("--dry", "--dry-run"),
        ("--descr", "--description"),
        ("--dv", "--db"),
        ("--PARENT", "--parent"),
    ])
    func suggestsTheAbbreviatedOrClosestCandidate(word: String, suggestion: String) {
        #expect(suggester.suggestion(for: word) == suggestion)
    }

    @Test func suggestsNothingForUnrelatedWordsOrBareDashes() {
        #expect(suggester.suggestion(for: "--frobnicate") == nil)
        #expect(suggester.suggestion(for: "--parent") == nil)
        #expect(suggester.suggestion(for: "--d") == "--db")
    }
}
