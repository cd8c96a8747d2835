import BarkeepCore
import Foundation
import Testing

/// Tests of ``RGBA``: construction, hex text, compositing and luminance.
struct RGBATests {
    @Test func eightBitInitializerDividesBy255() {
        let color = RGBA(red255: 0, green255: 122, blue255: 255, alpha: 0.5)
        #expect(color.red == 0)
        #expect(color.green == 122.0 / 255)
        #expect(color.blue == 1)
        #expect(color.alpha == 0.5)
    }

    @Test func componentsAreClampedIntoUnitRange() {
        let color = RGBA(red: -0.5, green: 1.5, blue: .nan, alpha: 2)
        #expect(color == RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(RGBA(red255: 300, green255: -4, blue255: 128) == RGBA(red255: 255, green255: 0, blue255: 128))
    }

    @Test(arguments: [
        (RGBA.black, "#000000"),
        (RGBA.white, "#FFFFFF"),
        (RGBA.clear, "#00000000"),
        (RGBA(red255: 0, green255: 122, blue255: 255), "#007AFF"),
        (RGBA(red255: 60, green255: 60, blue255: 67, alpha: 0.6), "#3C3C4399"),
        (RGBA(red255: 60, green255: 60, blue255: 67, alpha: 0.18), "#3C3C432E"),
        (RGBA(red: 0.5, green: 1.0 / 3, blue: 2.0 / 3), "#8055AA"),
        (RGBA(red: 1, green: 1, blue: 1, alpha: 0.999), "#FFFFFF"),
        (RGBA(red: 1, green: 1, blue: 1, alpha: 0.99), "#FFFFFFFC"),
    ])
    func hexStringIsUppercaseAndRoundsToEightBits(color: RGBA, expected: String) {
        #expect(color.hexString == expected)
    }

    @Test(arguments: [
        ("abc", RGBA(red255: 0xAA, green255: 0xBB, blue255: 0xCC)),
        ("ABC", RGBA(red255: 0xAA, green255: 0xBB, blue255: 0xCC)),
        ("0a84ff", RGBA(red255: 10, green255: 132, blue255: 255)),
        ("3C3C4399", RGBA(red255: 60, green255: 60, blue255: 67, alpha: 153.0 / 255)),
        ("000000ff", RGBA.black),
    ])
    func hexDigitsParse(digits: String, expected: RGBA) {
        #expect(RGBA(hexDigits: digits) == expected)
    }

    @Test(arguments: ["", "ab", "abcd", "12345", "1234567", "123456789", "ggg", "12 345", "１２３"])
    func badHexDigitsAreRejected(digits: String) {
        #expect(RGBA(hexDigits: digits) == nil)
    }

    @Test func hexRoundTripsEveryByte() {
        for byte in 0...255 {
            let color = RGBA(red255: byte, green255: 255 - byte, blue255: byte / 2, alpha: Double(byte) / 255)
            let digits = color.hexString.dropFirst()
            #expect(RGBA(hexDigits: digits) == color, "byte \(byte)")
        }
    }

    @Test func compositingOverAnOpaqueBackgroundIsOpaque() {
        let halfBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        let result = halfBlack.composited(over: .white)
        #expect(result == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(result.isOpaque)
    }

    @Test func compositingOpaqueColorsKeepsTheSource() {
        let red = RGBA(red: 1, green: 0, blue: 0)
        #expect(red.composited(over: .white) == red)
        #expect(RGBA.clear.composited(over: red) == red)
    }

    @Test func compositingTwoTranslucentColorsFollowsSourceOver() {
        let source = RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)
        let background = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)
        let result = source.composited(over: background)
        // alpha = 0.5 + 0.5 × 0.5; each channel = (source × 0.5 + background × 0.25) / 0.75.
        #expect(result.alpha == 0.75)
        #expect(abs(result.red - 2.0 / 3) < 1e-12)
        #expect(result.green == 0)
        #expect(abs(result.blue - 1.0 / 3) < 1e-12)
    }

    @Test func compositingNothingOverNothingIsClear() {
        #expect(RGBA.clear.composited(over: .clear) == .clear)
    }

    @Test func relativeLuminanceFollowsWCAG() {
        #expect(RGBA.black.relativeLuminance == 0)
        #expect(abs(RGBA.white.relativeLuminance - 1) < 1e-12)
        #expect(abs(RGBA(red: 1, green: 0, blue: 0).relativeLuminance - 0.2126) < 1e-12)
        #expect(abs(RGBA(red: 0, green: 1, blue: 0).relativeLuminance - 0.7152) < 1e-12)
        #expect(abs(RGBA(red: 0, green: 0, blue: 1).relativeLuminance - 0.0722) < 1e-12)
        // Gamma branch: ((0.5 + 0.055) / 1.055)^2.4.
        #expect(abs(RGBA(red: 0.5, green: 0.5, blue: 0.5).relativeLuminance - 0.214_041_140_482) < 1e-9)
        // Linear branch below 0.04045: c / 12.92.
        #expect(abs(RGBA(red: 0.04, green: 0.04, blue: 0.04).relativeLuminance - 0.04 / 12.92) < 1e-12)
    }

    /// The 8-bit channels read from a table give exactly what the formula gives, and channels between
    /// them still go through the formula.
    @Test func relativeLuminanceOfEightBitChannelsEqualsTheFormula() {
        func formula(_ channel: Double) -> Double {
            channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        for step in 0...255 {
            let channel = Double(step) / 255
            let expected = 0.2126 * formula(channel) + 0.7152 * formula(channel) + 0.0722 * formula(channel)
            #expect(RGBA(red: channel, green: channel, blue: channel).relativeLuminance == expected)
        }
        for channel in [0.001, 0.040_45, 0.3333, 0.5, 0.999_9] {
            let red = RGBA(red: channel, green: 0, blue: 0).relativeLuminance
            #expect(red == 0.2126 * formula(channel) + 0.7152 * formula(0) + 0.0722 * formula(0))
        }
    }

    @Test func relativeLuminanceIgnoresAlpha() {
        let translucent = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.1)
        #expect(translucent.relativeLuminance == translucent.withAlpha(1).relativeLuminance)
    }
}
