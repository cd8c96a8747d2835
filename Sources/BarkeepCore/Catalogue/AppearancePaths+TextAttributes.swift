/// The text-attribute rows every title, large title, button state and item state shares.
extension AppearancePaths {
    /// The text-attribute keys under `prefix` (`title`, `largeTitle`, `button.normal.title`…), with the
    /// paragraph keys (alignment, line-break mode) where `paragraph` says the text is a title that can
    /// take them.
    static func textAttributes(
        _ prefix: String, _ set: TextAttributeSet, what: String, paragraph: Bool = false
    )
        -> [Key]
    {
        var keys = [
            Key(
                key: "\(prefix).color", type: .color, uikit: .textAttribute(set, .foregroundColor),
                help: "Colour of the \(what) text."),
            Key(
                key: "\(prefix).font", type: .text, uikit: .textAttribute(set, .font(.face)),
                help: "Font of the \(what): system, a family name or a PostScript name."),
            Key(
                key: "\(prefix).size", type: .number(1...200), uikit: .textAttribute(set, .font(.size)),
                help: "Point size of the \(what) font."),
            Key(
                key: "\(prefix).weight", type: .choice(ChoiceSet(FontWeight.self)),
                uikit: .textAttribute(set, .font(.weight)), help: "Weight of the \(what) font."),
            Key(
                key: "\(prefix).textStyle", type: .choice(ChoiceSet(TextStyle.self)),
                uikit: .textAttribute(set, .font(.textStyle)),
                help: "Dynamic Type style the \(what) font scales with."),
            Key(
                key: "\(prefix).kern", type: .number(-100...100), uikit: .textAttribute(set, .kern),
                help: "Letter spacing of the \(what), in points."),
            Key(
                key: "\(prefix).baselineOffset", type: .number(-100...100),
                uikit: .textAttribute(set, .baselineOffset),
                help: "How far the \(what) sits above its baseline, in points."),
            Key(
                key: "\(prefix).shadow.color", type: .color, uikit: .textAttribute(set, .shadow(.color)),
                help: "Colour of the \(what)'s shadow."),
            Key(
                key: "\(prefix).shadow.offset.horizontal", type: .number(-100...100),
                uikit: .textAttribute(set, .shadow(.offsetHorizontal)),
                help: "Horizontal offset of the \(what)'s shadow, in points."),
            Key(
                key: "\(prefix).shadow.offset.vertical", type: .number(-100...100),
                uikit: .textAttribute(set, .shadow(.offsetVertical)),
                help: "Vertical offset of the \(what)'s shadow, in points."),
            Key(
                key: "\(prefix).shadow.blur", type: .number(0...100),
                uikit: .textAttribute(set, .shadow(.blur)),
                help: "Blur radius of the \(what)'s shadow, in points."),
            Key(
                key: "\(prefix).underline", type: .choice(ChoiceSet(TextLineStyle.self)),
                uikit: .textAttribute(set, .underline), help: "Line under the \(what)."),
            Key(
                key: "\(prefix).strikethrough", type: .choice(ChoiceSet(TextLineStyle.self)),
                uikit: .textAttribute(set, .strikethrough), help: "Line through the \(what)."),
        ]
        guard paragraph else { return keys }
        keys += [
            Key(
                key: "\(prefix).alignment", type: .choice(ChoiceSet(TextAlignment.self)),
                uikit: .textAttribute(set, .paragraph(.alignment)),
                help: "Alignment of the \(what)'s lines (its paragraph style)."),
            Key(
                key: "\(prefix).lineBreakMode", type: .choice(ChoiceSet(LineBreakMode.self)),
                uikit: .textAttribute(set, .paragraph(.lineBreakMode)),
                help: "How the \(what) wraps or is truncated when it does not fit (its paragraph style)."),
        ]
        return keys
    }
}
