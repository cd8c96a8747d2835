internal import BarkeepCore

extension SwiftBarRecognizer {
    /// What `expression` evaluates to.
    func evaluate(_ expression: SourceExpression, _ scope: RecognitionScope) -> RecognizedValue {
        switch expression {
        case .name(let name, let line):
            return evaluateName(name, scope, line: line)
        case .implicitMember(let name, _):
            return .enumCase(name)
        case .member(let baseExpression, let member, let line):
            return evaluateMember(baseExpression, member, scope, line: line)
        case .call(let callee, let arguments, let line):
            return evaluateCall(callee, arguments, scope, line: line, expression: expression)
        case .subscripted(let base, _, _):
            _ = evaluate(base, scope)
            return .unknown(expression.text)
        case .closure(let parameters, let body, _):
            return .closure(parameters: parameters, body: body)
        case .number(let value, _):
            return .number(value)
        case .string(let value, _):
            return value.map(RecognizedValue.string) ?? .unknown(expression.text)
        case .boolean(let value, _):
            return .boolean(value)
        case .null:
            return .null
        case .array(let elements, _):
            return .array(elements.map { evaluate($0, scope) })
        case .dictionary(let pairs, _):
            return .attributeDictionary(pairs.map { (attributeKey($0.key), evaluate($0.value, scope)) })
        case .tuple(let elements, _):
            return elements.count == 1 ? evaluate(elements[0].value, scope) : .unknown(expression.text)
        case .binary(let op, let left, let right, let line):
            return evaluateBinary(op, left, right, scope, line: line, expression: expression)
        case .prefix(let op, let operand, _):
            let value = evaluate(operand, scope)
            if op == "-", let number = value.number { return .number(-number) }
            if op == "!", case .boolean(let flag) = value { return .boolean(!flag) }
            return .unknown(expression.text)
        case .postfix(_, let operand, _):
            return evaluate(operand, scope)
        case .cast(let operand, let op, _, _):
            let value = evaluate(operand, scope)
            if op.hasPrefix("as"), case .target = value { return .unknown(expression.text) }
            return op == "is" ? .unknown(expression.text) : value
        case .ternary(let condition, let then, let otherwise, let line):
            return evaluateTernary(condition, then, otherwise, scope, line: line, expression: expression)
        case .pound(let keyword, let arguments, let line):
            return evaluatePound(keyword, arguments, scope, line: line)
        case .unparsed(let text, _):
            return .unknown(text)
        }
    }

    /// A name: a local, a property of the running type, a global, or a type.
    func evaluateName(_ name: String, _ scope: RecognitionScope, line: Int) -> RecognizedValue {
        if let value = scope.lookup(name) { return value }
        switch name {
        case "self", "Self":
            if let typeName, let bar = barKind(ofType: typeName) {
                return .target(BarTarget(bar: bar, reach: .instance(typeName)))
            }
            if name == "self", let typeName, isSheetType(typeName) {
                return .sheet(sheetIndex(reach: "self", line: line))
            }
            return .typeName(typeName ?? "self")
        case "navigationItem":
            return .target(BarTarget(bar: .navigation, reach: .item("navigationItem")))
        case "navigationBar" where typeName.map(isController) ?? false:
            return .target(BarTarget(bar: .navigation, reach: .instance("navigationBar")))
        case "tabBar" where typeName.map(isController) ?? false:
            return .target(BarTarget(bar: .tab, reach: .instance("tabBar")))
        case "toolbar" where typeName.map(isNavigationController) ?? false:
            return .target(BarTarget(bar: .toolbar, reach: .instance("toolbar")))
        case "sheetPresentationController":
            return .sheet(sheetIndex(reach: "sheetPresentationController", line: line))
        case "layer":
            if let typeName, let bar = barKind(ofType: typeName) {
                return .barLayer(BarTarget(bar: bar, reach: .instance(typeName)))
            }
        default:
            break
        }
        if let typeName, let stored = storedProperties[typeName + "." + name] { return stored }
        if let property = propertyValue(name, ofType: typeName, line: line) { return property }
        if name.first?.isUppercase == true { return .typeName(name) }
        return .unknown(name)
    }

    /// The value of property `name` of `type` (or a global), if the files declare one.
    func propertyValue(_ name: String, ofType type: String?, line: Int) -> RecognizedValue? {
        guard let entries = properties[name] else { return nil }
        let entry =
            entries.first { $0.typeName == type }
            ?? (type == nil ? nil : entries.first { $0.typeName == nil })
            ?? (type.map { isColorNamespace($0) } == true ? entries.first { $0.typeName == type } : nil)
        guard let entry else { return nil }
        let key = "\(entry.typeName ?? "").\(name)"
        if let cached = propertyColors[key] { return cached }
        if callStack.contains(key) || callStack.count > Self.maximumCallDepth { return .unknown(name) }
        let savedFile = file
        let savedType = typeName
        let savedReturned = returned
        file = entry.file
        typeName = entry.typeName
        callStack.append(key)
        var result: RecognizedValue = .unknown(name)
        if let value = entry.value {
            result = evaluate(value, RecognitionScope(parent: nil))
            if case .closure(_, let body) = result, case .call = value {
                returned = nil
                execute(body, RecognitionScope(parent: nil))
                result = returned ?? .unknown(name)
            }
        } else if let body = entry.body {
            returned = nil
            executeBody(body, RecognitionScope(parent: nil))
            result = returned ?? .unknown(name)
        }
        callStack.removeLast()
        file = savedFile
        typeName = savedType
        returned = savedReturned
        if case .color(var color) = result {
            let paletteName = NameDeriver.kebab(name)
            if let existing = color.nameHint, existing != paletteName, namedColors[existing] != nil {
                color = ColorReference(
                    literal: nil, paletteFields: [.light: "{\(existing)}"], nameHint: paletteName,
                    source: color.source,
                    location: color.location)
            } else {
                color.nameHint = paletteName
            }
            if !paletteName.isEmpty { namedColors[paletteName] = color }
            result = .color(color)
        }
        if case .appearance(let index) = result, objects[index].nameHint == nil {
            objects[index].nameHint = NameDeriver.hint(variable: name)
        }
        if case .color = result { propertyColors[key] = result }
        return result
    }

    /// Whether `type` holds colour constants (`UIColor`, `Color` or an app's colour namespace).
    func isColorNamespace(_ type: String) -> Bool {
        type == "UIColor" || type == "Color" || type.hasSuffix("Colors") || type.hasSuffix("Color")
    }

    /// `base.member`.
    func evaluateMember(
        _ baseExpression: SourceExpression, _ member: String, _ scope: RecognitionScope, line: Int
    ) -> RecognizedValue {
        if case .name("self", _) = baseExpression, scope.lookup("self") == nil,
            let ownBar = ownBarOfSelf(member, scope, line: line)
        {
            return ownBar
        }
        let base = evaluate(baseExpression, scope)
        switch base {
        case .typeName(let type):
            if ["UINavigationBar", "UITabBar", "UIToolbar"].contains(type), member == "self" {
                return .typeName(type)
            }
            if member == "self" { return .typeName(type) }
            if let property = propertyValue(member, ofType: type, line: line) { return property }
            if type == "UIColor" || type == "Color" {
                return colorConstant(
                    member, swiftUI: type == "Color", line: line, source: "\(type).\(member)")
            }
            if type == "UIFontMetrics", member == "default" { return .font(FontDescription()) }
            if type == "CGSize", member == "zero" { return .offset(horizontal: 0, vertical: 0) }
            // A style a text attribute holds as its raw value (`NSUnderlineStyle.single.rawValue`).
            if type == "NSUnderlineStyle" { return .enumCase(member) }
            if let resource = resourceMember(type, member, line: line) { return resource }
            if isColorNamespace(type) && type != "UIFont" {
                return .color(placeholderColor("\(type).\(member)", line: line))
            }
            return .unknown("\(type).\(member)")
        case .appearance(let index):
            return appearanceMember(index, path: [], member)
        case .appearancePart(let index, let path):
            return appearanceMember(index, path: path, member)
        case .color(let color):
            return Self.colorAccessors.contains(member) || member == "resolvedColor"
                ? .color(color) : .unknown(member)
        case .assetReference(let name):
            return assetMember(name, member, line: line, source: baseExpression.text + "." + member)
        case .enumCase where member == "rawValue":
            return base
        default:
            break
        }
        if member == "layer", let target = viewTarget(baseExpression, base, scope) {
            return .barLayer(target)
        }
        switch member {
        case "navigationBar":
            return .target(
                BarTarget(bar: .navigation, reach: .instance(baseExpression.text + ".navigationBar")))
        case "tabBar":
            return .target(BarTarget(bar: .tab, reach: .instance(baseExpression.text + ".tabBar")))
        case "toolbar" where baseExpression.text.contains("navigationController"):
            return .target(BarTarget(bar: .toolbar, reach: .instance(baseExpression.text + ".toolbar")))
        case "navigationItem":
            return .target(BarTarget(bar: .navigation, reach: .item(baseExpression.text + ".navigationItem")))
        case "sheetPresentationController":
            return .sheet(sheetIndex(reach: baseExpression.text, line: line))
        default:
            return .unknown(baseExpression.text + "." + member)
        }
    }

    /// `self.navigationBar`, `self.tabBar`, `self.toolbar`, `self.navigationItem` and
    /// `self.sheetPresentationController` in a controller: the same bar, item or sheet as without `self.`.
    func ownBarOfSelf(_ member: String, _ scope: RecognitionScope, line: Int) -> RecognizedValue? {
        guard
            ["navigationBar", "tabBar", "toolbar", "navigationItem", "sheetPresentationController"].contains(
                member)
        else { return nil }
        switch evaluateName(member, scope, line: line) {
        case .target(let target): return .target(target)
        case .sheet(let index): return .sheet(index)
        default: return nil
        }
    }

    /// Whether `type` is `UINavigationController` or a subclass the files declare: its own `toolbar`
    /// is the navigation controller's toolbar.
    func isNavigationController(_ type: String) -> Bool {
        inherits(type, from: "UINavigationController")
    }

    /// Whether `type` is `UISheetPresentationController` or a subclass the files declare: `self` in
    /// its extensions is the sheet being configured.
    func isSheetType(_ type: String) -> Bool {
        inherits(type, from: "UISheetPresentationController")
    }

    /// Whether `type` is `ancestor` or declared in the files as inheriting from it.
    func inherits(_ type: String, from ancestor: String) -> Bool {
        var seen: Set<String> = []
        var queue = [type]
        while let next = queue.popLast(), seen.insert(next).inserted {
            if next == ancestor { return true }
            queue += supertypes[next] ?? []
        }
        return false
    }

    /// A binary expression: arithmetic on numbers, `??` picks the known side.
    func evaluateBinary(
        _ op: String, _ leftExpression: SourceExpression, _ rightExpression: SourceExpression,
        _ scope: RecognitionScope, line: Int, expression: SourceExpression
    ) -> RecognizedValue {
        let left = evaluate(leftExpression, scope)
        let right = evaluate(rightExpression, scope)
        if op == "??" {
            if case .unknown = left { return right }
            if case .null = left { return right }
            if case .font(var font) = left, case .font(let fallback) = right, let name = font.name,
                !name.contains(","), fallback.name == nil
            {
                font.name = (font.name ?? "") + ",system"
                return .font(font)
            }
            return left
        }
        guard let a = left.number, let b = right.number else { return .unknown(expression.text) }
        switch op {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/": return b == 0 ? .unknown(expression.text) : .number(a / b)
        default: return .unknown(expression.text)
        }
    }

    /// `condition ? a : b`: a light/dark colour when the condition asks for dark mode.
    func evaluateTernary(
        _ condition: SourceExpression, _ thenExpression: SourceExpression,
        _ otherwiseExpression: SourceExpression,
        _ scope: RecognitionScope, line: Int, expression: SourceExpression
    ) -> RecognizedValue {
        let then = evaluate(thenExpression, scope)
        let otherwise = evaluate(otherwiseExpression, scope)
        if condition.text.contains(".dark"), let dark = asColor(then, line: line),
            let light = asColor(otherwise, line: line)
        {
            return .color(dynamicColor(light: light, dark: dark, source: expression.text, line: line))
        }
        if condition.text.contains(".light"), let light = asColor(then, line: line),
            let dark = asColor(otherwise, line: line)
        {
            return .color(dynamicColor(light: light, dark: dark, source: expression.text, line: line))
        }
        return .unknown(expression.text)
    }

    /// `#imageLiteral(resourceName:)` and `#colorLiteral(red:green:blue:alpha:)`.
    func evaluatePound(
        _ keyword: String, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int
    ) -> RecognizedValue {
        switch keyword {
        case "#imageLiteral":
            if case .string(let name) = arguments.first.map({ evaluate($0.value, scope) }) {
                return .image("asset:" + name)
            }
        case "#colorLiteral":
            return colorFromComponents(arguments, scope, line: line, source: "#colorLiteral(…)")
        default:
            break
        }
        return .unknown(keyword)
    }
}
