internal import BarkeepStore

/// A parsed, validated field value.
public enum FieldValue: Hashable, Sendable {
    /// Explicitly UIKit's own default (different from unset, which inherits).
    case uikitDefault
    case color(ColorValue)
    case image(ImageValue)
    case number(Double)
    case choice(String)
    case bool(Bool)
    case text(String)
    case detents([Detent])
    case detentIdentifier(String)
    case backgroundInteraction(BackgroundInteraction)
    case toolbarItems([ToolbarItem])
    case platforms([Platform])
    case version(IOSVersion)
    /// Another entity, by name.
    case member(String)
    /// Other entities, by name, in order.
    case members([String])

    /// The canonical text form, as `set` accepts it and `show` prints it.
    public var canonicalText: String {
        switch self {
        case .uikitDefault: return "default"
        case .color(let color): return color.canonicalText
        case .image(let image): return image.canonicalText
        case .number(let number): return NumberFormatting.canonical(number)
        case .choice(let text), .text(let text), .detentIdentifier(let text), .member(let text):
            return text
        case .version(let version): return version.description
        case .backgroundInteraction(let interaction): return interaction.canonicalText
        case .bool(let flag): return flag ? "true" : "false"
        case .detents(let detents): return detents.map(\.canonicalText).joined(separator: ",")
        case .toolbarItems(let items): return items.map(\.canonicalText).joined(separator: ",")
        case .platforms(let platforms): return platforms.map(\.rawValue).joined(separator: ",")
        case .members(let names): return names.joined(separator: ",")
        }
    }

    /// The entities the value refers to: a palette colour, or theme members.
    public func references(for spec: FieldSpec) -> [(kind: EntityKind, name: String)] {
        switch (self, spec.type) {
        case (.color(.reference(let name)), _): return [(.palette, name)]
        case (.member(let name), .member(let kind, _)): return [(kind, name)]
        case (.members(let names), .members(let kind)): return names.map { (kind, $0) }
        default: return []
        }
    }

    /// The value as stored: references by name (so renames follow), everything else as text.
    func stored(for spec: FieldSpec) -> [StoredValue] {
        let references = references(for: spec)
        if references.isEmpty { return [.literal(canonicalText)] }
        return references.map { .reference($0.kind, $0.name) }
    }

    /// Reads a stored value back.
    static func fromStored(_ values: [StoredValue], spec: FieldSpec) throws(FieldValueError)
        -> FieldValue
    {
        let text: String
        switch spec.type {
        case .color:
            if case .reference(_, let name) = values.first {
                text = "{\(name)}"
            } else {
                text = literalText(values)
            }
        case .member, .members:
            text = values.map {
                switch $0 {
                case .reference(_, let name): return name
                case .literal(let literal): return literal
                }
            }.joined(separator: ",")
        default:
            text = literalText(values)
        }
        return try FieldValueParser.parse(text, for: spec)
    }

    /// Reads the first stored row of a field whose value is one row (every type but theme members):
    /// what ``fromStored(_:spec:)`` gives for that row, read straight from its bytes when the stored text
    /// has a fast form (a hex colour, a reference to a validly named palette colour), through
    /// `fromStored` otherwise.
    static func fromStored(_ row: StoredFieldRow, spec: FieldSpec) throws(FieldValueError) -> FieldValue {
        if case .color = spec.type {
            if let reference = row.reference {
                if EntityNameRule.isValid(reference.name) { return .color(.reference(reference.name)) }
            } else if let literal = row.literal, let color = ColorValue.hexColor(utf8: literal) {
                return .color(color)
            }
        }
        return try fromStored([row.storedValue], spec: spec)
    }

    /// The text of a single literal value.
    private static func literalText(_ values: [StoredValue]) -> String {
        if case .literal(let text) = values.first { return text }
        return ""
    }
}
