internal import BarkeepCore

extension SwiftBarRecognizer {
    /// The colour an initializer of `UIColor` or SwiftUI's `Color` builds.
    func color(
        _ type: String, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int, source: String
    ) -> ColorReference {
        let labels = arguments.map { $0.label ?? "_" }
        if labels.contains("red") {
            if case .color(let color) = colorFromComponents(arguments, scope, line: line, source: source) {
                return color
            }
        }
        if labels.first == "white" {
            let white = evaluate(arguments[0].value, scope).number
            let alpha =
                arguments.first { $0.label == "alpha" }.flatMap { evaluate($0.value, scope).number } ?? 1
            if let white {
                return literalColor(
                    RGBA(red: white, green: white, blue: white, alpha: alpha), source: source, line: line)
            }
        }
        if ["named", "asset", "resource"].contains(labels.first)
            || (type == "Color" && labels.first == "_" && arguments.count == 1)
        {
            switch evaluate(arguments[0].value, scope) {
            case .string(let asset), .assetReference(let asset):
                return assetColor(asset, line: line, source: source)
            case .color(let color) where labels.first != "named":
                return color
            default:
                break
            }
        }
        if labels.first == "uiColor" || labels.first == "cgColor",
            case .color(let color) = evaluate(arguments[0].value, scope)
        {
            return color
        }
        if labels.first.map({ $0.lowercased().contains("hex") || $0 == "rgb" || $0 == "_" }) == true,
            arguments.count <= 2
        {
            let value = evaluate(arguments[0].value, scope)
            let alpha = arguments.dropFirst().first.flatMap { evaluate($0.value, scope).number } ?? 1
            var digits: String?
            if case .string(let text) = value {
                digits = String(text.drop { $0 == "#" })
                if digits!.hasPrefix("0x") { digits = String(digits!.dropFirst(2)) }
            } else if let number = value.number, number >= 0, number <= 0xFFFF_FFFF {
                digits = String(Int(number), radix: 16)
                while digits!.count < 6 { digits = "0" + digits! }
            }
            if let digits, let rgba = RGBA(hexDigits: digits) {
                return literalColor(rgba.withAlpha(rgba.alpha * alpha), source: source, line: line)
            }
        }
        if labels.first == "dynamicProvider" || (labels.count == 1 && labels[0] == "_"),
            case .closure(let parameters, let body) = evaluate(arguments[0].value, scope)
        {
            return providerColor(parameters, body, scope, line: line, source: source)
        }
        return placeholderColor(source, line: line)
    }

    /// `UIColor(red:green:blue:alpha:)` (0–1 or n/255), `#colorLiteral`, SwiftUI `Color(red:green:blue:)`.
    func colorFromComponents(
        _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int, source: String
    ) -> RecognizedValue {
        func component(_ label: String) -> Double? {
            arguments.first { $0.label == label }.flatMap { evaluate($0.value, scope).number }
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
            return .color(placeholderColor(source, line: line))
        }
        let alpha = component("alpha") ?? component("opacity") ?? 1
        let scale: Double = [red, green, blue].contains { $0 > 1 } ? 255 : 1
        let rgba = RGBA(
            red: min(max(red / scale, 0), 1), green: min(max(green / scale, 0), 1),
            blue: min(max(blue / scale, 0), 1),
            alpha: min(max(alpha, 0), 1))
        return .color(literalColor(rgba, source: source, line: line))
    }

    /// A colour written as a literal value.
    func literalColor(_ rgba: RGBA, source: String, line: Int) -> ColorReference {
        var text = rgba.hexString
        if text.hasSuffix("FF"), text.count == 9 { text.removeLast(2) }
        return ColorReference(literal: text, source: source, location: location(line).description)
    }

    /// `UIColor.red`, `.systemBlue`, `.clear`, SwiftUI `Color.red`.
    func colorConstant(_ name: String, swiftUI: Bool, line: Int, source: String) -> RecognizedValue {
        if name == "clear" {
            return .color(
                ColorReference(literal: "clear", source: source, location: location(line).description))
        }
        var systemName = name
        if swiftUI,
            [
                "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
                "pink", "brown",
            ].contains(name)
        {
            systemName = "system" + name.prefix(1).uppercased() + name.dropFirst()
        }
        if swiftUI && name == "primary" { systemName = "label" }
        if swiftUI && name == "secondary" { systemName = "secondaryLabel" }
        if SystemColor.named(systemName) != nil {
            return .color(
                ColorReference(
                    literal: "system:" + systemName, source: source, location: location(line).description))
        }
        return .color(placeholderColor(source, line: line))
    }

    /// A palette placeholder for a colour the import cannot evaluate, named after the expression (or
    /// `name`, when the expression has no name of its own, such as a condition).
    /// The palette builder reports it where a field uses it, naming that field, so a placeholder for a
    /// value nothing imports (a search bar's colour) makes no palette colour and no report line of its own.
    func placeholderColor(
        _ source: String, line: Int, name: String? = nil, why: String = "cannot be evaluated"
    ) -> ColorReference {
        let name = name ?? NameDeriver.placeholderName(source)
        return ColorReference(
            literal: nil,
            paletteFields: [.light: Self.placeholderLight], nameHint: name, source: source,
            location: location(line).description, isPlaceholder: true,
            origin: location(line), placeholderReason: why)
    }

    /// The light value a placeholder colour gets: magenta, so an unset placeholder is visible.
    static let placeholderLight = "#FF00FF"

    /// A light/dark colour from two colours.
    func dynamicColor(light: ColorReference, dark: ColorReference, source: String, line: Int)
        -> ColorReference
    {
        var fields: [PaletteField: String] = [:]
        fields[.light] = light.literal ?? light.nameHint.map { "{\($0)}" } ?? Self.placeholderLight
        fields[.dark] = dark.literal ?? dark.nameHint.map { "{\($0)}" } ?? Self.placeholderLight
        return ColorReference(
            literal: nil, paletteFields: fields, source: source, location: location(line).description)
    }

    /// A `UIColor { traits in … }` provider: the colours it returns per trait branch.
    func providerColor(
        _ parameters: [String], _ body: [SourceStatement], _ scope: RecognitionScope, line: Int,
        source: String
    ) -> ColorReference {
        var fields: [PaletteField: String] = [:]
        let inner = RecognitionScope(parent: scope)
        for parameter in parameters { inner.declare(parameter, .unknown(parameter)) }
        func text(_ color: ColorReference) -> String {
            color.literal ?? color.nameHint.map { "{\($0)}" } ?? Self.placeholderLight
        }
        func record(_ value: RecognizedValue, pattern: String) {
            guard let color = asColor(value, line: line) else { return }
            let dark = pattern.contains(".dark")
            let high = pattern.contains(".high")
            let key: PaletteField =
                dark ? (high ? .darkHighContrast : .dark) : (high ? .lightHighContrast : .light)
            if pattern == "default" || pattern.isEmpty || pattern.contains(".light")
                || pattern.contains(".unspecified")
            {
                if fields[.light] == nil { fields[.light] = text(color) }
            } else if fields[key] == nil {
                fields[key] = text(color)
            }
        }
        /// Records the colour a branch gives back: both sides of a `.dark` ternary, or the one value under
        /// the current `case` pattern.
        func recordReturned(_ value: SourceExpression, pattern: String) {
            if case .ternary(let condition, let then, let otherwise, _) = value {
                let dark = condition.text.contains(".dark")
                record(evaluate(then, inner), pattern: dark ? ".dark" : "default")
                record(evaluate(otherwise, inner), pattern: dark ? "default" : ".dark")
            } else {
                record(evaluate(value, inner), pattern: pattern)
            }
        }
        func walk(_ statements: [SourceStatement], pattern: String) {
            var current = pattern
            for statement in statements {
                switch statement {
                case .switchCase(let casePattern, _): current = casePattern
                case .returning(let value?, _): recordReturned(value, pattern: current)
                case .expression(let value) where statements.count == 1:
                    recordReturned(value, pattern: current)
                case .conditional(let conditions, let then, let otherwise, _):
                    let text = conditions.map { condition -> String in
                        if case .expression(let expression) = condition { return expression.text }
                        return ""
                    }.joined(separator: " ")
                    walk(then, pattern: text.contains(".dark") ? ".dark" : text)
                    walk(otherwise ?? [], pattern: text.contains(".dark") ? "default" : ".dark")
                case .block(let inner, _): walk(inner, pattern: current)
                default: break
                }
            }
        }
        walk(body, pattern: "default")
        if fields[.light] == nil {
            fields[.light] = fields[.dark] ?? Self.placeholderLight
        }
        return ColorReference(
            literal: nil, paletteFields: fields, source: source, location: location(line).description)
    }

    /// `value` as a colour: a colour, or an implicit member naming a system colour or a `UIColor`
    /// constant of the files; `nil` otherwise.
    func asColor(_ value: RecognizedValue, line: Int) -> ColorReference? {
        switch value {
        case .color(let color): return color
        case .enumCase(let name):
            if case .color(let color) = fieldValue(value, line: line, what: "color") { return color }
            _ = name
            return nil
        default: return nil
        }
    }

    /// `color.withAlphaComponent(alpha)`.
    func withAlpha(_ color: ColorReference, _ alpha: Double, line: Int) -> ColorReference {
        if let literal = color.literal, literal.hasPrefix("#"),
            let rgba = RGBA(hexDigits: literal.dropFirst())
        {
            return literalColor(rgba.withAlpha(rgba.alpha * alpha), source: color.source, line: line)
        }
        if let literal = color.literal, literal.hasPrefix("system:"),
            let system = SystemColor.named(String(literal.dropFirst(7))),
            system.color.isFixed
        {
            return literalColor(system.color.light.withAlpha(alpha), source: color.source, line: line)
        }
        report.note(
            location(line),
            "\(color.source).withAlphaComponent(\(SwiftNumberText.format(alpha))): the alpha is dropped; Barkeep cannot apply it to an adaptive or named colour"
        )
        return color
    }
}
