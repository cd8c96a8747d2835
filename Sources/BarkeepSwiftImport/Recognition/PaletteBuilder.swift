internal import BarkeepCore

/// Decides which colours become palette entries — those used by more than one field (one field in
/// several variants counts once), those named by a
/// property or variable, and those only a palette entry can express (assets, light/dark providers,
/// placeholders) — and writes the field text of every colour.
struct PaletteBuilder {
    /// The recogniser, for named colours that aliases point at.
    let recognizer: SwiftBarRecognizer
    /// The names handed out.
    var names: NameAllocator
    /// The places each colour identity is used: entity and field path without its variant, so the
    /// same object applied to several variants counts once.
    private var uses: [String: Set<String>] = [:]
    /// Palette entries by colour identity.
    private var entriesByIdentity: [String: ImportedEntity] = [:]
    /// Entry names in order of creation.
    private var order: [String] = []

    /// Creates a builder.
    init(recognizer: SwiftBarRecognizer, names: NameAllocator) {
        self.recognizer = recognizer
        self.names = names
    }

    /// Counts the colours among the fields of entity `key`; a field set in several variants counts once.
    mutating func count(_ key: String, _ fields: [String: FieldSetting]) {
        for (path, setting) in fields {
            guard case .color(let color) = setting.value else { continue }
            var parts = path.split(separator: ".").map(String.init)
            if let first = parts.first, Variant(rawValue: first) != nil { parts.removeFirst() }
            uses[color.identity, default: []].insert(key + "|" + parts.joined(separator: "."))
        }
    }

    /// The field text of `color`: its literal, or a reference to its palette entry. A placeholder is
    /// reported on its expression's line, naming the field that uses it (`usedBy`).
    mutating func text(for color: ColorReference, usedBy: String) -> String {
        let sharedLiteral = color.literal != nil && (uses[color.identity]?.count ?? 0) > 1
        guard color.needsPalette || color.nameHint != nil || sharedLiteral else { return color.literal! }
        if let existing = entriesByIdentity[color.identity] {
            reportPlaceholder(color, name: existing.name, usedBy: usedBy)
            return "{\(existing.name)}"
        }
        var hint = color.nameHint ?? ""
        if hint.isEmpty, let literal = color.literal {
            hint =
                literal.hasPrefix("#")
                ? "color-" + literal.dropFirst().lowercased()
                : NameDeriver.kebab(String(literal.drop { $0 != ":" }.dropFirst()))
        }
        if hint.isEmpty { hint = "color" }
        let name = names.allocate(hint, kind: .palette)
        reportPlaceholder(color, name: name, usedBy: usedBy)
        var entry = ImportedEntity(kind: .palette, name: name)
        var fields = color.paletteFields
        if let literal = color.literal { fields[.light] = literal }
        for (field, value) in fields {
            var value = value
            if value.hasPrefix("{"), value.hasSuffix("}") {
                let referenced = String(value.dropFirst().dropLast())
                if let target = recognizer.namedColors[referenced] {
                    value = text(for: target, usedBy: "palette colour \(name)")
                }
            }
            entry.fields[field.path] = value
        }
        if color.isPlaceholder {
            entry.description =
                "Placeholder for \(color.source) (\(color.location)), first used by \(usedBy): set its real value."

        }
        entriesByIdentity[color.identity] = entry
        order.append(color.identity)
        return "{\(name)}"
    }

    /// Reports a use of placeholder `color` (palette colour `name`) on its expression's line; the same
    /// expression is one palette colour wherever it is written.
    private func reportPlaceholder(_ color: ColorReference, name: String, usedBy: String) {
        guard color.isPlaceholder, let origin = color.origin else { return }
        recognizer.report.placeholder(
            origin,
            "colour \(color.source) \(color.placeholderReason ?? "cannot be evaluated"): palette colour '\(name)' "
                + "(one per expression) stands for it with light=\(SwiftBarRecognizer.placeholderLight) (magenta, so "
                + "it shows), for \(usedBy); set its real value")
    }

    /// The palette entries, referenced ones first.
    func entries() -> [ImportedEntity] {
        order.map { entriesByIdentity[$0]! }
    }
}
