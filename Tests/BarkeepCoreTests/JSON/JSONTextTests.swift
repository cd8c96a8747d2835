import BarkeepCore
import Testing

/// ``JSONText``, the byte buffer every JSON writer appends to: escaping, bytes past `UInt8`'s ASCII
/// range, growth past its capacity, copies, and colours written straight into it.
struct JSONTextTests {
    /// `text` escaped one character at a time, the plain way: what `appendQuoted` must give.
    func referenceQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let digits = Array("0123456789abcdef")
                result +=
                    "\\u00" + String(digits[Int(scalar.value >> 4)]) + String(digits[Int(scalar.value & 0xF)])
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    func quoted(_ text: String) -> String {
        var output = JSONText()
        output.appendQuoted(text)
        return output.string
    }

    @Test func everyControlCharacterQuoteAndBackslashIsEscaped() {
        for value in 0..<0x20 {
            let text = "a" + String(UnicodeScalar(UInt8(value))) + "b"
            #expect(quoted(text) == referenceQuoted(text), "U+\(value)")
        }
        #expect(quoted("say \"hi\"") == #""say \"hi\"""#)
        #expect(quoted(#"C:\path"#) == #""C:\\path""#)
        #expect(quoted("tab\there\nline") == #""tab\there\nline""#)
        #expect(quoted("\u{01}\u{1F}") == #""\u0001\u001f""#)
        #expect(quoted("") == #""""#)
    }

    /// The escape is found wherever it sits: in the part checked eight bytes at a time or in the tail.
    @Test func escapesAreFoundAtEveryPosition() {
        for length in 0..<26 {
            for position in 0..<max(length, 1) {
                for special in ["\"", "\\", "\n", "\u{00}", "\u{1F}"] {
                    var characters = Array(repeating: "x", count: length)
                    if length > 0 { characters[position] = special }
                    let text = characters.joined()
                    #expect(quoted(text) == referenceQuoted(text), "length \(length) at \(position)")
                }
            }
        }
    }

    @Test func nonASCIIAndSlashesAreWrittenAsTheyAre() {
        let text = "café / 日本語 🎉 \u{7F} ÿ"
        #expect(quoted(text) == "\"" + text + "\"")
        var output = JSONText()
        output.appendEscaped("{é\"}")
        #expect(output.string == #"{é\"}"#)
    }

    @Test func growsPastItsCapacityKeepingEveryByte() {
        var output = JSONText(capacity: 1)
        var expected = ""
        for index in 0..<5000 {
            output.append(literal: "[")
            output.appendQuoted("entry \(index) \"quoted\"")
            output.newline(pretty: true, level: index % 40)
            output.append(literal: "]")
            expected +=
                "[" + referenceQuoted("entry \(index) \"quoted\"") + "\n"
                + String(repeating: " ", count: 2 * (index % 40)) + "]"
        }
        #expect(output.string == expected)
        #expect(output.count == expected.utf8.count)
        output.withUnsafeBytes { #expect(Array($0) == Array(expected.utf8)) }
        var long = JSONText()
        long.appendQuoted(String(repeating: "ab\"", count: 100_000))
        #expect(long.string == referenceQuoted(String(repeating: "ab\"", count: 100_000)))
    }

    @Test func aCopyIsNotChangedByWritingToTheOriginal() {
        var original = JSONText(capacity: 64)
        original.append(literal: "shared")
        var copy = original
        copy.append(literal: " copy")
        original.append(literal: " original")
        #expect(copy.string == "shared copy")
        #expect(original.string == "shared original")
        let kept = original
        original.removeAll()
        original.append(literal: "new")
        #expect(kept.string == "shared original")
        #expect(original.string == "new")
        #expect(JSONText().isEmpty)
    }

    @Test func keysCommasAndLineBreaksAtEveryLevel() {
        for level in 0..<24 {
            var pretty = JSONText()
            pretty.appendKey(literal: "dark", pretty: true)
            pretty.appendComma(thenNewline: true, level: level)
            pretty.newline(pretty: true, level: level)
            let indentation = String(repeating: " ", count: 2 * level)
            #expect(pretty.string == "\"dark\" : ,\n" + indentation + "\n" + indentation)
        }
        var compact = JSONText()
        compact.appendKey(literal: "dark", pretty: false)
        compact.appendComma(thenNewline: false, level: 3)
        compact.newline(pretty: false, level: 3)
        #expect(compact.string == "\"dark\":,")
    }

    /// Every 8-bit value of every component, and the values halfway between two, spell as
    /// `hexString` does, both as a `String` and written into the text.
    @Test func hexColoursAreWrittenAsHexString() {
        var components: [Double] = []
        for value in 0...255 {
            components.append(Double(value) / 255)
            components.append((Double(value) + 0.5) / 255)
            components.append(Double(value).nextDown / 255)
        }
        for (index, component) in components.enumerated() {
            let other = components[(index * 7) % components.count]
            let color = RGBA(red: component, green: other, blue: 1 - component, alpha: other)
            func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
            let digits = [color.red, color.green, color.blue, color.alpha].map(byte).map {
                String($0, radix: 16, uppercase: true).count == 1
                    ? "0" + String($0, radix: 16, uppercase: true) : String($0, radix: 16, uppercase: true)
            }
            let expected = "#" + digits[0...2].joined() + (byte(color.alpha) < 255 ? digits[3] : "")
            #expect(color.hexString == expected)
            var output = JSONText()
            output.appendQuotedHex(color)
            #expect(output.string == "\"" + expected + "\"")
        }
    }

    @Test func colourValuesAreWrittenAsTheirCanonicalText() throws {
        let values: [ColorValue] = [
            .rgba(RGBA(red255: 10, green255: 132, blue255: 255)), .rgba(.clear), .clear,
            try ColorValue.parse("system:systemBlue"), .reference("brand.primary"), .reference("odd\"name\\"),
        ]
        for value in values {
            var output = JSONText()
            value.appendQuotedCanonicalText(to: &output)
            #expect(output.string == referenceQuoted(value.canonicalText))
        }
    }

    @Test func plainTextIsAppendedAsItsBytes() {
        var text = JSONText(capacity: 4)
        text.append("titre « é » ")
        text.append(["standard", "scrollEdge", "ü"].joined(separator: ", "))
        text.append("")
        text.append(" 🙂")
        #expect(text.string == "titre « é » standard, scrollEdge, ü 🙂")
        #expect(JSONText(capacity: 0).string.isEmpty)
    }
}
