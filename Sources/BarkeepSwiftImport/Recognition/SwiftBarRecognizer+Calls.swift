internal import BarkeepCore

extension SwiftBarRecognizer {
    /// A call: an initializer Barkeep knows, a method of a known value, a SwiftUI modifier, or a
    /// function of the files (followed with its arguments).
    func evaluateCall(
        _ callee: SourceExpression, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int,
        expression: SourceExpression
    ) -> RecognizedValue {
        if arguments.contains(where: { $0.label == "spacerHeight" }) {
            recordSpacerCall(arguments, scope, line: line)
        }
        switch callee {
        case .name(let name, _):
            if scope.lookup(name) == nil,
                let known = construct(name, arguments, scope, line: line, expression: expression)
            {
                return known
            }
            if case .closure(let parameters, let body) = scope.lookup(name) {
                return runClosure(parameters, body, arguments, scope)
            }
            if let result = callOwnFunction(name, ofType: typeName, arguments, scope) {
                // An image function of the files that draws a colour (`barkeepImage(color:)`).
                if isUnknown(result),
                    let image = colorImage(
                        arguments.filter { $0.label == "color" }, scope, line: line, source: name)
                {
                    return image
                }
                return result
            }
            if arguments.count == 2, let first = arguments.first.map({ evaluate($0.value, scope) }),
                let built = builder(first, name, Array(arguments.dropFirst()), scope, line: line)
            {
                return built
            }
            if let typeName, isController(typeName), reportsBarVisibility(nil, name, line: line) {
                return .unknown(name)
            }
            return evaluateUnknownCall(arguments, scope, expression: expression)
        case .implicitMember(let name, _):
            return implicitMemberCall(name, arguments, scope, line: line, expression: expression)
        case .member(let baseExpression, let method, _):
            if case .name(let typeName, _) = baseExpression, scope.lookup(typeName) == nil, method == "init",
                let known = construct(typeName, arguments, scope, line: line, expression: expression)
            {
                return known
            }
            if method == "init", baseExpression.text.hasSuffix("Detent.Identifier"),
                case .string(let name) = arguments.first.map({ evaluate($0.value, scope) })
            {
                return .enumCase(name)
            }
            if baseExpression.text.hasSuffix("Detent.Identifier") || baseExpression.text == "Identifier"
                || (method == "Identifier" && baseExpression.text.hasSuffix("Detent")),
                case .string(let name) = arguments.first.map({ evaluate($0.value, scope) })
            {
                return .enumCase(name)
            }
            if functionsByType[method] == nil, reportsBarVisibility(baseExpression, method, line: line) {
                return .unknown(expression.text)
            }
            let base = evaluate(baseExpression, scope)
            if functionsByType[method] == nil, let built = builder(base, method, arguments, scope, line: line)
            {
                return built
            }
            if method == "setTitleVerticalPositionAdjustment"
                || method == "setBackgroundVerticalPositionAdjustment"
            {
                if let offset = arguments.first.flatMap({ evaluate($0.value, scope).number }) {
                    let parameter: LayoutParameter =
                        method == "setTitleVerticalPositionAdjustment" ? .titleOffset : .buttonOffset
                    recordLayoutFact(parameter, .text(SwiftNumberText.format(offset)), line: line)
                }
                return .unknown(method)
            }
            if method == "sizeToFit", baseExpression.text.hasSuffix("navigationBar") {
                if Self.resizesOnAppear(functionName) {
                    recordLayoutFact(.resizeOnAppear, .text("true"), line: line)
                }
                return .unknown(method)
            }
            if let result = methodCall(
                base, method, arguments, scope, line: line, baseExpression: baseExpression)
            {
                return result
            }
            if let modifier = swiftUIModifier(method, arguments, scope, line: line) { return modifier }
            if case .name("super", _) = baseExpression { return .unknown(expression.text) }
            var ownerType: String? = typeName
            if case .typeName(let type) = base { ownerType = type }
            var receiver: RecognizedValue?
            switch base {
            case .target, .sheet: receiver = base
            default: break
            }
            if let result = callOwnFunction(method, ofType: ownerType, arguments, scope, receiver: receiver) {
                if let receiver {
                    report.note(
                        location(line),
                        "\(method)(…) on \(describeReceiver(receiver)): followed; what it sets is that one's")
                }
                return result
            }
            if let receiver {
                report.ignored(
                    location(line),
                    "\(method)(…) on \(describeReceiver(receiver)): not something Barkeep models")
            }
            if case .typeName("UIFont") = base,
                let font = unknownFontHelper(method, arguments, scope, line: line)
            {
                return font
            }
            if let built = builder(base, method, arguments, scope, line: line) {
                return built
            }
            return evaluateUnknownCall(arguments, scope, expression: expression)
        case .postfix(_, let inner, _):
            return evaluateCall(inner, arguments, scope, line: line, expression: expression)
        default:
            let value = evaluate(callee, scope)
            if case .closure(let parameters, let body) = value {
                return runClosure(parameters, body, arguments, scope)
            }
            return evaluateUnknownCall(arguments, scope, expression: expression)
        }
    }

    /// Runs the closures among the arguments of a call the recogniser does not know (a dispatch, a
    /// helper), so set-up code inside them is seen.
    func evaluateUnknownCall(
        _ arguments: [SourceArgument], _ scope: RecognitionScope, expression: SourceExpression
    ) -> RecognizedValue {
        for argument in arguments {
            let value = evaluate(argument.value, scope)
            if case .closure(let parameters, let body) = value {
                _ = runClosure(parameters, body, [], scope)
            }
        }
        return .unknown(expression.text)
    }

    /// Runs a closure with `arguments` bound to its parameters; returns what it returns.
    func runClosure(
        _ parameters: [String], _ body: [SourceStatement], _ arguments: [SourceArgument],
        _ scope: RecognitionScope
    ) -> RecognizedValue {
        runClosure(parameters, body, values: arguments.map { evaluate($0.value, scope) }, scope)
    }

    /// Runs a closure with `values` bound to its parameters (or to `$0`, `$1` … when it names none);
    /// returns what it returns.
    func runClosure(
        _ parameters: [String], _ body: [SourceStatement], values: [RecognizedValue],
        _ scope: RecognitionScope
    ) -> RecognizedValue {
        guard callStack.count <= Self.maximumCallDepth else { return .unknown("closure") }
        let inner = RecognitionScope(parent: scope)
        let names = parameters.isEmpty ? values.indices.map { "$\($0)" } : parameters
        for (index, parameter) in names.enumerated() {
            inner.declare(parameter, index < values.count ? values[index] : .unknown(parameter))
        }
        let saved = returned
        returned = nil
        callStack.append("{closure}")
        execute(body, inner)
        callStack.removeLast()
        if body.count == 1, case .expression(let single) = body[0], returned == nil {
            returned = evaluate(single, inner)
        }
        let result = returned ?? .unknown("closure")
        returned = saved
        return result
    }

    /// Calls the files' own function `name` (of `type`, else global, else any type), binding the
    /// arguments to its parameters in a frame of its own; `nil` if there is none.
    func callOwnFunction(
        _ name: String, ofType type: String?, _ arguments: [SourceArgument], _ scope: RecognitionScope,
        receiver: RecognizedValue? = nil
    ) -> RecognizedValue? {
        let labels = arguments.map(\.label)
        // Each argument is evaluated once, whether to choose an overload or to bind it.
        var evaluated: [Int: RecognizedValue] = [:]
        func value(ofArgument index: Int) -> RecognizedValue {
            if let known = evaluated[index] { return known }
            let value = evaluate(arguments[index].value, scope)
            evaluated[index] = value
            return value
        }
        func firstMatch(_ entries: [FunctionEntry]) -> FunctionEntry? {
            let matching = entries.filter { candidate in
                candidate.function.body != nil
                    && SwiftBarRecognizer.bindArguments(candidate.function.parameters, labels) != nil
            }
            guard matching.count > 1 else { return matching.first }
            // Overloads by bar type (`reset(_: UINavigationBar)`, `reset(_: UITabBar)`): the one whose bar
            // parameters take the bars passed.
            return matching.first { candidate in
                let binding = SwiftBarRecognizer.bindArguments(candidate.function.parameters, labels) ?? [:]
                return candidate.function.parameters.indices.allSatisfy { index in
                    let type = candidate.function.parameters[index].wrappedTypeText
                    guard let bar = barKind(ofType: type), let argument = binding[index],
                        case .target(let target) = value(ofArgument: argument)
                    else { return true }
                    return target.bar == bar
                }
            } ?? matching.first
        }
        // The function of the named type, else a global one, else the only type's that has one.
        let byType = functionsByType[name] ?? [:]
        var found = byType[type ?? ""].flatMap(firstMatch) ?? byType[""].flatMap(firstMatch)
        if found == nil, byType.count <= 2 {
            found = byType.keys.sorted().lazy.compactMap { byType[$0].flatMap(firstMatch) }.first
        }
        guard let entry = found else { return nil }
        let key = "\(entry.typeName ?? "").\(name)"
        guard !callStack.contains(key), callStack.count < Self.maximumCallDepth else { return .unknown(name) }
        guard callsFollowed < Self.callBudget else {
            if !hasSpentCallBudget {
                hasSpentCallBudget = true
                report.file(
                    file, .note,
                    "stopped following calls after \(Self.callBudget) calls of the files' own functions (the "
                        + "import's work budget): from the call of '\(name)' on, what a call would set up is not "
                        + "imported")
            }
            return .unknown(name)
        }
        callsFollowed += 1
        ranFunctions.insert(entry.place)
        WorkCounter.current?.count()
        let values = arguments.indices.map(value(ofArgument:))
        let inner = RecognitionScope(parent: nil)
        let binding = SwiftBarRecognizer.bindArguments(entry.function.parameters, labels) ?? [:]
        for (index, parameter) in entry.function.parameters.enumerated() {
            var value = RecognizedValue.null
            if let argument = binding[index] { value = values[argument] }
            inner.declare(parameter.name, value)
        }
        // A method of the files called on a bar or a sheet (`sheet.applyHalfStyle()`): `self` inside is
        // that bar or sheet.
        if let receiver { inner.declare("self", receiver) }
        let saved = (file, typeName, functionName, returned, frame)
        file = entry.file
        typeName = entry.typeName
        functionName = name
        let caller = enterFrame(running: key)
        callerFrames[frame] = caller
        returned = nil
        callStack.append(key)
        executeBody(entry.function.body ?? [], inner)
        callStack.removeLast()
        var result = returned ?? .unknown(name)
        if case .appearance(let index) = result, objects[index].nameHint == nil || isVariantName(name) {
            let hint = NameDeriver.hint(function: name, typeName: entry.typeName)
            // A builder (`configure(_:_:)`) says nothing of the object it hands back.
            if !hint.isEmpty { objects[index].nameHint = hint }
        }
        if case .color(var color) = result, color.nameHint == nil {
            color.nameHint = NameDeriver.hint(function: name, typeName: nil)
            result = .color(color)
        }
        (file, typeName, functionName, returned, frame) = saved
        return result
    }

    /// How the report names a bar or sheet a method is called on.
    func describeReceiver(_ receiver: RecognizedValue) -> String {
        switch receiver {
        case .target(let target): return targetDescription(target)
        case .sheet: return "a sheet presentation controller"
        default: return describe(receiver)
        }
    }

    /// Whether `name` is one of the variant factory names the exporter writes (`standard()` …).
    func isVariantName(_ name: String) -> Bool {
        Variant(rawValue: name) != nil
    }

    /// `.medium()`, `.large()`, `.custom(identifier:resolver:)` and `.init("…")`.
    func implicitMemberCall(
        _ name: String, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int,
        expression: SourceExpression
    ) -> RecognizedValue {
        switch name {
        case "medium", "large":
            return .detent(name)
        case "custom":
            return customDetent(arguments, scope, line: line)
        case "init":
            if case .string(let text) = arguments.first.map({ evaluate($0.value, scope) }) {
                return .enumCase(text)
            }
            return .unknown(expression.text)
        case "height", "fraction":
            if let value = arguments.first.flatMap({ evaluate($0.value, scope).number }) {
                return .detent("\(name)(\(SwiftNumberText.format(value)))")
            }
            return .unknown(expression.text)
        case "enabled":
            if let upThrough = arguments.first(where: { $0.label == "upThrough" }),
                case .detent(let detent) = evaluate(upThrough.value, scope)
            {
                return .enumCase("upThrough:" + detent)
            }
            return .enumCase("enabled")
        default:
            if let font = fontFactory(name, arguments, scope, line: line) { return font }
            return evaluateUnknownCall(arguments, scope, expression: expression)
        }
    }

    /// A `.custom` detent: its identifier and the height its resolver returns.
    func customDetent(_ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int) -> RecognizedValue
    {
        var identifier: String?
        if let argument = arguments.first(where: { $0.label == "identifier" }),
            case .enumCase(let name) = evaluate(argument.value, scope)
        {
            identifier = name
        }
        guard case .closure(let parameters, let body)? = arguments.last.map({ evaluate($0.value, scope) })
        else {
            return .unknown("custom detent")
        }
        var height: String?
        if body.count == 1, case .expression(let expression) = body[0] {
            height = detentHeight(expression, parameters: parameters, scope)
        } else if let last = body.last, case .returning(let value?, _) = last {
            height = detentHeight(value, parameters: parameters, scope)
        }
        if let name = identifier, let height, name == height.replacingParentheses() {
            // The identifier Barkeep derives for an unnamed detent (`height-320`): the detent has no name.
            identifier = nil
        }
        guard let height else {
            report.ignored(
                location(line), "a custom detent whose height is not a number or a fraction of the maximum")
            return .unknown("custom detent")
        }
        return .detent((identifier.map { $0 + ":" } ?? "") + height)
    }

    /// `320` → `height(320)`; `context.maximumDetentValue * 0.3` → `fraction(0.3)`.
    func detentHeight(_ expression: SourceExpression, parameters: [String], _ scope: RecognitionScope)
        -> String?
    {
        if case .binary("*", let left, let right, _) = expression {
            if left.text.hasSuffix("maximumDetentValue"), let factor = evaluate(right, scope).number {
                return "fraction(\(SwiftNumberText.format(factor)))"
            }
            if right.text.hasSuffix("maximumDetentValue"), let factor = evaluate(left, scope).number {
                return "fraction(\(SwiftNumberText.format(factor)))"
            }
        }
        if let value = evaluate(expression, scope).number {
            return "height(\(SwiftNumberText.format(value)))"
        }
        return nil
    }
}

extension SwiftBarRecognizer {
    /// The names of builder calls that run their closure on a value and give the value back: the Then
    /// library's `x.then { $0.… }` (and `with`, `apply`, `also`), and an app's `configure(x) { $0.… }`.
    static let builderNames: Set<String> = [
        "then", "with", "apply", "also", "configure", "configured", "build",
    ]

    /// `value.then { $0.… }` or `configure(value) { $0.… }` that the files do not declare: runs the closure
    /// with `value` and returns what the closure returns, else `value`; `nil` for other calls.
    func builder(
        _ value: RecognizedValue, _ name: String, _ arguments: [SourceArgument], _ scope: RecognitionScope,
        line: Int
    ) -> RecognizedValue? {
        guard Self.builderNames.contains(name), arguments.count == 1, isBarOrSheet(value),
            case .closure(let parameters, let body) = evaluate(arguments[0].value, scope)
        else { return nil }
        report.note(location(line), "\(name) { … }: a builder; the settings in its closure are read")
        let result = runClosure(parameters, body, values: [value], scope)
        return isUnknown(result) ? value : result
    }
}

extension String {
    /// `height(320)` → `height-320`: the identifier Barkeep derives for an unnamed custom detent.
    fileprivate func replacingParentheses() -> String {
        String(filter { $0 != ")" }.map { $0 == "(" ? "-" : $0 })
    }
}
