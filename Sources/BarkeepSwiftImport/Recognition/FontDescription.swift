internal import BarkeepCore

/// A font as text-attribute fields: any of family name, size, weight and text style.
struct FontDescription: Sendable {
    /// The font name (or fallback list): the face.
    var name: String?
    /// The point size.
    var size: Double?
    /// The weight's catalogue name (`semibold`).
    var weight: String?
    /// The text style's catalogue name (`headline`).
    var textStyle: String?

    /// The font's parts that are set, each with its field text.
    var components: [(component: FontComponent, text: String)] {
        var result: [(FontComponent, String)] = []
        if let name { result.append((.face, name)) }
        if let size { result.append((.size, SwiftNumberText.format(size))) }
        if let weight { result.append((.weight, weight)) }
        if let textStyle { result.append((.textStyle, textStyle)) }
        return result
    }
}
