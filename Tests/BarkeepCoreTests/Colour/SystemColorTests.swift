import BarkeepCore
import Testing

/// Tests of the ``SystemColor`` table against documented UIKit values.
struct SystemColorTests {
    /// Every name the table must hold: the fixed `UIColor` colours and the adaptive system colours.
    private static let requiredNames = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
        "magenta", "orange", "purple", "brown", "clear",
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link",
        "separator", "opaqueSeparator", "systemFill", "secondarySystemFill", "tertiarySystemFill",
        "quaternarySystemFill", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "lightText", "darkText", "tintColor",
    ]

    /// The colour called `name`, failing the test when there is none.
    private func color(_ name: String) throws -> AdaptiveColor {
        try #require(SystemColor.named(name)).color
    }

    @Test func tableHoldsExactlyTheRequiredNames() {
        #expect(Set(SystemColor.all.map(\.name)) == Set(Self.requiredNames))
        #expect(SystemColor.all.count == Self.requiredNames.count)
    }

    @Test func namesAreUniqueSortedAndEachIsFound() {
        let names = SystemColor.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names == names.sorted())
        #expect(SystemColor.allNames == names)
        for systemColor in SystemColor.all {
            #expect(SystemColor.named(systemColor.name) == systemColor)
        }
    }

    @Test func lookupIsCaseSensitiveAndExact() {
        #expect(SystemColor.named("SystemBlue") == nil)
        #expect(SystemColor.named("systemblue") == nil)
        #expect(SystemColor.named("system:systemBlue") == nil)
        #expect(SystemColor.named("") == nil)
    }

    @Test func systemBlueMatchesTheHumanInterfaceGuidelines() throws {
        let systemBlue = try color("systemBlue")
        #expect(systemBlue.light == RGBA(red255: 0, green255: 122, blue255: 255))
        #expect(systemBlue.dark == RGBA(red255: 10, green255: 132, blue255: 255))
        #expect(systemBlue.lightHighContrast == RGBA(red255: 0, green255: 64, blue255: 221))
        #expect(systemBlue.darkHighContrast == RGBA(red255: 64, green255: 156, blue255: 255))
    }

    @Test func tintsAndGraysSpotChecked() throws {
        #expect(try color("systemRed").light.hexString == "#FF3B30")
        #expect(try color("systemRed").darkHighContrast.hexString == "#FF6961")
        #expect(try color("systemTeal").light == RGBA(red255: 48, green255: 176, blue255: 199))
        #expect(try color("systemYellow").lightHighContrast == RGBA(red255: 178, green255: 80, blue255: 0))
        #expect(try color("systemGray").dark == RGBA(red255: 142, green255: 142, blue255: 147))
        #expect(try color("systemGray6").light == RGBA(red255: 242, green255: 242, blue255: 247))
        #expect(try color("systemGray6").dark == RGBA(red255: 28, green255: 28, blue255: 30))
    }

    @Test func labelIsBlackInLightAndWhiteInDark() throws {
        let label = try color("label")
        #expect(label.light == .black)
        #expect(label.dark == .white)
        #expect(label.lightHighContrast == .black)
        #expect(label.darkHighContrast == .white)
    }

    @Test func secondarySystemBackgroundMatchesUIKit() throws {
        let background = try color("secondarySystemBackground")
        #expect(background.light == RGBA(red255: 242, green255: 242, blue255: 247))
        #expect(background.dark == RGBA(red255: 28, green255: 28, blue255: 30))
    }

    @Test func translucentSemanticColorsKeepUIKitAlpha() throws {
        let secondaryLabel = try color("secondaryLabel")
        #expect(secondaryLabel.light == RGBA(red255: 60, green255: 60, blue255: 67, alpha: 0.6))
        #expect(secondaryLabel.dark == RGBA(red255: 235, green255: 235, blue255: 245, alpha: 0.6))
        #expect(try color("separator").light.hexString == "#3C3C434A")
        #expect(try color("quaternaryLabel").dark.alpha == 0.16)
    }

    @Test func fixedColorsHaveTheirDocumentedComponents() throws {
        #expect(try color("blue").light == RGBA(red: 0, green: 0, blue: 1))
        #expect(try color("darkGray").light == RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3))
        #expect(try color("lightGray").light == RGBA(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3))
        #expect(try color("gray").light == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(try color("orange").light == RGBA(red: 1, green: 0.5, blue: 0))
        #expect(try color("purple").light == RGBA(red: 0.5, green: 0, blue: 0.5))
        #expect(try color("brown").light == RGBA(red: 0.6, green: 0.4, blue: 0.2))
        #expect(try color("clear").light == .clear)
        #expect(try color("lightText").light == RGBA(red: 1, green: 1, blue: 1, alpha: 0.6))
    }

    @Test func blueIsNotSystemBlue() throws {
        #expect(try color("blue") != color("systemBlue"))
    }

    @Test func fixedColorsDoNotAdaptAndSystemColorsDo() throws {
        let fixedNames: Set = [
            "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
            "magenta", "orange", "purple", "brown", "clear", "lightText", "darkText",
        ]
        for systemColor in SystemColor.all {
            let isFixed = fixedNames.contains(systemColor.name)
            #expect(systemColor.isAdaptive == !isFixed, "\(systemColor.name)")
            if isFixed {
                #expect(systemColor.color.isFixed, "\(systemColor.name)")
            } else {
                #expect(systemColor.color.light != systemColor.color.dark || systemColor.name == "systemGray")
            }
        }
    }

    @Test func tintColorResolvesToSystemBlue() throws {
        #expect(try color("tintColor") == color("systemBlue"))
    }

    @Test func everyValueIsAnExactEightBitColorOrADocumentedFraction() {
        for systemColor in SystemColor.all where systemColor.isAdaptive {
            for appearance in ColorAppearance.allCases {
                let value = systemColor.color.value(for: appearance)
                for channel in [value.red, value.green, value.blue] {
                    let scaled = channel * 255
                    #expect(abs(scaled - scaled.rounded()) < 1e-9, "\(systemColor.name) \(appearance)")
                }
            }
        }
    }
}
