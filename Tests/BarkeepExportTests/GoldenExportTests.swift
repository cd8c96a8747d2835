import BarkeepExport
import BarkeepTestSupport
import Foundation
import Testing

/// The demo catalog's exports, compared with reviewed golden files; `BARKEEP_RECORD_GOLDEN=1` rewrites
/// them (review the diff before committing).
@Suite struct GoldenExportTests {
    /// The golden directory beside this file.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    @Test(arguments: [
        ("articles", "articles-uikit.swift.golden"), ("articles-ios16", "articles-ios16-uikit.swift.golden"),
    ])
    func theArticlesThemesExportAsReviewed(_ theme: String, _ golden: String) throws {
        let source = try ExportFixture.export(ExportFixture.demo(), .uikit, themes: [theme])
        let url = Self.directory.appendingPathComponent(golden)
        let expected = try GoldenFile.expected(source, at: url)
        #expect(!GoldenFile.isRecording, "\(GoldenFile.recordedNotice(url))")
        #expect(source == expected, "the export of \(theme) differs from \(golden)")
    }
}
