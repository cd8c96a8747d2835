import BarkeepCore
import Testing

@testable import BarkeepExport

/// Xcode's three-decimal components keep 8 bits exactly, and every spelling Xcode writes reads back.
@Suite struct ColorSetComponentTests {
    @Test func everyEightBitValueRoundTripsThroughThreeDecimals() throws {
        for byte in 0...255 {
            let text = ColorSetComponent.text(Double(byte) / 255)
            let node = try JSONParser.parse("\"\(text)\"")
            let value = try ColorSetComponent.value(node).get()
            #expect(Int((value * 255).rounded()) == byte, "\(byte) → \(text)")
            let color = RGBA(red: value, green: value, blue: value, alpha: value)
            #expect(
                color.hexString
                    == RGBA(red255: byte, green255: byte, blue255: byte, alpha: Double(byte) / 255).hexString)
        }
    }

    @Test func xcodesSpellingsReadAsTheSameValue() throws {
        for text in ["\"0xF7\"", "\"0xf7\"", "\"247\"", "\"0.969\"", "0.969"] {
            let value = try ColorSetComponent.value(try JSONParser.parse(text)).get()
            #expect(Int((value * 255).rounded()) == 247, "\(text)")
        }
        for text in ["\"0x100\"", "\"256\"", "\"abc\"", "\"\"", "null"] {
            #expect(throws: (any Error).self, "\(text)") {
                try ColorSetComponent.value(try JSONParser.parse(text)).get()
            }
        }
    }
}
