internal import BarkeepCore

extension SwiftBarRecognizer {
    /// A layout fact from a controller or helper (an offset, the safe area, `sizeToFit()`), kept until
    /// the bar classes are known.
    struct LayoutFact {
        /// The layout field.
        let field: String
        /// Its value.
        let value: FieldSetting.Value
        /// Where it was found.
        let location: SourceLocation
        /// The iOS version below which it applies, when found in the `else` of `#available`.
        let below: String?
        /// Whether it belongs to a spacer-stack layout rather than to a bar class.
        let spacer: Bool
    }

    /// Whether `sizeToFit()` on the navigation bar in `function` is article 004's resize on appear: in a
    /// screen's or the controller's `viewWillAppear`, or in `relayoutBar`, which Barkeep's own controllers
    /// call from `viewWillAppear` and every transition.
    static func resizesOnAppear(_ function: String?) -> Bool {
        function == "viewWillAppear" || function == "relayoutBar"
    }

    /// Records a controller-side layout fact.
    func recordLayoutFact(_ field: String, _ value: FieldSetting.Value, line: Int, spacer: Bool = false) {
        layoutFacts.append(
            LayoutFact(
                field: field, value: value, location: location(line), below: legacyBelow, spacer: spacer))
        report.mapped(
            location(line), "layout fact \(field)" + (legacyBelow.map { " (below iOS \($0))" } ?? ""))
    }

    /// `additionalSafeAreaInsets.top = barHeight − baseHeight`.
    func recordSafeArea(_ value: RecognizedValue, expression: SourceExpression, line: Int) {
        recordLayoutFact("extendSafeArea", .text("true"), line: line)
        if case .binary("-", let left, let right, _) = expression,
            case .number(let bar) = evaluate(left, RecognitionScope(parent: nil)),
            case .number(let base) = evaluate(right, RecognitionScope(parent: nil))
        {
            recordLayoutFact("barHeight", .text(SwiftNumberText.format(bar)), line: line)
            recordLayoutFact("baseHeight", .text(SwiftNumberText.format(base)), line: line)
        } else if let extra = value.number {
            recordLayoutFact("safeAreaExtra", .text(SwiftNumberText.format(extra)), line: line)
        }
    }

    /// A helper call with a `spacerHeight:` argument (article 000's spacer stacks).
    func recordSpacerCall(_ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int) {
        guard
            let spacer = arguments.first(where: { $0.label == "spacerHeight" }).flatMap({
                evaluate($0.value, scope).number
            })
        else { return }
        let isButton = (functionName ?? "").lowercased().contains("button")
        recordLayoutFact(
            isButton ? "buttonOffset" : "titleOffset", .text(SwiftNumberText.format(spacer)), line: line,
            spacer: true)
        if let total = arguments.first(where: { $0.label == "totalHeight" }).flatMap({
            evaluate($0.value, scope).number
        }) {
            recordLayoutFact("barHeight", .text(SwiftNumberText.format(total)), line: line, spacer: true)
        }
        if isButton { recordLayoutFact("buttonKind", .text("image"), line: line, spacer: true) }
    }

    /// Builds a layout preset for each `UINavigationBar` subclass and attaches the controller facts.
    func analyzeLayouts() {
        let barTypes = supertypes.keys.filter { inheritsNavigationBar($0) }.sorted()
        for type in barTypes {
            var record = PresetRecord(
                kind: .layout, bar: nil, nameHint: NameDeriver.hint(typeName: type),
                location: SourceLocation(file: file, line: 0))
            let members = functions.values.flatMap { $0 }.filter { $0.typeName == type }
            let at =
                members.first.map { SourceLocation(file: $0.file, line: $0.function.line) }
                ?? SourceLocation(file: file, line: 0)
            func set(_ field: String, _ value: String, _ where: SourceLocation) {
                record.fields[field] = FieldSetting(value: .text(value), location: `where`)
            }
            file = at.file
            typeName = type
            let heightNames = [
                "barHeight", "preferredHeight", "height", "navigationBarHeight", "customHeight",
            ]
            for name in heightNames {
                if let entry = properties[name]?.first(where: { $0.typeName == type }),
                    let value = entry.value,
                    case .number(let height) = evaluate(value, RecognitionScope(parent: nil))
                {
                    set(
                        "barHeight", SwiftNumberText.format(height),
                        SourceLocation(file: entry.file, line: entry.line))
                    break
                }
            }
            if record.fields["barHeight"] == nil,
                let fits = members.first(where: { $0.function.name == "sizeThatFits" }),
                let height = Self.returnedHeight(
                    fits.function.body ?? [],
                    evaluate: { expression in self.evaluate(expression, RecognitionScope(parent: nil)).number
                    })
            {
                set(
                    "barHeight", SwiftNumberText.format(height),
                    SourceLocation(file: fits.file, line: fits.function.line))
            }
            for (name, field) in [
                ("titleSpacerHeight", "titleOffset"), ("buttonSpacerHeight", "buttonOffset"),
            ] {
                if let entry = properties[name]?.first(where: { $0.typeName == type }),
                    let value = entry.value,
                    case .number(let spacer) = evaluate(value, RecognitionScope(parent: nil))
                {
                    set(
                        field, SwiftNumberText.format(spacer),
                        SourceLocation(file: entry.file, line: entry.line))
                    set("strategy", "spacerStack", SourceLocation(file: entry.file, line: entry.line))
                }
            }
            if let layout = members.first(where: { $0.function.name == "layoutSubviews" }) {
                let text = Self.flatText(layout.function.body ?? [])
                let here = SourceLocation(file: layout.file, line: layout.function.line)
                if text.contains("UINavigationBarContentView") || text.contains("ContentView") {
                    set("strategy", "contentViewLayout", here)
                    set("alignment", text.contains("/ 2") ? "center" : "bottom", here)
                }
                if let version = Self.availabilityGuard(layout.function.body ?? []) {
                    record.fields["_below"] = FieldSetting(value: .text(version), location: here)
                }
            }
            if record.fields["barHeight"] != nil { set("baseHeight", "44", at) }
            record.nameHint = NameDeriver.hint(typeName: type)
            layouts[type] = record
            report.mapped(at, "layout preset from \(type)")
        }
        attachLayoutFacts(barTypes: barTypes)
        for key in layouts.keys { layouts[key]!.fields.removeValue(forKey: "_below") }
    }

    /// Puts the controller facts on the bar class's preset (the only one, or one made for them), and
    /// the facts found below an `#available` version on a fallback preset.
    func attachLayoutFacts(barTypes: [String]) {
        let spacerFacts = layoutFacts.filter(\.spacer)
        if !spacerFacts.isEmpty {
            var record = PresetRecord(
                kind: .layout, bar: nil, nameHint: "spacer-stack", location: spacerFacts[0].location)
            record.fields["strategy"] = FieldSetting(
                value: .text("spacerStack"), location: spacerFacts[0].location)
            record.fields["alignment"] = FieldSetting(value: .text("top"), location: spacerFacts[0].location)
            record.fields["baseHeight"] = FieldSetting(value: .text("44"), location: spacerFacts[0].location)
            for fact in spacerFacts {
                record.fields[fact.field] = FieldSetting(value: fact.value, location: fact.location)
            }
            layouts["{spacer}"] = record
        }
        let facts = layoutFacts.filter { !$0.spacer }
        guard !facts.isEmpty else { return }
        let main = barTypes.count == 1 ? barTypes[0] : "{controller}"
        if layouts[main] == nil {
            layouts[main] = PresetRecord(
                kind: .layout, bar: nil, nameHint: "controller-layout", location: facts[0].location)
        }
        var fallback: PresetRecord?
        var fallbackBelow: String?
        for fact in facts {
            if let below = fact.below {
                if fallback == nil {
                    fallback = PresetRecord(
                        kind: .layout, bar: nil, nameHint: layouts[main]!.nameHint + "-legacy",
                        location: fact.location)
                    fallback!.fields["strategy"] = FieldSetting(
                        value: .text("positionAdjustment"), location: fact.location)
                    fallback!.fields["alignment"] = FieldSetting(
                        value: .text("center"), location: fact.location)
                }
                fallbackBelow = below
                fallback!.fields[fact.field] = FieldSetting(value: fact.value, location: fact.location)
            } else {
                layouts[main]!.fields[fact.field] = FieldSetting(value: fact.value, location: fact.location)
                if ["titleOffset", "buttonOffset"].contains(fact.field),
                    layouts[main]!.fields["strategy"] == nil
                {
                    layouts[main]!.fields["strategy"] = FieldSetting(
                        value: .text("positionAdjustment"), location: fact.location)
                }
            }
        }
        if let extra = layouts[main]!.fields.removeValue(forKey: "safeAreaExtra"),
            case .text(let text) = extra.value,
            let extraValue = Double(text), layouts[main]!.fields["baseHeight"] == nil,
            case .text(let barText)? = layouts[main]!.fields["barHeight"]?.value, let bar = Double(barText)
        {
            layouts[main]!.fields["baseHeight"] = FieldSetting(
                value: .text(SwiftNumberText.format(bar - extraValue)), location: extra.location)
        }
        if var fallback, let fallbackBelow {
            for field in ["barHeight", "baseHeight", "resizeOnAppear", "buttonKind"] {
                if fallback.fields[field] == nil, let setting = layouts[main]!.fields[field] {
                    fallback.fields[field] = setting
                }
            }
            if fallback.fields["buttonKind"] == nil {
                fallback.fields["buttonKind"] = FieldSetting(
                    value: .text("image"), location: fallback.location)
            }
            let version = fallbackBelow.contains(".") ? fallbackBelow : fallbackBelow + ".0"
            layouts[main]!.fields["fallback"] = FieldSetting(
                value: .text("{fallback}"), location: fallback.location)
            layouts[main]!.fields["fallbackBelow"] = FieldSetting(
                value: .text(version), location: fallback.location)
            layouts["{fallback}"] = fallback
        }
    }

    /// The height a `sizeThatFits(_:)` body gives: the `height:` of a returned `CGSize(width:height:)`,
    /// or a number assigned to `….height`; `nil` when neither evaluates to a number.
    static func returnedHeight(_ body: [SourceStatement], evaluate: (SourceExpression) -> Double?) -> Double?
    {
        for statement in body {
            switch statement {
            case .returning(.call(_, let arguments, _)?, _), .expression(.call(_, let arguments, _)):
                if let height = arguments.first(where: { $0.label == "height" }).flatMap({
                    evaluate($0.value)
                }) {
                    return height
                }
            case .assignment(let target, "=", let value, _) where target.text.hasSuffix(".height"):
                if let height = evaluate(value) { return height }
            case .conditional(_, let then, let otherwise, _):
                if let height = returnedHeight(then + (otherwise ?? []), evaluate: evaluate) { return height }
            default:
                break
            }
        }
        return nil
    }

    /// The iOS version a body's `if #available` (or `guard #available`) wraps, if any.
    static func availabilityGuard(_ body: [SourceStatement]) -> String? {
        for statement in body {
            if case .conditional(let conditions, _, _, _) = statement {
                for condition in conditions {
                    if case .available(let version, false, _) = condition { return version }
                }
            }
        }
        return nil
    }

    /// Every expression of `statements` as text, for pattern checks.
    static func flatText(_ statements: [SourceStatement]) -> String {
        var text = ""
        for statement in statements {
            switch statement {
            case .variable(let name, _, let value, let body, _):
                text += name + " = " + (value?.text ?? "") + "\n" + flatText(body ?? [])
            case .assignment(let target, let op, let value, _):
                text += target.text + " \(op) " + value.text + "\n"
            case .expression(let expression): text += expression.text + "\n"
            case .conditional(let conditions, let then, let otherwise, _):
                for condition in conditions {
                    if case .expression(let expression) = condition { text += expression.text + "\n" }
                    if case .binding(_, let value, _) = condition { text += value.text + "\n" }
                }
                text += flatText(then) + flatText(otherwise ?? [])
            case .returning(let value, _): text += (value?.text ?? "") + "\n"
            case .block(let body, _): text += flatText(body)
            default: break
            }
        }
        return text
    }
}
