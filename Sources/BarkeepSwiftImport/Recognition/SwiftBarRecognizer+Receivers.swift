internal import BarkeepCore

/// What the statements the recogniser runs act on: the bar, sheet or appearance an expression is part
/// of, the running type's own properties, and text-attribute keys.
extension SwiftBarRecognizer {
    /// The bar, sheet or appearance that `expression` (`navigationBar.layer`) is a part of, as the report
    /// names it; `nil` when it belongs to none.
    func barOwning(_ expression: SourceExpression, _ scope: RecognitionScope) -> String? {
        var current = expression
        while true {
            if case .name(let name, _) = current, let type = entryPointBarParameters[name],
                scope.lookup(name).map(isUnknown) ?? false
            {
                return
                    "parameter \(name) (a \(type) the import cannot follow: nothing in these files passes one)"
            }
            switch current {
            case .member(let base, _, _), .postfix(_, let base, _):
                current = base
            default:
                return nil
            }
            guard Self.isPlainChain(current) else { return nil }
            switch evaluate(current, scope) {
            case .target(let target): return targetDescription(target)
            case .sheet: return "a sheet presentation controller"
            case .appearance, .appearancePart: return "an appearance"
            default: continue
            }
        }
    }

    /// Whether `expression` is names and members only (`navigationController?.navigationBar.layer`), so
    /// evaluating it again runs no code.
    static func isPlainChain(_ expression: SourceExpression) -> Bool {
        switch expression {
        case .name: return true
        case .member(let base, _, _), .postfix(_, let base, _): return isPlainChain(base)
        default: return false
        }
    }

    /// Whether `value` is a bar, a sheet or an appearance, whose calls are read or reported elsewhere.
    func isBarOrSheet(_ value: RecognizedValue) -> Bool {
        switch value {
        case .target, .sheet, .appearance, .appearancePart, .textAttributes: return true
        default: return false
        }
    }

    /// Whether `type` is a view controller declared in the files (its name or its supertypes say so).
    func isController(_ type: String) -> Bool {
        type.hasSuffix("Controller") || (supertypes[type] ?? []).contains { $0.hasSuffix("Controller") }
    }

    /// Keeps `value` as property `name` of the running type when the type declares it, so later code of
    /// the type reads it back; whether it does.
    @discardableResult
    func storeOwnProperty(_ name: String, _ value: RecognizedValue) -> Bool {
        guard let typeName, properties[name]?.contains(where: { $0.typeName == typeName }) == true else {
            return false
        }
        storedProperties[typeName + "." + name] = value
        return true
    }

    /// A property set without `self.` in a bar subclass or controller.
    func setImplicitSelfProperty(
        _ property: String, _ value: RecognizedValue, line: Int, valueExpression: SourceExpression
    ) {
        guard let typeName else { return }
        if isController(typeName), reportsBarVisibility(nil, property, line: line) { return }
        if let bar = barKind(ofType: typeName) {
            setTargetProperty(BarTarget(bar: bar, reach: .instance(typeName)), property, value, line: line)
        }
    }

    /// The attribute name of a text-attribute key expression (`.foregroundColor`,
    /// `NSAttributedString.Key.font`, `NSForegroundColorAttributeName`).
    func attributeKey(_ expression: SourceExpression) -> String {
        switch expression {
        case .implicitMember(let name, _), .member(_, let name, _):
            return name
        case .name(let name, _):
            if name.hasPrefix("NS") && name.hasSuffix("AttributeName") {
                let core = name.dropFirst(2).dropLast("AttributeName".count)
                return core.prefix(1).lowercased() + core.dropFirst()
            }
            return name
        default:
            return expression.text
        }
    }

    /// The members of a navigation or tab bar controller (and a view controller's
    /// `hidesBottomBarWhenPushed`) that decide when its bars show, not how they look.
    static let barVisibilityMembers: Set<String> = [
        "isNavigationBarHidden", "setNavigationBarHidden", "isToolbarHidden", "setToolbarHidden",
        "hidesBarsOnSwipe", "hidesBarsOnTap", "hidesBarsWhenKeyboardAppears",
        "hidesBarsWhenVerticallyCompact",
        "hidesBottomBarWhenPushed",
    ]

    /// Reports `member` of `base` (`navigationController?.hidesBarsOnSwipe`) when it decides when bars
    /// show; whether it did.
    func reportsBarVisibility(_ base: SourceExpression?, _ member: String, line: Int) -> Bool {
        guard Self.barVisibilityMembers.contains(member) else { return false }
        report.note(
            location(line),
            "\(base.map { $0.text + "." } ?? "")\(member): when the bars show, not how they look; not imported"
        )
        return true
    }
}
