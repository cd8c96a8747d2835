/// A font as text-attribute fields: any of family name, size, weight and text style.
struct FontDescription: Sendable {
    /// The font name (or fallback list) for the `font` field.
    var name: String?
    /// The point size.
    var size: Double?
    /// The weight's catalogue name (`semibold`).
    var weight: String?
    /// The text style's catalogue name (`headline`).
    var textStyle: String?

    /// The fields relative to a text-attribute prefix.
    var fields: [(key: String, value: String)] {
        var result: [(String, String)] = []
        if let name { result.append(("font", name)) }
        if let size { result.append(("size", SwiftNumberText.format(size))) }
        if let weight { result.append(("weight", weight)) }
        if let textStyle { result.append(("textStyle", textStyle)) }
        return result
    }
}
