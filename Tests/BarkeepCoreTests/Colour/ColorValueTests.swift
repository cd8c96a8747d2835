import BarkeepCore
import Testing

/// Tests of ``ColorValue/parse(_:)``, ``ColorValue/canonicalText`` and the error messages.
struct ColorValueTests {
    @Test(arguments: [
        ("#abc", "#AABBCC"),
        ("#ABC", "#AABBCC"),
        ("#007aff", "#007AFF"),
        ("#007AFF", "#007AFF"),
        ("#3c3c4399", "#3C3C4399"),
        ("#112233ff", "#112233"),
        ("#00000000", "#00000000"),
        ("clear", "clear"),
        ("system:systemBlue", "system:systemBlue"),
        ("system:blue", "system:blue"),
        ("system:label", "system:label"),
        ("system:systemGray3", "system:systemGray3"),
        ("{brand}", "{brand}"),
        ("{brand.dark}", "{brand.dark}"),
        ("{checkout-sheet2}", "{checkout-sheet2}"),
        ("  #fff\t", "#FFFFFF"),
    ])
    func acceptedFormsHaveCanonicalText(text: String, canonical: String) throws {
        let value = try ColorValue.parse(text)
        #expect(value.canonicalText == canonical)
        #expect(try ColorValue.parse(value.canonicalText) == value)
    }

    @Test func parsedFormsHaveTheRightCases() throws {
        #expect(try ColorValue.parse("#f00") == .rgba(RGBA(red: 1, green: 0, blue: 0)))
        #expect(
            try ColorValue.parse("#FF000080") == .rgba(RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
        #expect(try ColorValue.parse("clear") == .clear)
        #expect(
            try ColorValue.parse("system:systemBlue")
                == .system(try #require(SystemColor.named("systemBlue"))))
        #expect(try ColorValue.parse("{brand.dark}") == .reference("brand.dark"))
    }

    @Test func longestPaletteNameIsAccepted() throws {
        let name = "a" + String(repeating: "b", count: 63)
        #expect(try ColorValue.parse("{\(name)}") == .reference(name))
    }

    @Test func adaptiveColorResolvesEverythingButReferences() throws {
        #expect(try ColorValue.parse("#000").adaptiveColor == AdaptiveColor(light: .black))
        #expect(try ColorValue.parse("clear").adaptiveColor == AdaptiveColor(light: .clear))
        let label = try #require(SystemColor.named("label"))
        #expect(try ColorValue.parse("system:label").adaptiveColor == label.color)
        #expect(try ColorValue.parse("{brand}").adaptiveColor == nil)
    }

    /// The message `text` is rejected with.
    private func rejection(_ text: String) -> String {
        do {
            let value = try ColorValue.parse(text)
            Issue.record("'\(text)' parsed as \(value)")
            return ""
        } catch {
            #expect(error.text == text)
            return error.description
        }
    }

    @Test func wrongDigitCountIsExplained() {
        #expect(
            rejection("#12345")
                == "'#12345' is not a colour: a hex colour has 3, 6 or 8 digits, not 5; "
                + "expected #RGB, #RRGGBB, #RRGGBBAA, clear, system:<name> or {palette-name}"
        )
        #expect(rejection("#1234567890").contains("not 10"))
        #expect(rejection("#").contains("not 0"))
    }

    @Test func nonHexDigitIsNamed() {
        let message = rejection("#GGG")
        #expect(message.hasPrefix("'#GGG' is not a colour: 'G' is not a hex digit"))
        #expect(
            message.hasSuffix("expected #RGB, #RRGGBB, #RRGGBBAA, clear, system:<name> or {palette-name}"))
    }

    @Test(arguments: ["default", "Clear", "blue", "rgb(0,0,0)", "0x007AFF", "SYSTEM:label"])
    func otherWordsAreNotColors(text: String) {
        #expect(
            rejection(text)
                == "'\(text)' is not a colour: "
                + "expected #RGB, #RRGGBB, #RRGGBBAA, clear, system:<name> or {palette-name}"
        )
    }

    @Test func emptyTextIsCalledEmpty() {
        #expect(rejection("").hasPrefix("'' is not a colour: the value is empty; expected #RGB"))
        #expect(rejection("   ").hasPrefix("'   ' is not a colour: the value is empty"))
    }

    @Test func unknownSystemColorSuggestsTheClosestNames() {
        #expect(
            rejection("system:systemblu") == "unknown system colour 'systemblu'; did you mean systemBlue?")
        #expect(
            rejection("system:SystemBlue") == "unknown system colour 'SystemBlue'; did you mean systemBlue?")
        #expect(rejection("system:labl") == "unknown system colour 'labl'; did you mean label?")
        #expect(
            rejection("system:systemGray7")
                == "unknown system colour 'systemGray7'; did you mean systemGray, systemGray2 or systemGray3?"
        )
    }

    @Test func unknownSystemColorWithoutNeighboursSaysWhatIsExpected() {
        #expect(
            rejection("system:nope")
                == "unknown system colour 'nope'; expected a UIKit colour property name such as systemBlue, "
                + "label or white"
        )
        #expect(rejection("system:").contains("the UIKit colour name after 'system:' is missing"))
    }

    @Test func badPaletteReferencesAreExplained() {
        #expect(
            rejection("{Bad}")
                == "'{Bad}' is not a palette reference: the name must start with a lowercase ASCII letter, "
                + "not 'B'; a palette name has 1–64 lowercase ASCII letters, digits, '-' and '.', "
                + "starting with a letter"
        )
        #expect(rejection("{}").hasPrefix("'{}' is not a palette reference: the name is empty;"))
        #expect(rejection("{brand_dark}").contains("'_' is not allowed in a name"))
        #expect(rejection("{1brand}").contains("must start with a lowercase ASCII letter, not '1'"))
        #expect(rejection("{brand").contains("a reference is a palette name between '{' and '}'"))
        #expect(rejection("brand}").contains("a reference is a palette name between '{' and '}'"))
        #expect(
            rejection("{" + String(repeating: "a", count: 65) + "}").contains("65 characters, more than 64"))
    }

    @Test func errorsAreEquatableValues() {
        #expect(throws: ColorValueError.self) { try ColorValue.parse("#12345") }
        let first = rejection("#12345")
        let second = rejection("#12345")
        #expect(first == second)
    }
}
