/// The table of UIKit colours behind `system:<name>`, and where every value comes from.
///
/// Fixed colours (`black` … `clear`): the component values in Apple's UIKit reference,
/// https://developer.apple.com/documentation/uikit/standard-colors and the `UIColor` property pages, e.g.
/// https://developer.apple.com/documentation/uikit/uicolor/blue ("RGB values of 0.0, 0.0, and 1.0") and
/// https://developer.apple.com/documentation/uikit/uicolor/lightgray ("grayscale value of 2/3").
///
/// Tints and grays (`systemRed` … `systemBrown`, `systemGray` … `systemGray6`): the "Default" and
/// "Increased contrast" light and dark sRGB values of the iOS/iPadOS system-colour and system-gray
/// tables in Apple's Human Interface Guidelines,
/// https://developer.apple.com/design/human-interface-guidelines/color (formerly …/foundations/color/),
/// as published for iOS 15–18. Cross-checked against Flutter's copy of the same tables, `CupertinoColors`
/// in flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart, which agrees except where it kept
/// iOS 13 values (teal 90,200,250; yellow's increased-contrast light 160,90,0). The HIG's June 2025
/// revision for iOS 26 changed several tints (blue became 0,136,255); Barkeep keeps the iOS 15–18 values.
///
/// Semantic colours (labels, fills, backgrounds, separators, `link`, `placeholderText`) and the
/// non-adapting `lightText` (white at 0.6) and `darkText` (black): the HIG names them but gives no
/// numbers, so their values are the ones UIKit itself returns, as recorded by Flutter's `CupertinoColors`
/// (colors.dart above, 8-bit RGB) and by dumps of the resolved `UIColor`s with their opacities:
/// https://zenn.dev/kyome/articles/7a9ea6881cd3b0 and
/// https://gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53. Their alpha fractions
/// (0.6, 0.3, 0.18 …) are kept as UIKit has them rather than rounded to 8 bits. The HIG gives no
/// increased-contrast values for these colours, so those fall back to the normal light and dark values.
/// (UIKit itself adjusts several of them under Increase Contrast, e.g. secondaryLabel's alpha rises to
/// about 0.68; Flutter's table records those values, should previews ever need them.)
///
/// `tintColor` is the default tint, which resolves to `systemBlue`.
extension SystemColor {
    /// The colours UIKit never adapts: the classic `UIColor` class properties, `lightText` and `darkText`.
    static let fixedColors: [SystemColor] = [
        fixed("black", white: 0),
        fixed("darkGray", white: 1 / 3),
        fixed("lightGray", white: 2 / 3),
        fixed("white", white: 1),
        fixed("gray", white: 0.5),
        fixed("red", RGBA(red: 1, green: 0, blue: 0)),
        fixed("green", RGBA(red: 0, green: 1, blue: 0)),
        fixed("blue", RGBA(red: 0, green: 0, blue: 1)),
        fixed("cyan", RGBA(red: 0, green: 1, blue: 1)),
        fixed("yellow", RGBA(red: 1, green: 1, blue: 0)),
        fixed("magenta", RGBA(red: 1, green: 0, blue: 1)),
        fixed("orange", RGBA(red: 1, green: 0.5, blue: 0)),
        fixed("purple", RGBA(red: 0.5, green: 0, blue: 0.5)),
        fixed("brown", RGBA(red: 0.6, green: 0.4, blue: 0.2)),
        fixed("clear", .clear),
        fixed("lightText", white: 1, alpha: 0.6),
        fixed("darkText", white: 0),
    ]

    /// The dynamic colours: tints, grays and the semantic (element) colours.
    static let adaptiveColors: [SystemColor] = tints + grays + semanticColors + [tintColor]

    /// The system tints, with the HIG's increased-contrast values.
    private static let tints: [SystemColor] = [
        dynamic("systemRed", rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
        dynamic("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
        dynamic("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38)),
        dynamic("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
        dynamic("systemMint", rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207)),
        dynamic("systemTeal", rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)),
        dynamic("systemCyan", rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
        systemBlue,
        dynamic("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
        dynamic("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
        dynamic("systemPink", rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
        dynamic("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),
    ]

    /// The six system grays, with the HIG's increased-contrast values.
    private static let grays: [SystemColor] = [
        dynamic("systemGray", rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
        dynamic("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)),
        dynamic("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)),
        dynamic("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)),
        dynamic("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)),
        dynamic("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
    ]

    /// The element colours; the HIG gives no increased-contrast values, so those equal the normal ones.
    private static let semanticColors: [SystemColor] = [
        dynamic("label", rgb(0, 0, 0), rgb(255, 255, 255)),
        dynamic("secondaryLabel", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        dynamic("tertiaryLabel", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        dynamic("quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
        dynamic("placeholderText", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        dynamic("link", rgb(0, 122, 255), rgb(9, 132, 255)),
        dynamic("separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        dynamic("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58)),
        dynamic("systemFill", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        dynamic("secondarySystemFill", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        dynamic("tertiarySystemFill", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        dynamic("quaternarySystemFill", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
        dynamic("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0)),
        dynamic("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30)),
        dynamic("tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46)),
        dynamic("systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0)),
        dynamic("secondarySystemGroupedBackground", rgb(255, 255, 255), rgb(28, 28, 30)),
        dynamic("tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46)),
    ]

    /// UIKit's blue tint, also the value `tintColor` resolves to by default.
    private static let systemBlue = dynamic(
        "systemBlue", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)
    )

    /// The default tint colour, which resolves to `systemBlue`.
    private static let tintColor = SystemColor(name: "tintColor", isAdaptive: true, color: systemBlue.color)

    /// A fixed colour entry.
    private static func fixed(_ name: String, _ value: RGBA) -> SystemColor {
        SystemColor(name: name, isAdaptive: false, color: AdaptiveColor(light: value))
    }

    /// A fixed gray entry from UIKit's `white` component (0 black … 1 white).
    private static func fixed(_ name: String, white: Double, alpha: Double = 1) -> SystemColor {
        fixed(name, RGBA(red: white, green: white, blue: white, alpha: alpha))
    }

    /// A dynamic colour entry; missing increased-contrast values fall back to the normal ones.
    private static func dynamic(
        _ name: String,
        _ light: RGBA,
        _ dark: RGBA,
        _ lightHighContrast: RGBA? = nil,
        _ darkHighContrast: RGBA? = nil
    ) -> SystemColor {
        let color = AdaptiveColor(
            light: light,
            dark: dark,
            lightHighContrast: lightHighContrast,
            darkHighContrast: darkHighContrast
        )
        return SystemColor(name: name, isAdaptive: true, color: color)
    }

    /// An sRGB colour from 8-bit channels and an alpha fraction.
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> RGBA {
        RGBA(red255: red, green255: green, blue255: blue, alpha: alpha)
    }
}
