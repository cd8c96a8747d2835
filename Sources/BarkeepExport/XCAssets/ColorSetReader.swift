internal import BarkeepCore

/// Reads one colour set's `Contents.json` into the texts of a palette colour's `light`, `dark`,
/// `lightHighContrast` and `darkHighContrast` fields.
///
/// - Entries of the `universal` idiom are read; others (`iphone`, `mac` …) are noted and left out, and a
///   set with no universal value for "Any" (or Light) is skipped with a note.
/// - Appearances: none or `luminosity` `light` is light (an explicit Light entry wins over Any), `dark`
///   is dark, `contrast` `high` with either is the Increase Contrast value. Other appearances, and
///   entries for the Display P3 gamut only, are noted and left out. An entry without `color` is an
///   appearance left unset in Xcode.
/// - Colours: `reference` to a UIKit colour (`systemBlueColor`) is `system:systemBlue`; components in
///   `srgb`, `extended-srgb`, `extended-linear-srgb`, `display-p3` (converted to sRGB), `gray-gamma-22`
///   and `extended-gray` (`white`). Components past 0…1 are refused in `srgb`, `display-p3` and
///   `gray-gamma-22`, and clamped with a note in the extended spaces; a Display P3 colour outside sRGB
///   is clamped with a note.
/// - A variant equal to what it falls back to (`dark` to `light`, `darkHighContrast` to `dark`) is left
///   unset, as the palette writes it.
struct ColorSetReader {
    /// The field texts, by appearance.
    private(set) var values: [ColorAppearance: String] = [:]
    /// What was left out or changed, one line each, without the file.
    private(set) var notes: [String] = []
    /// Why the whole set is skipped, if it is.
    private(set) var skipReason: String?
    /// How specific the entry each appearance's value came from is (an explicit Light beats Any).
    private var specificity: [ColorAppearance: Int] = [:]
    /// The file's path inside the catalog, for errors.
    private let file: String

    /// Reads `text`, the file at `file`.
    init(_ text: String, file: String) throws(AssetCatalogReadError) {
        self.file = file
        let root = try AssetCatalogReadError.object(text, file: file)
        guard let colors = root["colors"] else {
            throw AssetCatalogReadError(
                file: file, line: root.line, "a colour set's Contents.json has no \"colors\"")
        }
        guard case .array(let entries) = colors.content else {
            throw AssetCatalogReadError(
                file: file, line: colors.line, "\"colors\" is \(colors.typeName), not an array")
        }
        for entry in entries { try read(entry) }
        guard let light = values[.light] else {
            skipReason = "no universal value for the Any or Light appearance"
            return
        }
        let dark = values[.dark] ?? light
        if values[.dark] == light { values[.dark] = nil }
        if values[.lightHighContrast] == light { values[.lightHighContrast] = nil }
        if values[.darkHighContrast] == dark { values[.darkHighContrast] = nil }
    }

    /// Reads one entry of `colors`.
    private mutating func read(_ entry: JSONNode) throws(AssetCatalogReadError) {
        guard entry.members != nil else {
            throw AssetCatalogReadError(
                file: file, line: entry.line, "an entry of \"colors\" is \(entry.typeName), not an object")
        }
        let idiom = entry["idiom"]?.string ?? "universal"
        guard idiom == "universal" else {
            notes.append("line \(entry.line): the \(idiom) idiom is left out (Barkeep reads universal)")
            return
        }
        if let gamut = entry["display-gamut"]?.string, gamut != "sRGB" {
            notes.append("line \(entry.line): the \(gamut) gamut entry is left out (Barkeep reads sRGB)")
            return
        }
        guard let appearance = try appearance(of: entry) else { return }
        guard let color = entry["color"] else { return }
        guard let text = try colorText(color) else { return }
        let rank = appearance.specificity
        if let earlier = specificity[appearance.slot], earlier >= rank { return }
        specificity[appearance.slot] = rank
        values[appearance.slot] = text
    }

    /// The palette appearance an entry is for, with how specific it is; nil (noted) for appearances
    /// Barkeep has no value for.
    private mutating func appearance(of entry: JSONNode) throws(AssetCatalogReadError)
        -> (slot: ColorAppearance, specificity: Int)?
    {
        var isDark = false
        var highContrast = false
        var specificity = 0
        guard let list = entry["appearances"] else { return (.light, 0) }
        guard case .array(let items) = list.content else {
            throw AssetCatalogReadError(
                file: file, line: list.line, "\"appearances\" is \(list.typeName), not an array")
        }
        for item in items {
            let kind = item["appearance"]?.string
            let value = item["value"]?.string
            switch (kind, value) {
            case ("luminosity", "light"): specificity += 1
            case ("luminosity", "dark"): isDark = true
            case ("contrast", "high"): highContrast = true
            default:
                notes.append(
                    "line \(item.line): the appearance \(kind ?? "?")=\(value ?? "?") is left out (Barkeep reads "
                        + "light, dark and high contrast)")
                return nil
            }
        }
        let slot: ColorAppearance =
            isDark ? (highContrast ? .darkHighContrast : .dark) : (highContrast ? .lightHighContrast : .light)
        return (slot, specificity)
    }

    /// The field text of a `color` object; nil (noted) for a reference Barkeep does not know.
    private mutating func colorText(_ color: JSONNode) throws(AssetCatalogReadError) -> String? {
        guard color.members != nil else {
            throw AssetCatalogReadError(
                file: file, line: color.line, "\"color\" is \(color.typeName), not an object")
        }
        if let reference = color["reference"] {
            guard let name = reference.string else {
                throw AssetCatalogReadError(
                    file: file, line: reference.line, "\"reference\" is \(reference.typeName), not a string")
            }
            let uikitName = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            guard let system = SystemColor.named(uikitName) else {
                skipReason =
                    "line \(reference.line): the colour reference '\(name)' is no UIKit colour Barkeep knows"
                return nil
            }
            return ColorValue.system(system).canonicalText
        }
        return try ColorSetSpace.rgba(of: color, file: file, notes: &notes).hexString
    }
}
