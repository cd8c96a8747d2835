import Testing

@testable import BarkeepCLI

/// How tokens are classified as values, options and help requests.
@Suite struct ArgumentSyntaxTests {
    @Test(arguments: ["-3", "-0.5", "-10.", "-.5", "-42"])
    func negativeNumbersAreValues(token: String) {
        #expect(ArgumentSyntax.isNegativeNumber(token))
        #expect(!ArgumentSyntax.looksLikeOption(token))
    }

    @Test(arguments: ["-", "-.", "-x", "-3x", "--3", "-1.2.3", "3"])
    func otherTokensAreNotNegativeNumbers(token: String) {
        #expect(!ArgumentSyntax.isNegativeNumber(token))
    }

    @Test func optionLikeTokensAreRecognised() {
        #expect(ArgumentSyntax.looksLikeOption("--x"))
        #expect(ArgumentSyntax.looksLikeOption("-x"))
        #expect(ArgumentSyntax.looksLikeOption("--"))
        #expect(!ArgumentSyntax.looksLikeOption("-"))
        #expect(!ArgumentSyntax.looksLikeOption("light=#0A84FF"))
    }

    @Test func helpRequestsAfterDoubleDashDoNotCount() {
        #expect(ArgumentSyntax.containsHelpRequest(["a", "-h"]))
        #expect(ArgumentSyntax.containsHelpRequest(["--help", "--"]))
        #expect(!ArgumentSyntax.containsHelpRequest(["a", "--", "-h"]))
        #expect(!ArgumentSyntax.containsHelpRequest(["--helpful"]))
    }
}
