/// Derives entity names from Swift names: `makeBrandAppearance` → `brand`, `TallTealAppearance` →
/// `tall-teal`, `signalRed` → `signal-red`, `Spacer70NavigationBar` → `spacer-70`.
enum NameDeriver {
    /// Words that say what a name is rather than which one, dropped from hints.
    static let noiseWords: Set<String> = [
        "make", "create", "build", "configure", "setup", "set", "up", "apply", "get", "appearance",
        "appearances",
        "navigation", "nav", "bar", "tab", "toolbar", "controller", "view", "sheet", "sheets", "color",
        "colors",
        "custom", "default", "global", "globally", "style", "theme", "app", "delegate", "the", "new", "ui",
        "my",
        "layout", "for", "with", "standard", "scroll", "edge", "compact", "common", "init", "did", "load",
        "will",
        "appear", "finish", "launching", "application", "scene", "on",
    ]

    /// The words of a Swift name, lowercased: `makeBrandAppearance` → make, brand, appearance.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if character == "_" || character == "-" || character == "." || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous {
                let boundary =
                    (character.isUppercase && !previous.isUppercase)
                    || (character.isNumber && !previous.isNumber)
                    || (!character.isNumber && previous.isNumber)
                if boundary, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }.filter { word in
            word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// `signalRed` → `signal-red`, made a valid entity name (or empty).
    static func kebab(_ name: String) -> String {
        valid(words(name).joined(separator: "-"))
    }

    /// The hint for a variable: its meaningful words, or `nil` when it has none (`appearance`).
    static func hint(variable: String) -> String? {
        let meaningful = words(variable).filter { !noiseWords.contains($0) }
        let result = valid(meaningful.joined(separator: "-"))
        return result.isEmpty ? nil : result
    }

    /// The hint for a function (falling back to its type): `makeBrandAppearance` → `brand`;
    /// `BaseAppearance.standard` → `base`.
    static func hint(function: String, typeName: String?) -> String {
        if let named = hint(variable: function) { return named }
        return typeName.map { hint(typeName: $0) } ?? ""
    }

    /// The hint for a type: `TallTealAppearance` → `tall-teal`, `SettingsNavigationController` → `settings`.
    static func hint(typeName: String) -> String {
        let all = words(typeName)
        var stripped = all
        for suffix in [["appearance"], ["sheet"], ["navigation", "bar"], ["navigation", "controller"]]
        where stripped.count > suffix.count && Array(stripped.suffix(suffix.count)) == suffix {
            stripped.removeLast(suffix.count)
        }
        let meaningful = stripped.filter { !noiseWords.contains($0) }
        return valid((meaningful.isEmpty ? stripped : meaningful).joined(separator: "-"))
    }

    /// `name` cut to the entity-name rule: starts with a letter, at most 64 characters.
    static func valid(_ name: String) -> String {
        var result = String(name.drop { !($0.isLetter && $0.isASCII) })
        if result.count > 60 { result = String(result.prefix(60)) }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// Words of an expression that say what kind of value it is, not which one: left out of a
    /// placeholder's name (`Asset.Colors.brandBlue.color` → `brand-blue`).
    static let placeholderNoise: Set<String> = [
        "UIColor", "Color", "UIImage", "Image", "UIFont", "named", "init", "color", "uiColor", "cgColor",
        "swiftUIColor", "image", "uiImage", "current", "shared", "self", "Self", "R", "Asset", "Assets",
        "Colors", "Images", "make", "with", "resource", "asset",
    ]

    /// The name of a placeholder for `expression`: the last identifier in it that says which value it is
    /// (`Theme.current.barColor` → `bar-color`, `UIColor(named: assetName)` → `asset-name`), never empty.
    static func placeholderName(_ expression: String) -> String {
        var identifiers: [String] = []
        var current = ""
        var inString = false
        // Identifiers outside string literals: `UIImage.gradient(named: "x")` is named after `gradient`.
        for character in expression + " " {
            if character == "\"" { inString.toggle() }
            if inString {
                current = ""
            } else if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, first.isLetter || first == "_" { identifiers.append(current) }
                current = ""
            }
        }
        let meaningful = identifiers.filter { !placeholderNoise.contains($0) }
        for identifier in meaningful.reversed() {
            let name = kebab(identifier)
            if !name.isEmpty { return name }
        }
        return "placeholder"
    }
}
