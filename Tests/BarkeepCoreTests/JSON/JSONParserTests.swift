import Testing

@testable import BarkeepCore

/// `JSONParser`: strings with and without escapes, and duplicate keys refused in objects of every size
/// (a small object is searched member by member, a large one through a set of its keys).
@Suite struct JSONParserTests {
    /// The members of the object `text` holds.
    func members(_ text: String) throws -> [JSONNode.Member] {
        guard case .object(let members) = try JSONParser.parse(text).content else {
            Issue.record("not an object: \(text)")
            return []
        }
        return members
    }

    @Test func stringsKeepTheirTextAndEscapes() throws {
        let parsed = try members(#"{"plain": "blue sky", "escaped": "a\"b\\c\u00e9\n", "é": "日本"}"#)
        #expect(parsed.map(\.key) == ["plain", "escaped", "é"])
        let values = parsed.map { member -> String? in
            if case .string(let text) = member.value.content { return text }
            return nil
        }
        #expect(values == ["blue sky", "a\"b\\c\u{e9}\n", "日本"])
    }

    @Test(arguments: [2, 15, 16, 17, 40])
    func aKeyGivenTwiceIsRefusedWhateverTheObjectsSize(count: Int) throws {
        let keys = (0..<count).map { "k\($0)" }
        let unique = "{" + keys.map { "\"\($0)\": \($0.count)" }.joined(separator: ",\n") + "}"
        #expect(try members(unique).map(\.key) == keys)
        for repeated in [keys[0], keys[count - 1]] {
            let twice = String(unique.dropLast()) + ",\n\"\(repeated)\": 0}"
            let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(twice) }
            #expect(error.problem == "the key '\(repeated)' appears twice")
            #expect(error.line == count + 1)
        }
    }

    @Test func anUnterminatedStringIsRefused() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(#"{"a": "open}"#) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(#"["a\"]"#) }
    }
}
