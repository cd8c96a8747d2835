internal import BarkeepCore

/// The one `UIFont` a text-attribute set's font rows make: a face (or fallback list), size, weight and
/// the Dynamic Type style it scales with.
struct FontExpression {
    /// The size when no row gives one and no text style implies one.
    let defaultPointSize: Double
    /// The faces in order of preference; `system` means the system font.
    private var faces: [String] = []
    /// The point size, if set.
    private var size: Double?
    /// The weight's Swift spelling, if set.
    private var weight: String?
    /// The text style, if set.
    private var textStyle: TextStyle?

    /// Whether `UIFontMetrics` (iOS 11) may scale the font; without it a text style only sets the size.
    let scalesWithMetrics: Bool

    /// Creates an empty font with `defaultPointSize`.
    init(defaultPointSize: Double, scalesWithMetrics: Bool = true) {
        self.defaultPointSize = defaultPointSize
        self.scalesWithMetrics = scalesWithMetrics
    }

    /// Records one component's value.
    mutating func set(_ component: FontComponent, _ value: FieldValue) {
        switch (component, value) {
        case (.face, .text(let text)):
            faces = text.split(separator: ",").map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
        case (.size, .number(let points)):
            size = points
        case (.weight, .choice(let word)):
            weight = FontWeight(rawValue: word)?.swiftSpelling
        case (.textStyle, .choice(let word)):
            textStyle = TextStyle(rawValue: word)
        default:
            break
        }
    }

    /// `UIFont(name:size:) ?? … ?? UIFont.systemFont(ofSize:weight:)`, wrapped in `UIFontMetrics` when a
    /// text style is set; nil when no font row is set.
    var expression: SwiftExpression? {
        guard !faces.isEmpty || size != nil || weight != nil || textStyle != nil else { return nil }
        let points = SwiftExpression.atom(
            UIKitExpressions.number(size ?? textStyle?.defaultPointSize ?? defaultPointSize))
        let system = SwiftExpression.call(
            "UIFont.systemFont",
            [SwiftArgument("ofSize", points)] + (weight.map { [SwiftArgument("weight", .atom($0))] } ?? []))
        let named = faces.filter { $0 != "system" }.map {
            SwiftExpression.call(
                "UIFont",
                [SwiftArgument("name", .atom(SwiftLiteral.string($0))), SwiftArgument("size", points)])
        }
        let base = named.isEmpty ? system : SwiftExpression.coalesce(named + [system])
        guard let textStyle, scalesWithMetrics else { return base }
        return .call(
            "UIFontMetrics(forTextStyle: \(textStyle.swiftSpelling)).scaledFont", [SwiftArgument("for", base)]
        )
    }
}

extension Substring {
    /// The text without leading and trailing `character`s.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var text = self
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return String(text)
    }
}
