import BarkeepCore
import Testing

/// Tests of ``ContrastRatio`` against figures from WCAG contrast checkers.
struct ContrastRatioTests {
    /// An opaque gray from one 8-bit hex pair, e.g. `0x76` for `#767676`.
    private func gray(_ byte: Int) -> RGBA {
        RGBA(red255: byte, green255: byte, blue255: byte)
    }

    @Test(arguments: [(0x76, "4.54"), (0x77, "4.48"), (0xAA, "2.32")])
    func graysOnWhiteMatchCheckers(byte: Int, expected: String) {
        #expect(ContrastRatio(foreground: gray(byte), background: .white).formatted == expected)
    }

    @Test func grayRatiosAreUnrounded() {
        #expect(abs(ContrastRatio(foreground: gray(0x76), background: .white).value - 4.542_225) < 1e-6)
        #expect(abs(ContrastRatio(foreground: gray(0x77), background: .white).value - 4.478_089) < 1e-6)
        #expect(abs(ContrastRatio(foreground: gray(0xAA), background: .white).value - 2.323_123) < 1e-6)
    }

    @Test func blackOnWhiteIsTwentyOne() {
        let ratio = ContrastRatio(foreground: .black, background: .white)
        #expect(ratio.formatted == "21.00")
        #expect(abs(ratio.value - 21) < 1e-12)
        #expect(ContrastRatio(foreground: .white, background: .black) == ratio)
    }

    @Test func sameColorIsOne() {
        let ratio = ContrastRatio(foreground: gray(0x80), background: gray(0x80))
        #expect(ratio.value == 1)
        #expect(ratio.formatted == "1.00")
    }

    @Test func translucentForegroundIsCompositedOverTheBackground() {
        // Black at 50 % over white shows as 50 % gray: ((0.5 + 0.055) / 1.055)^2.4 = 0.21404.
        let halfBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        let ratio = ContrastRatio(foreground: halfBlack, background: .white)
        #expect(ratio.formatted == "3.98")
        #expect(abs(ratio.value - 3.976_653) < 1e-6)
    }

    @Test func translucentBackgroundIsCompositedOverTheBackdrop() {
        // A 50 % white bar over black content shows as 50 % gray; black text on it: 0.26404 / 0.05.
        let halfWhite = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
        let overBlack = ContrastRatio.between(.black, halfWhite, backdrop: .black)
        #expect(overBlack.formatted == "5.28")
        // Over white content the same bar is plain white.
        let overWhite = ContrastRatio.between(.black, halfWhite, backdrop: .white)
        #expect(overWhite.formatted == "21.00")
        #expect(overBlack < overWhite)
    }

    @Test func translucentForegroundAndBackgroundTogether() {
        // secondaryLabel (#3C3C43 at 60 %) on a 50 % white bar over white content shows as (138,138,142).
        let secondaryLabel = RGBA(red255: 60, green255: 60, blue255: 67, alpha: 0.6)
        let ratio = ContrastRatio.between(secondaryLabel, RGBA.white.withAlpha(0.5), backdrop: .white)
        #expect(ratio.formatted == "3.44")
    }

    @Test func initializerTreatsTheBackgroundAsOpaque() {
        let translucentWhite = RGBA.white.withAlpha(0.2)
        #expect(ContrastRatio(foreground: .black, background: translucentWhite).formatted == "21.00")
    }

    @Test func formattingRoundsToTwoDecimals() {
        let justAboveSeven = ContrastRatio(foreground: gray(0x59), background: .white)
        #expect(justAboveSeven.formatted == "7.00")
        #expect(justAboveSeven.value > 7)
        let justBelowThree = ContrastRatio(foreground: gray(0x95), background: .white)
        #expect(justBelowThree.formatted == "3.00")
        #expect(justBelowThree.value < 3)
        #expect(ContrastRatio(foreground: gray(0x94), background: .white).formatted == "3.03")
    }
}
