import BarkeepTestSupport
import FoundationEssentials
import Testing

@testable import BarkeepCLI

/// An import file's text is its bytes as UTF-8, read in one copy, with what `String(decoding:)` makes
/// of invalid bytes.
struct ImportFileTextTests {
    let directory = TemporaryDirectory()

    /// Writes `bytes` to a file named `name` and returns its path.
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = directory.file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileIsReadAsItsUTF8Text() throws {
        let text = "{\"barkeepSnapshot\": 1, \"name\": \"café ☕︎\"}\n"
        #expect(ImportFileText.text(of: try file("a.json", Array(text.utf8))) == text)
    }

    @Test func invalidUTF8IsRepairedAsStringDecodingRepairsIt() throws {
        let bytes: [UInt8] = [0x7B, 0xFF, 0x22, 0xE2, 0x82, 0x7D, 0xC3]
        let text = try #require(ImportFileText.text(of: try file("bad.json", bytes)))
        #expect(text == String(decoding: bytes, as: UTF8.self))
        #expect(text.unicodeScalars.filter { $0 == "\u{FFFD}" }.count == 3)
    }

    @Test func aLargeFileIsReadWhole() throws {
        var random = SeededRandom(seed: 7)
        let bytes = (0..<3_000_000).map { _ in UInt8(0x20 + random.next() % 0x5F) }
        let text = try #require(ImportFileText.text(of: try file("large.json", bytes)))
        #expect(Array(text.utf8) == bytes)
    }

    @Test func anEmptyFileIsEmptyText() throws {
        #expect(ImportFileText.text(of: try file("empty.json", [])) == "")
    }

    @Test func aMissingFileOrADirectoryIsNotRead() throws {
        #expect(ImportFileText.text(of: directory.file("missing.json")) == nil)
        #expect(ImportFileText.text(of: directory.path) == nil)
    }
}
