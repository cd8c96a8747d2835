import BarkeepCore
import Testing

/// Tests of ``AdaptiveColor`` and ``ColorAppearance``.
struct AdaptiveColorTests {
    private let red = RGBA(red: 1, green: 0, blue: 0)
    private let green = RGBA(red: 0, green: 1, blue: 0)
    private let blue = RGBA(red: 0, green: 0, blue: 1)
    private let white = RGBA.white

    @Test func lightAloneFillsEveryAppearance() {
        let color = AdaptiveColor(light: red)
        for appearance in ColorAppearance.allCases {
            #expect(color.value(for: appearance) == red)
        }
        #expect(color.isFixed)
    }

    @Test func darkHighContrastDefaultsToDarkAndLightHighContrastToLight() {
        let color = AdaptiveColor(light: red, dark: green)
        #expect(color.value(for: .light) == red)
        #expect(color.value(for: .dark) == green)
        #expect(color.value(for: .lightHighContrast) == red)
        #expect(color.value(for: .darkHighContrast) == green)
        #expect(!color.isFixed)
    }

    @Test func everyValueCanBeGiven() {
        let color = AdaptiveColor(light: red, dark: green, lightHighContrast: blue, darkHighContrast: white)
        #expect(color.value(for: .light) == red)
        #expect(color.value(for: .dark) == green)
        #expect(color.value(for: .lightHighContrast) == blue)
        #expect(color.value(for: .darkHighContrast) == white)
    }

    @Test func highContrastValuesWithoutDarkFallBackToLight() {
        let color = AdaptiveColor(light: red, lightHighContrast: blue)
        #expect(color.dark == red)
        #expect(color.darkHighContrast == red)
        #expect(color.lightHighContrast == blue)
    }

    @Test func appearancesKnowTheirTraits() {
        #expect(
            ColorAppearance.allCases.map(\.rawValue) == [
                "light", "dark", "lightHighContrast", "darkHighContrast",
            ])
        #expect(ColorAppearance.allCases.filter(\.isDark) == [.dark, .darkHighContrast])
        #expect(ColorAppearance.allCases.filter(\.isHighContrast) == [.lightHighContrast, .darkHighContrast])
    }
}
