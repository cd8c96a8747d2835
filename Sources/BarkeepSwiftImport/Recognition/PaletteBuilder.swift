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

    /// The field text of `color`: its literal, or a reference to its palette entry.
    mutating func text(for color: ColorReference) -> String {
        let sharedLiteral = color.literal != nil && (uses[color.identity]?.count ?? 0) > 1
        guard color.needsPalette || color.nameHint != nil || sharedLiteral else { return color.literal! }
        if let existing = entriesByIdentity[color.identity] { return "{\(existing.name)}" }
        var hint = color.nameHint ?? ""
        if hint.isEmpty, let literal = color.literal {
            hint =
                literal.hasPrefix("#")
                ? "color-" + literal.dropFirst().lowercased()
                : NameDeriver.kebab(String(literal.drop { $0 != ":" }.dropFirst()))
        }
        if hint.isEmpty { hint = "color" }
        let name = names.allocate(hint, kind: .palette)
        var entry = ImportedEntity(kind: .palette, name: name)
        var fields = color.paletteFields
        if let literal = color.literal { fields["light"] = literal }
        if let description = fields.removeValue(forKey: "description") { entry.description = description }
        for (key, value) in fields {
            var value = value
            if value.hasPrefix("{"), value.hasSuffix("}") {
                let referenced = String(value.dropFirst().dropLast())
                if let target = recognizer.namedColors[referenced] {
                    value = text(for: target)
                }
            }
            entry.fields[key] = value
        }
        entriesByIdentity[color.identity] = entry
        order.append(color.identity)
        return "{\(name)}"
    }

    /// The palette entries, referenced ones first.
    func entries() -> [ImportedEntity] {
        order.map { entriesByIdentity[$0]! }
    }
}
