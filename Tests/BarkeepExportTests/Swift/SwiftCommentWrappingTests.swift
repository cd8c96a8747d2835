import BarkeepCore
import BarkeepExport
import BarkeepTestSupport
import Testing

/// Descriptions become `///` comments wrapped greedily at spaces to the line length (100 columns; a
/// palette colour's comment is indented by 4, so 96 characters of text), whatever their spacing, line
/// breaks and script: the comment holds the description's words in order, one space apart, and a line
/// ends only where the next word would not fit.
@Suite struct SwiftCommentWrappingTests {
    /// The characters a palette colour's comment line may hold.
    let width = 96

    /// Words of every kind: short and long ASCII, accented, CJK, a combining accent, a word longer than
    /// a line, punctuation.
    static let words = [
        "bar", "tint", "the", "navigation", "appearance's", "scroll-edge", "(iOS", "15+)", "café", "naïve",
        "日本語の", "ナビゲーションバー", "e\u{301}tude", "🚀", String(repeating: "x", count: 120), "a", "—",
    ]

    /// A description from `random`: words joined by one to three spaces, sometimes a line break, with
    /// spaces before or after now and then.
    static func description(_ random: inout SeededRandom, asciiOnly: Bool) -> String {
        let words = asciiOnly ? Self.words.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : Self.words
        let count = Int.random(in: 1...60, using: &random)
        var text = Bool.random(using: &random) ? "" : "  "
        for index in 0..<count {
            if index > 0 {
                text +=
                    Int.random(in: 0..<8, using: &random) == 0
                    ? "\n" : String(repeating: " ", count: Int.random(in: 1...3, using: &random))
            }
            text += words.randomElement(using: &random)!
        }
        return text + (Bool.random(using: &random) ? "" : " ")
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func commentsHoldTheWordsWrappedGreedily(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        // Odd seeds: ASCII only (most comments); even: every script.
        let descriptions = (0..<40).map { _ in Self.description(&random, asciiOnly: seed % 2 == 1) }
        let fixture = try ExportFixture.catalog { session in
            for (index, description) in descriptions.enumerated() {
                try session.create(
                    .palette, "c\(index)", description: description, assignments: ["light=#0A84FF"])
            }
        }
        let source = try ExportFixture.export(fixture, .uikit)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, description) in descriptions.enumerated() {
            // The colour's summary line, then its description's lines.
            let summary = try #require(lines.firstIndex { $0.hasPrefix("    /// `c\(index)`:") })
            let comment = lines[(summary + 1)...].prefix { $0.hasPrefix("    /// ") }.map {
                String($0.dropFirst("    /// ".count))
            }
            let words = description.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            #expect(comment.joined(separator: " ") == words.joined(separator: " "), "c\(index)")
            for (number, line) in comment.enumerated() {
                #expect(line.count <= width || !line.contains(" "), "c\(index) line \(number): \(line)")
                if number + 1 < comment.count, let next = comment[number + 1].split(separator: " ").first {
                    #expect(
                        line.count + 1 + next.count > width, "c\(index) line \(number) could take '\(next)'")
                }
            }
        }
    }
}
