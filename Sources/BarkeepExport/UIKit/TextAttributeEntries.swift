internal import BarkeepCore

/// The entries of one text-attribute dictionary, from the rows of its group: colour, kern, baseline
/// offset and the underline and strikethrough styles as they are, the font components as one `UIFont`,
/// the shadow components as one `NSShadow`, the paragraph components as one `NSParagraphStyle`.
struct TextAttributeEntries {
    /// The `NSAttributedString.Key` spelling and value of each entry, sorted by key.
    let entries: [(key: String, value: SwiftExpression)]

    /// The name of the file-level function that builds an `NSShadow` (see ``shadowFunction``).
    static let shadowFunctionName = "barkeepShadow"

    /// The entries `fields` (the rows of `set`) make.
    /// `scalesWithMetrics` is false where `UIFontMetrics` (iOS 11) is not available.
    init(
        _ set: TextAttributeSet, _ fields: [ResolvedField], expressions: UIKitExpressions,
        scalesWithMetrics: Bool = true
    ) {
        var font = FontExpression(
            defaultPointSize: set.defaultPointSize, scalesWithMetrics: scalesWithMetrics)
        var shadow: [ShadowComponent: SwiftExpression] = [:]
        var paragraph: [ParagraphComponent: SwiftExpression] = [:]
        var entries: [(key: String, value: SwiftExpression)] = []
        for field in fields {
            guard case .textAttribute(_, let attribute) = field.spec.uikitTarget else { continue }
            switch attribute {
            case .foregroundColor, .kern, .baselineOffset, .underline, .strikethrough:
                guard let value = expressions.expression(field.value, spec: field.spec) else { continue }
                entries.append((attribute.key, value))
            case .font(let component):
                guard case .value(let value) = field.value else { continue }
                font.set(component, value)
            case .shadow(let component):
                guard let value = expressions.expression(field.value, spec: field.spec) else { continue }
                shadow[component] = value
            case .paragraph(let component):
                guard let value = expressions.expression(field.value, spec: field.spec) else { continue }
                paragraph[component] = value
            }
        }
        if let expression = font.expression {
            entries.append((TextAttribute.font(.size).key, expression))
        }
        if !shadow.isEmpty {
            let offset = SwiftExpression.call(
                "CGSize",
                [
                    SwiftArgument("width", shadow[.offsetHorizontal] ?? .atom("0")),
                    SwiftArgument("height", shadow[.offsetVertical] ?? .atom("0")),
                ])
            let call = SwiftExpression.call(
                Self.shadowFunctionName,
                [
                    SwiftArgument("color", shadow[.color] ?? .atom("nil")), SwiftArgument("offset", offset),
                    SwiftArgument("blur", shadow[.blur] ?? .atom("0")),
                ])
            entries.append((TextAttribute.shadow(.color).key, call))
        }
        if !paragraph.isEmpty {
            let call = SwiftExpression.call(
                Self.paragraphStyleFunctionName,
                ParagraphComponent.allCases.map { SwiftArgument($0.rawValue, paragraph[$0] ?? .atom("nil")) })
            entries.append((TextAttribute.paragraph(.alignment).key, call))
        }
        self.entries = entries.sorted { $0.key < $1.key }
    }

    /// The name of the file-level function that builds an `NSParagraphStyle` (see
    /// ``paragraphStyleFunction``).
    static let paragraphStyleFunctionName = "barkeepParagraphStyle"

    /// The file-level function generated code builds paragraph styles with: only what is given changes
    /// from the default style.
    static let paragraphStyleFunction = [
        "/// A paragraph style for `NSAttributedString.Key.paragraphStyle`.",
        "private func \(paragraphStyleFunctionName)(",
        "    alignment: NSTextAlignment?, lineBreakMode: NSLineBreakMode?",
        ") -> NSParagraphStyle {",
        "    let style = NSMutableParagraphStyle()",
        "    if let alignment { style.alignment = alignment }",
        "    if let lineBreakMode { style.lineBreakMode = lineBreakMode }",
        "    return style",
        "}",
    ]

    /// The file-level function generated code builds text shadows with.
    static let shadowFunction = [
        "/// A text shadow for `NSAttributedString.Key.shadow`.",
        "private func \(shadowFunctionName)(color: UIColor?, offset: CGSize, blur: CGFloat) -> NSShadow {",
        "    let shadow = NSShadow()",
        "    shadow.shadowColor = color",
        "    shadow.shadowOffset = offset",
        "    shadow.shadowBlurRadius = blur",
        "    return shadow",
        "}",
    ]
}
