import BarkeepCore
import Testing

/// Tests of ``EditDistance``.
struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0),
        ("", "abc", 3),
        ("abc", "", 3),
        ("kitten", "sitting", 3),
        ("flaw", "lawn", 2),
        ("systemblu", "systemBlue", 1),
        ("SYSTEMBLUE", "systemBlue", 0),
        ("label", "label", 0),
        ("ab", "ba", 2),
    ])
    func distanceIsCaseInsensitiveLevenshtein(source: String, target: String, expected: Int) {
        #expect(EditDistance.between(source, target) == expected)
        #expect(EditDistance.between(target, source) == expected)
    }

    @Test func suggestionsAreClosestFirstAndLimited() {
        let candidates = ["standard", "scrollEdge", "compact", "compactScrollEdge"]
        #expect(EditDistance.suggestions(for: "scrolEdge", among: candidates, limit: 3) == ["scrollEdge"])
        #expect(EditDistance.suggestions(for: "compac", among: candidates, limit: 3) == ["compact"])
        let grays = ["systemGray", "systemGray2", "systemGray3", "systemGray4"]
        #expect(
            EditDistance.suggestions(for: "systemGray9", among: grays, limit: 2) == [
                "systemGray", "systemGray2",
            ])
        #expect(EditDistance.suggestions(for: "systemGray2", among: grays, limit: 1) == ["systemGray2"])
    }

    @Test func onlyCandidatesNearTheClosestAreKept() {
        // "systemBrown" is within the length threshold but three edits behind the exact-but-case match.
        let names = ["systemBlue", "systemBrown", "systemCyan"]
        #expect(EditDistance.suggestions(for: "SystemBlue", among: names, limit: 3) == ["systemBlue"])
        #expect(EditDistance.suggestions(for: "systemblu", among: names, limit: 3) == ["systemBlue"])
    }

    @Test func farCandidatesAreNotSuggested() {
        #expect(
            EditDistance.suggestions(for: "nope", among: ["label", "white", "systemBlue"], limit: 3).isEmpty)
        #expect(EditDistance.suggestions(for: "xyz", among: ["abc"], limit: 3).isEmpty)
    }

    @Test func thresholdGrowsWithTheWord() {
        #expect(EditDistance.maximumSuggestionDistance(forLength: 1) == 1)
        #expect(EditDistance.maximumSuggestionDistance(forLength: 4) == 2)
        #expect(EditDistance.maximumSuggestionDistance(forLength: 9) == 3)
        #expect(EditDistance.maximumSuggestionDistance(forLength: 21) == 7)
    }

    @Test func duplicatesAndZeroLimitsAreHandled() {
        #expect(EditDistance.suggestions(for: "labl", among: ["label", "label"], limit: 3) == ["label"])
        #expect(EditDistance.suggestions(for: "labl", among: ["label"], limit: 0).isEmpty)
        #expect(EditDistance.suggestions(for: "labl", among: [], limit: 3).isEmpty)
    }

    @Test func worksForDottedFieldPaths() {
        let paths = ["scrollEdge.title.color", "scrollEdge.title.font", "standard.title.color"]
        #expect(
            EditDistance.suggestions(for: "scrollEdge.title.colour", among: paths, limit: 3)
                == ["scrollEdge.title.color"]
        )
        #expect(
            EditDistance.suggestions(for: "scrollEdge.title.fnt", among: paths, limit: 3)
                == ["scrollEdge.title.font"]
        )
    }
}
