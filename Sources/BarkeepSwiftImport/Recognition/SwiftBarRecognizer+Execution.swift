internal import BarkeepCore

extension SwiftBarRecognizer {
    /// Adds the base names of every call in `statements` to ``calledNames``.
    func collectCalls(_ statements: [SourceStatement]) {
        func visit(_ expression: SourceExpression) {
            switch expression {
            case .call(let callee, let arguments, _):
                let labels = arguments.map(\.label)
                switch callee {
                case .name(let name, _):
                    calls[name, default: []].append(
                        CallSite(callerType: collectingType, base: .own, labels: labels))
                case .member(let base, let name, _):
                    if case .name("super", _) = base { break }
                    var callBase = CallSite.Base.other
                    if case .name(let baseName, _) = base {
                        if baseName == "self" || baseName == "Self" {
                            callBase = .own
                        } else if baseName.first?.isUppercase == true {
                            callBase = .type(baseName)
                        }
                    }
                    calls[name, default: []].append(
                        CallSite(callerType: collectingType, base: callBase, labels: labels))
                    visit(base)
                default: visit(callee)
                }
                for argument in arguments { visit(argument.value) }
            case .member(let base, _, _), .postfix(_, let base, _), .prefix(_, let base, _),
                .cast(let base, _, _, _):
                visit(base)
            case .subscripted(let base, let arguments, _):
                visit(base)
                for argument in arguments { visit(argument.value) }
            case .closure(_, let body, _): collectCalls(body)
            case .array(let elements, _): elements.forEach(visit)
            case .dictionary(let pairs, _):
                for pair in pairs {
                    visit(pair.key)
                    visit(pair.value)
                }
            case .tuple(let elements, _), .pound(_, let elements, _):
                for element in elements { visit(element.value) }
            case .binary(_, let left, let right, _):
                visit(left)
                visit(right)
            case .ternary(let condition, let then, let otherwise, _):
                visit(condition)
                visit(then)
                visit(otherwise)
            default: break
            }
        }
        for statement in statements {
            switch statement {
            case .variable(_, _, let value, let body, _):
                if let value { visit(value) }
                collectCalls(body ?? [])
            case .assignment(let target, _, let value, _):
                visit(target)
                visit(value)
            case .expression(let expression): visit(expression)
            case .conditional(let conditions, let then, let otherwise, _):
                for condition in conditions {
                    if case .binding(_, let value, _) = condition { visit(value) }
                    if case .expression(let value) = condition { visit(value) }
                }
                collectCalls(then)
                collectCalls(otherwise ?? [])
            case .returning(let value, _): if let value { visit(value) }
            case .block(let body, _): collectCalls(body)
            case .function(let function): collectCalls(function.body ?? [])
            case .type(let declaration): collectCalls(declaration.members)
            case .directive, .switchCase: break
            }
        }
    }

    /// Runs a function's or computed property's body; a body of one expression returns its value
    /// (Swift's implicit return).
    func executeBody(_ body: [SourceStatement], _ scope: RecognitionScope) {
        if body.count == 1, case .expression(let expression) = body[0] {
            returned = evaluate(expression, scope)
            return
        }
        execute(body, scope)
    }

    /// Runs `statements` in `scope`.
    func execute(_ statements: [SourceStatement], _ scope: RecognitionScope) {
        var branches = PlatformBranches()
        for statement in statements {
            if case .directive(let text, let line) = statement {
                if let note = branches.read(text) { report.note(location(line), note) }
                continue
            }
            if branches.isSkipping {
                report.ignored(
                    location(Self.line(of: statement)), "in a branch for another platform: skipped")
                continue
            }
            execute(statement, scope)
        }
    }

    /// The line `statement` starts on.
    static func line(of statement: SourceStatement) -> Int {
        switch statement {
        case .variable(_, _, _, _, let line), .assignment(_, _, _, let line), .conditional(_, _, _, let line),
            .returning(_, let line), .block(_, let line), .directive(_, let line), .switchCase(_, let line):
            return line
        case .expression(let expression): return expression.line
        case .function(let function): return function.line
        case .type(let declaration): return declaration.line
        }
    }

    /// Runs one statement.
    func execute(_ statement: SourceStatement, _ scope: RecognitionScope) {
        switch statement {
        case .variable(let name, let type, let value, let body, let line):
            var result: RecognizedValue = .unknown(name)
            if let value {
                result = evaluate(value, scope)
            } else if let body {
                let inner = RecognitionScope(parent: scope)
                let saved = returned
                returned = nil
                executeBody(body, inner)
                result = returned ?? .unknown(name)
                returned = saved
            } else if let type, let bar = barKind(ofType: String(type.filter { $0 != "?" && $0 != "!" })) {
                result = .target(BarTarget(bar: bar, reach: .instance(name)))
            }
            nameValue(&result, name, line: line)
            scope.declare(name, result)
        case .assignment(let target, let op, let value, let line):
            let result = evaluate(value, scope)
            if op == "=" {
                assign(target, result, scope, line: line, valueExpression: value)
            }
        case .expression(let expression):
            _ = evaluate(expression, scope)
            if case .call(.member(let base, let method, _), _, let line) = expression,
                Self.isPlainChain(base),
                !isBarOrSheet(evaluate(base, scope)), let owner = barOwning(base, scope)
            {
                report.ignored(
                    location(line),
                    "\(base.text).\(method)(…): a view or layer call on \(owner), not something Barkeep models"
                )
            }
        case .conditional(let conditions, let then, let otherwise, _):
            let inner = RecognitionScope(parent: scope)
            var availability: (version: String?, negated: Bool)?
            var bindsNil = false
            for condition in conditions {
                switch condition {
                case .available(let version, let negated, _):
                    availability = (version, negated)
                case .binding(let name, let value, let line):
                    var result = evaluate(value, inner)
                    // `if let x` of a value known to be nil (a defaulted `x: T? = nil` not passed)
                    // never runs its body.
                    if case .null = result { bindsNil = true }
                    nameValue(&result, name, line: line)
                    inner.declare(name, result)
                case .expression(let expression):
                    _ = evaluate(expression, inner)
                }
            }
            let saved = legacyBelow
            // `#available(iOS 13, *)` inside a branch for iOS before 13 (a theme switch's legacy branch
            // running a set-up again) never holds.
            let neverHolds =
                availability.map {
                    !$0.negated && isBelow($0.version ?? Self.unnamedAvailability, legacyBelow)
                } ?? false
            if let availability, availability.negated {
                legacyBelow = availability.version ?? Self.unnamedAvailability
            }
            if !bindsNil, !neverHolds { execute(then, inner) }
            legacyBelow = saved
            if let otherwise {
                if let availability, !availability.negated {
                    legacyBelow = availability.version ?? Self.unnamedAvailability
                }
                execute(otherwise, RecognitionScope(parent: scope))
                legacyBelow = saved
            }
        case .returning(let value, _):
            if let value {
                let result = evaluate(value, scope)
                // A value returned after an early `return nil` (a guard's) is what the function gives.
                var returnedNil = false
                if case .null? = returned { returnedNil = true }
                if returned == nil || isUnknown(returned!) || returnedNil { returned = result }
            }
        case .block(let body, _):
            execute(body, RecognitionScope(parent: scope))
        case .function, .type, .directive, .switchCase:
            break
        }
    }

    /// Whether code running below iOS `limit` is always below iOS `version`.
    private func isBelow(_ version: String, _ limit: String?) -> Bool {
        guard let limit = limit.flatMap(IOSVersion.init), let version = IOSVersion(version) else {
            return false
        }
        return limit <= version
    }

    /// Gives an unnamed appearance or colour the name of the variable it is bound to.
    func nameValue(_ value: inout RecognizedValue, _ name: String, line: Int) {
        switch value {
        case .appearance(let index):
            if objects[index].nameHint == nil, let hint = NameDeriver.hint(variable: name) {
                objects[index].nameHint = hint
            }
        case .color(var color):
            if color.nameHint == nil, let hint = NameDeriver.hint(variable: name) {
                color.nameHint = hint
                value = .color(color)
            }
        default: break
        }
    }

    /// Whether `value` is unknown.
    func isUnknown(_ value: RecognizedValue) -> Bool {
        if case .unknown = value { return true }
        return false
    }

    /// Stores `value` into `target`: a variable, an appearance's property, a bar's property, a text
    /// attribute, a sheet's property or a layout fact.
    func assign(
        _ target: SourceExpression, _ value: RecognizedValue, _ scope: RecognitionScope, line: Int,
        valueExpression: SourceExpression
    ) {
        switch target {
        case .name(let name, _):
            if scope.lookup(name) != nil {
                scope.assign(name, value)
            } else if case .target(let receiver)? = scope.lookup("self") {
                setTargetProperty(receiver, name, value, line: line)
            } else if let typeName, isSheetType(typeName),
                case .sheet(let index) = evaluateName("self", scope, line: line)
            {
                setSheetProperty(index, name, value, line: line)
            } else if let typeName, barKind(ofType: typeName) != nil || isController(typeName) {
                storeOwnProperty(name, value)
                setImplicitSelfProperty(name, value, line: line, valueExpression: valueExpression)
            } else if storeOwnProperty(name, value) {
                return
            } else {
                scope.declare(name, value)
            }
        case .postfix(_, let inner, _):
            assign(inner, value, scope, line: line, valueExpression: valueExpression)
        case .member(let baseExpression, let property, _):
            if property == "top", baseExpression.text.hasSuffix("additionalSafeAreaInsets") {
                recordSafeArea(value, expression: valueExpression, line: line)
                return
            }
            let base = evaluate(baseExpression, scope)
            switch base {
            case .appearance(let index):
                setAppearanceProperty(index, path: [], property, value, line: line)
            case .appearancePart(let index, let path):
                setAppearanceProperty(index, path: path, property, value, line: line)
            case .target(let barTarget):
                setTargetProperty(barTarget, property, value, line: line)
            case .barLayer(let barTarget):
                setLayerProperty(barTarget, property, value, line: line)
            case .sheet(let index):
                setSheetProperty(index, property, value, line: line)
            case .shadow(let color, let horizontal, let vertical, let blur):
                var updated: RecognizedValue = .shadow(
                    color: color, horizontal: horizontal, vertical: vertical, blur: blur)
                switch (property, value) {
                case ("shadowColor", .color(let newColor)):
                    updated = .shadow(color: newColor, horizontal: horizontal, vertical: vertical, blur: blur)
                case ("shadowBlurRadius", .number(let radius)):
                    updated = .shadow(color: color, horizontal: horizontal, vertical: vertical, blur: radius)
                case ("shadowOffset", .offset(let width, let height)):
                    updated = .shadow(color: color, horizontal: width, vertical: height, blur: blur)
                default: break
                }
                if case .name(let name, _) = baseExpression { scope.assign(name, updated) }
            case .paragraphStyle(var alignment, var lineBreakMode):
                if case .enumCase(let word) = value {
                    if property == "alignment" { alignment = word }
                    if property == "lineBreakMode" { lineBreakMode = word }
                }
                if case .name(let name, _) = baseExpression {
                    scope.assign(name, .paragraphStyle(alignment: alignment, lineBreakMode: lineBreakMode))
                }
            default:
                if case .name("self", _) = baseExpression, typeName != nil {
                    storeOwnProperty(property, value)
                    setImplicitSelfProperty(property, value, line: line, valueExpression: valueExpression)
                } else if case .name(let name, _) = baseExpression,
                    entryPointBarParameters[name] == "UINavigationItem",
                    Self.navigationItemPath(property) != nil
                {
                    // A parameter an app passes its view controllers' items to (`applyBackButton(to:)`).
                    let item = BarTarget(bar: .navigation, reach: .item(name))
                    setTargetProperty(item, property, value, line: line)
                } else if setParameterView(baseExpression, property, value, scope, line: line) {
                    // A bar parameter an app passes its bars to (`applyView(to:)`): the bar's own settings.
                } else if reportsBarVisibility(baseExpression, property, line: line) {
                    // `navigationController?.hidesBarsOnSwipe = true`: when the bars show.
                } else if let owner = barOwning(baseExpression, scope) {
                    report.ignored(
                        location(line),
                        "\(baseExpression.text).\(property): a view or layer property of \(owner), not something "
                            + "Barkeep models")
                }
            }
        case .subscripted(let baseExpression, let arguments, _):
            guard case .textAttributes(let index, let set) = evaluate(baseExpression, scope),
                let key = arguments.first.map({ attributeKey($0.value) })
            else { return }
            setTextAttribute(index, set, key: key, value, line: line)
        default:
            break
        }
    }
}
