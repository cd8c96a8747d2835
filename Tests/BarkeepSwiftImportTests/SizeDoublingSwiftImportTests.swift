import Testing

@testable import BarkeepCore
@testable import BarkeepSwiftImport

/// The Swift import's work stays bounded as its input grows (issue 31, finding 6): a chain too long to
/// read is refused with its file, line and column instead of overflowing the stack, and functions
/// that call each other in both branches are followed up to a work budget, counted in steps
/// (``WorkCounter``), which the report says ran out.
@Suite struct SizeDoublingSwiftImportTests {
    /// Reads `source` as one file, counting the work.
    static func read(_ source: String) throws -> (SwiftImporter.Result, steps: Int) {
        let counter = WorkCounter()
        let result = try WorkCounter.$current.withValue(counter) {
            try SwiftImporter.read([SwiftImporter.SourceFile(path: "Theme.swift", bytes: Array(source.utf8))])
        }
        return (result, counter.steps)
    }

    @Test(arguments: [
        "let a = b" + String(repeating: ".b", count: 50_000),
        "let a = 1" + String(repeating: " + 1", count: 50_000),
        "let a = f" + String(repeating: "(f", count: 2_000) + String(repeating: ")", count: 2_000),
    ])
    func aChainTooLongIsRefusedWithWhere(_ source: String) {
        #expect {
            _ = try Self.read(source)
        } throws: { error in
            guard let error = error as? SwiftSyntaxError else { return false }
            return error.file == "Theme.swift" && error.line == 1
                && error.problem.contains("nested more than \(SwiftSourceParser.maximumDepth) levels deep")
        }
    }

    @Test func aChainWithinTheLimitIsRead() throws {
        let chain =
            "let a = b" + String(repeating: ".b", count: 50) + "\nlet c = 1"
            + String(repeating: " + 1", count: 50)
        _ = try Self.read(chain)
    }

    /// `count` functions, each calling the next two in the two branches of an `if`.
    static func mutuallyRecursive(_ count: Int) -> String {
        (0..<count).map { index in
            """
            func f\(index)(_ flag: Bool) -> UINavigationBarAppearance {
                if flag { return f\((index + 1) % count)(flag) } else { return f\((index + 2) % count)(!flag) }
            }
            """
        }.joined(separator: "\n") + "\nfinal class AppDelegate { func configure() { _ = f0(true) } }\n"
    }

    @Test func callsFollowedStopAtTheBudgetAndTheReportSaysSo() throws {
        let (small, smallSteps) = try Self.read(Self.mutuallyRecursive(32))
        let (large, largeSteps) = try Self.read(Self.mutuallyRecursive(64))
        #expect(smallSteps <= SwiftBarRecognizer.callBudget && largeSteps <= SwiftBarRecognizer.callBudget)
        #expect(largeSteps <= 2 * smallSteps, "32 functions: \(smallSteps) steps, 64: \(largeSteps)")
        for result in [small, large] {
            #expect(result.report.text.contains("stopped following calls after"), "\(result.report.text)")
        }
        let (few, fewSteps) = try Self.read(Self.mutuallyRecursive(4))
        #expect(fewSteps > 0 && fewSteps < SwiftBarRecognizer.callBudget)
        #expect(!few.report.text.contains("stopped following"))
    }
}
