import BarkeepTestSupport
import Foundation
import Testing

@testable import BarkeepCore

/// `docs/fields.md` is generated from the catalogue and must stay current.
///
/// After changing the catalogue: `BARKEEP_RECORD_GOLDEN=1 swift test --filter FieldReferenceTests`,
/// then review `git diff docs/fields.md`.
@Suite struct FieldReferenceTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/fields.md")
    static let begin = "<!-- field-reference:begin -->\n"
    static let end = "<!-- field-reference:end -->"

    @Test func theFieldsPageHoldsTheGeneratedReference() throws {
        var text = try String(contentsOf: Self.page, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin)?.upperBound)
        let stop = try #require(text.range(of: Self.end)?.lowerBound)
        let generated = FieldReference.markdown() + "\n"
        if GoldenFile.isRecording {
            text.replaceSubrange(start..<stop, with: generated)
            try text.write(to: Self.page, atomically: true, encoding: .utf8)
        }
        #expect(!GoldenFile.isRecording, "\(GoldenFile.recordedNotice(Self.page))")
        #expect(
            String(text[start..<stop]) == generated,
            "docs/fields.md is stale: BARKEEP_RECORD_GOLDEN=1 swift test --filter FieldReferenceTests")
    }

    @Test func theReferenceCoversEveryPresetKeyAndEveryVariantKey() {
        let markdown = FieldReference.markdown()
        for kind in [EntityKind.palette, .layout, .sheet, .toolbar, .theme] {
            for spec in FieldCatalogue.of(kind).specs {
                #expect(markdown.contains("| `\(spec.path)` |"), "\(spec.path)")
            }
        }
        #expect(markdown.contains("| `<variant>.button.<state>.color` |"))
        #expect(markdown.contains("| `<variant>.item.<layout>.<state>.iconColor` |"))
        #expect(markdown.contains("| `bar.prefersLargeTitles` |"))
    }
}
