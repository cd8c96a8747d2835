internal import BarkeepCore

/// How palette colour names and asset-catalog names map to each other.
///
/// - Export: a colour that names an asset (`asset=BrandPrimary`) is written under that name, since
///   generated code loads it by that name; any other colour under its own name, dots kept
///   (`brand.primary.colorset`: Xcode allows dots in names). A `/` in an asset name is a group
///   folder that provides a namespace (`Brand/Primary` → `Brand/Primary.colorset`).
/// - Import: a colour set whose name is a Barkeep name keeps it; another (`BrandPrimary`,
///   `Brand/Primary`, `Accent Color`) becomes a lowercase name (`brand-primary`, `brand.primary`,
///   `accent-color`) and keeps its asset name in `asset`, so an export writes it back under that name
///   and generated code finds it in the app's catalog.
enum AssetCatalogNames {
    /// The palette name an asset name becomes: the asset name itself when Barkeep allows it, else its
    /// words in lowercase joined by `-`, namespaces by `.`; nil when nothing of it can be a name.
    static func paletteName(forAsset asset: String) -> String? {
        if EntityNameRule.isValid(asset) { return asset }
        let segments = asset.split(separator: "/").map { words(of: $0).joined(separator: "-") }
        var name = segments.filter { !$0.isEmpty }.joined(separator: ".")
        if let first = name.first, !first.isLetter { name = "color-" + name }
        name = String(name.prefix(EntityNameRule.maximumLength))
        while name.hasSuffix("-") || name.hasSuffix(".") { name.removeLast() }
        return EntityNameRule.isValid(name) ? name : nil
    }

    /// The lowercase ASCII words of `text`: split at anything but letters and digits, and where a
    /// lowercase letter or digit meets an uppercase one (`BrandPrimary` → `brand`, `primary`;
    /// `URLBar` → `url`, `bar`).
    static func words(of text: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let last = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(Character(character.lowercased()))
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
