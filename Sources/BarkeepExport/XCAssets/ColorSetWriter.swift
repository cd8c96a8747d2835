internal import BarkeepCore

/// Writes the `Contents.json` files of an asset catalog in Xcode's own shape and layout: sorted keys,
/// two-space indentation, `"key" : value`, sRGB components as three-decimal strings, and
/// `"info" : { "author" : "xcode", "version" : 1 }`.
enum ColorSetWriter {
    /// The `info` member every `Contents.json` of the catalog carries.
    static let info: JSONValue = .object(["author": .string("xcode"), "version": .integer(1)])

    /// The catalog's top `Contents.json`.
    static var catalogContents: String { text(.object(["info": info])) }

    /// The `Contents.json` of a group folder that names its colours (`Brand/Primary`).
    static var namespaceContents: String {
        text(.object(["info": info, "properties": .object(["provides-namespace": .bool(true)])]))
    }

    /// The `Contents.json` of the colour set of `color`: the universal value, then dark, Increase
    /// Contrast and dark with Increase Contrast, each written when the colour differs there (in the
    /// order Xcode lists them when those appearances are turned on).
    static func colorSetContents(_ color: AdaptiveColor) -> String {
        let hasDark = color.dark != color.light || color.darkHighContrast != color.lightHighContrast
        let hasHighContrast = color.lightHighContrast != color.light || color.darkHighContrast != color.dark
        var entries = [entry(color.light, appearances: [])]
        if hasDark { entries.append(entry(color.dark, appearances: [dark])) }
        if hasHighContrast { entries.append(entry(color.lightHighContrast, appearances: [highContrast])) }
        if hasDark, hasHighContrast {
            entries.append(entry(color.darkHighContrast, appearances: [dark, highContrast]))
        }
        return text(.object(["colors": .array(entries), "info": info]))
    }

    /// Xcode's appearance of dark mode.
    private static let dark: JSONValue = .object([
        "appearance": .string("luminosity"), "value": .string("dark"),
    ])

    /// Xcode's appearance of Increase Contrast.
    private static let highContrast: JSONValue = .object([
        "appearance": .string("contrast"), "value": .string("high"),
    ])

    /// One entry of `colors`: the universal idiom, the appearances (none for "Any"), the sRGB value.
    private static func entry(_ value: RGBA, appearances: [JSONValue]) -> JSONValue {
        var members: [String: JSONValue] = [
            "color": .object([
                "color-space": .string("srgb"),
                "components": .object([
                    "alpha": .string(ColorSetComponent.text(value.alpha)),
                    "blue": .string(ColorSetComponent.text(value.blue)),
                    "green": .string(ColorSetComponent.text(value.green)),
                    "red": .string(ColorSetComponent.text(value.red)),
                ]),
            ]),
            "idiom": .string("universal"),
        ]
        if !appearances.isEmpty { members["appearances"] = .array(appearances) }
        return .object(members)
    }

    /// `value` in the pretty layout, ending with a newline as Xcode's files do.
    private static func text(_ value: JSONValue) -> String {
        CanonicalJSON.text(value, pretty: true) + "\n"
    }
}
