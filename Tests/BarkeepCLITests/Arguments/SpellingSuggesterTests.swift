import Testing

@testable import BarkeepCLI

/// "Did you mean" suggestions for misspelt options and subcommands.
@Suite struct SpellingSuggesterTests {
    private let suggester = SpellingSuggester(candidates: ["--parent", "--dry-run", "--db", "--description"])

    @Test func editDistanceCountsSwapsAsOneEdit() {
        #expect(SpellingSuggester.editDistance("parent", "parnet") == 1)
        #expect(SpellingSuggester.editDistance("kitten", "sitting") == 3)
        #expect(SpellingSuggester.editDistance("", "abc") == 3)
        #expect(SpellingSuggester.editDistance("same", "same") == 0)
    }

    @Test(arguments: [
        ("--parnet", "--parent"),
        ("--dryrun", "--dry-run"),
        ("--dry", "--dry-run"),
        ("--descr", "--description"),
        ("--dv", "--db"),
    ])
    func suggestsTheClosestCandidate(word: String, suggestion: String) {
        #expect(suggester.suggestion(for: word) == suggestion)
    }

    @Test func suggestsNothingForUnrelatedWords() {
        #expect(suggester.suggestion(for: "--frobnicate") == nil)
        #expect(suggester.suggestion(for: "--parent") == nil)
    }
}
