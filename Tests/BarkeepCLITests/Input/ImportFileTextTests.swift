import BarkeepTestSupport
import FoundationEssentials
import Testing

@testable import BarkeepCLI

/// An import file's text is its bytes as UTF-8, read in one copy; bytes that are not UTF-8 are refused
/// with the line and column of the first (issue 31: they were replaced with U+FFFD).
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
        #expect(try ImportFileText.text(of: try file("a.json", Array(text.utf8))) == text)
    }

    @Test func invalidUTF8IsRefusedAtItsLineAndColumn() throws {
        let cases: [([UInt8], String)] = [
            ([0x7B, 0x0A, 0x20, 0xFF, 0x22], ":2: column 2:"),  // not a lead byte
            ([0x22, 0xE2, 0x82, 0x7D], ":1: column 2:"),  // cut short
            ([0x0A, 0x0A, 0xC0, 0xAF], ":3: column 1:"),  // overlong "/"
            ([0x22, 0xED, 0xA0, 0x80, 0x22], ":1: column 2:"),  // a surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80], ":1: column 2:"),  // past U+10FFFF
            ([0x22, 0xC3], ":1: column 2:"),  // cut short at the end
        ]
        for (index, (bytes, position)) in cases.enumerated() {
            let path = try file("bad\(index).json", bytes)
            #expect(throws: ImportFileError.self) { try ImportFileText.text(of: path) }
            do {
                _ = try ImportFileText.text(of: path)
            } catch {
                #expect(error.description.hasPrefix(path + position), "\(error)")
                #expect(error.description.contains("not UTF-8 text"), "\(error)")
            }
        }
        // U+FFFD itself, and every length of sequence, are UTF-8.
        let valid = "\u{FFFD} é ☕ 𝄞 \u{10FFFF}"
        #expect(try ImportFileText.text(of: try file("good.json", Array(valid.utf8))) == valid)
    }

    @Test func aLargeFileIsReadWhole() throws {
        var random = SeededRandom(seed: 7)
        let bytes = (0..<3_000_000).map { _ in UInt8(0x20 + random.next() % 0x5F) }
        let text = try ImportFileText.text(of: try file("large.json", bytes))
        #expect(Array(text.utf8) == bytes)
    }

    @Test func anEmptyFileIsEmptyText() throws {
        #expect(try ImportFileText.text(of: try file("empty.json", [])) == "")
    }

    @Test func aMissingFileOrADirectoryIsNotRead() throws {
        #expect(throws: ImportFileError.self) { try ImportFileText.text(of: directory.file("missing.json")) }
        #expect(throws: ImportFileError.self) { try ImportFileText.text(of: directory.path) }
    }
}
