import BarkeepTestSupport
import Testing

@testable import BarkeepCore

/// The report: order, counts and exit status.
@Suite struct LintReportTests {
    private func finding(_ severity: LintSeverity, _ entity: String, _ path: String? = nil) -> LintFinding {
        LintFinding(
            rule: .contrast, severity: severity, kind: .appearance, entity: entity, path: path, reason: "r",
            fix: "f")
    }

    @Test func findingsAreSortedAndCounted() {
        let report = LintReport(findings: [
            finding(.note, "b"), finding(.error, "b"), finding(.warning, "a", "z"), finding(.error, "a", "y"),
            finding(.error, "a", "y"),
        ])
        #expect(report.findings.map(\.entity) == ["a", "a", "b", "b"])
        #expect(report.findings.map(\.severity) == [.error, .warning, .error, .note])
        #expect(report.errorCount == 2 && report.warningCount == 1 && report.noteCount == 1)
        #expect(report.summary == "2 errors, 1 warning, 1 note")
    }

    @Test func exitStatusFollowsStrictness() {
        #expect(LintReport(findings: []).exitStatus(strict: true) == 0)
        #expect(LintReport(findings: [finding(.note, "a")]).exitStatus(strict: true) == 0)
        #expect(LintReport(findings: [finding(.warning, "a")]).exitStatus(strict: false) == 0)
        #expect(LintReport(findings: [finding(.warning, "a")]).exitStatus(strict: true) == 1)
        #expect(LintReport(findings: [finding(.error, "a")]).exitStatus(strict: false) == 1)
    }

    @Test func theSameCatalogGivesTheSameReport() throws {
        let entities = [
            try Fixture.appearance(
                "a",
                [
                    "standard.title.color": "#AAAAAA", "scrollEdge": "default",
                    "standard.background": "opaque",
                ]),
            try Fixture.entity(.layout, "l", ["strategy": "contentViewLayout", "barHeight": "30"]),
            try Fixture.palette("p", ["light": "#000000"]),
        ]
        let report = LintFixture.lint(entities)
        #expect(LintFixture.lint(entities.reversed()) == report)
        #expect(report.exitStatus(strict: false) == 1)
        #expect(
            report.findings.map(\.kind) == [
                .palette, .appearance, .appearance, .appearance, .layout, .layout, .layout,
            ])
        #expect(
            report.findings[2].description
                == "error: appearance 'a', scrollEdge.title.color: title contrast in scrollEdge, compactScrollEdge is "
                + "2.32:1 in light; normal text needs 4.5:1 (3:1 at the least); left to UIKit, which draws it "
                + "transparent: measured against systemBackground (fix: unset scrollEdge=default so it falls back "
                + "to standard, or change standard.title.color) [contrast]")
    }

    /// Random findings over a few entities, paths, severities and reasons, with repeats.
    private func randomFindings(count: Int, using generator: inout some RandomNumberGenerator)
        -> [LintFinding]
    {
        (0..<count).map { _ in
            LintFinding(
                rule: [LintRule.contrast, .unusedColor, .backIndicatorPair].randomElement(using: &generator)!,
                severity: LintSeverity.allCases.randomElement(using: &generator)!,
                kind: [EntityKind.palette, .appearance, .layout].randomElement(using: &generator)!,
                entity: ["a", "b", "é", "a1"].randomElement(using: &generator)!,
                path: [nil, "", "standard.title.color", "bar.tint"].randomElement(using: &generator)!,
                reason: ["r", "s"].randomElement(using: &generator)!,
                fix: ["f", "g"].randomElement(using: &generator)!)
        }
    }

    @Test func anyOrderGivesTheSortedDistinctFindings() {
        var generator = SeededRandom(seed: 19)
        for _ in 0..<50 {
            let findings = randomFindings(count: 40, using: &generator)
            let report = LintReport(findings: findings)
            // Every finding once, in order, whatever order they came in.
            #expect(Set(report.findings) == Set(findings))
            #expect(report.findings.count == Set(findings).count)
            #expect(zip(report.findings, report.findings.dropFirst()).allSatisfy { $0 < $1 })
            #expect(LintReport(findings: findings.shuffled(using: &generator)) == report)
        }
    }

    @Test func aFindingWithoutPathSortsBeforeOneWithAnEmptyPath() {
        let whole = finding(.error, "a")
        let empty = finding(.error, "a", "")
        #expect(whole < empty && !(empty < whole))
        // Interleaved duplicates still collapse: nil and "" are told apart, not treated as equal.
        #expect(LintReport(findings: [whole, empty, whole, empty]).findings == [whole, empty])
    }

    @Test func mergingTwoSortedListsGivesTheirSortedUnion() {
        var generator = SeededRandom(seed: 7)
        for _ in 0..<50 {
            let first = randomFindings(count: 20, using: &generator).sorted()
            let second = randomFindings(count: 15, using: &generator).sorted()
            #expect(LintReport.merging(first, second) == (first + second).sorted())
            #expect(LintReport.merging(first, []) == first && LintReport.merging([], second) == second)
        }
    }
}
