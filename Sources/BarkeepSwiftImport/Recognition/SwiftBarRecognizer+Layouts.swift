internal import BarkeepCore

extension SwiftBarRecognizer {
    /// A layout fact from a controller or helper (an offset, the safe area, `sizeToFit()`), kept until
    /// the bar classes are known.
    struct LayoutFact {
        /// The layout parameter it sets.
        let parameter: LayoutParameter
        /// Its value; for a height above the base, the number of points the bar is taller than its base.
        let value: FieldSetting.Value
        /// Whether the value is not the base height's but how far the bar height exceeds it (the
        /// safe-area inset an app adds), from which the base height follows once the bar height is known.
        let isHeightAboveBase: Bool
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
    func recordLayoutFact(
        _ parameter: LayoutParameter, _ value: FieldSetting.Value, line: Int, spacer: Bool = false,
        heightAboveBase: Bool = false
    ) {
        layoutFacts.append(
            LayoutFact(
                parameter: parameter, value: value, isHeightAboveBase: heightAboveBase,
                location: location(line),
                below: legacyBelow, spacer: spacer))
        let fact = heightAboveBase ? "\(LayoutParameter.barHeight.path) − \(parameter.path)" : parameter.path
        report.mapped(
            location(line), "layout fact \(fact)" + (legacyBelow.map { " (below iOS \($0))" } ?? ""))
    }

    /// `additionalSafeAreaInsets.top = barHeight − baseHeight`.
    func recordSafeArea(_ value: RecognizedValue, expression: SourceExpression, line: Int) {
        recordLayoutFact(.extendSafeArea, .text("true"), line: line)
        if case .binary("-", let left, let right, _) = expression,
            case .number(let bar) = evaluate(left, RecognitionScope(parent: nil)),
            case .number(let base) = evaluate(right, RecognitionScope(parent: nil))
        {
            recordLayoutFact(.barHeight, .text(SwiftNumberText.format(bar)), line: line)
            recordLayoutFact(.baseHeight, .text(SwiftNumberText.format(base)), line: line)
        } else if let extra = value.number {
            recordLayoutFact(
                .baseHeight, .text(SwiftNumberText.format(extra)), line: line, heightAboveBase: true)
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
            isButton ? .buttonOffset : .titleOffset, .text(SwiftNumberText.format(spacer)), line: line,
            spacer: true)
        if let total = arguments.first(where: { $0.label == "totalHeight" }).flatMap({
            evaluate($0.value, scope).number
        }) {
            recordLayoutFact(.barHeight, .text(SwiftNumberText.format(total)), line: line, spacer: true)
        }
        if isButton {
            recordLayoutFact(.buttonKind, .text(ButtonKind.image.rawValue), line: line, spacer: true)
        }
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
            func set(_ parameter: LayoutParameter, _ value: String, _ where: SourceLocation) {
                record[layout: parameter] = FieldSetting(value: .text(value), location: `where`)
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
                        .barHeight, SwiftNumberText.format(height),
                        SourceLocation(file: entry.file, line: entry.line))
                    break
                }
            }
            if record[layout: .barHeight] == nil,
                let fits = members.first(where: { $0.function.name == "sizeThatFits" }),
                let height = Self.returnedHeight(
                    fits.function.body ?? [],
                    evaluate: { expression in self.evaluate(expression, RecognitionScope(parent: nil)).number
                    })
            {
                set(
                    .barHeight, SwiftNumberText.format(height),
                    SourceLocation(file: fits.file, line: fits.function.line))
            }
            for (name, parameter) in [
                ("titleSpacerHeight", LayoutParameter.titleOffset), ("buttonSpacerHeight", .buttonOffset),
            ] {
                if let entry = properties[name]?.first(where: { $0.typeName == type }),
                    let value = entry.value,
                    case .number(let spacer) = evaluate(value, RecognitionScope(parent: nil))
                {
                    let here = SourceLocation(file: entry.file, line: entry.line)
                    set(parameter, SwiftNumberText.format(spacer), here)
                    set(.strategy, LayoutStrategy.spacerStack.rawValue, here)
                }
            }
            if let layout = members.first(where: { $0.function.name == "layoutSubviews" }) {
                let text = Self.flatText(layout.function.body ?? [])
                let here = SourceLocation(file: layout.file, line: layout.function.line)
                if text.contains("UINavigationBarContentView") || text.contains("ContentView") {
                    set(.strategy, LayoutStrategy.contentViewLayout.rawValue, here)
                    let alignment: LayoutAlignment = text.contains("/ 2") ? .center : .bottom
                    set(.alignment, alignment.rawValue, here)
                }
            }
            if record[layout: .barHeight] != nil { set(.baseHeight, Self.systemBarHeight, at) }
            record.nameHint = NameDeriver.hint(typeName: type)
            layouts[type] = record
            report.mapped(at, "layout preset from \(type)")
        }
        attachLayoutFacts(barTypes: barTypes)
    }

    /// The height of the system's navigation bar on iPhone, the base a taller bar replaces.
    static let systemBarHeight = "44"

    /// Puts the controller facts on the bar class's preset (the only one, or one made for them), and
    /// the facts found below an `#available` version on a fallback preset.
    func attachLayoutFacts(barTypes: [String]) {
        let spacerFacts = layoutFacts.filter(\.spacer)
        if let first = spacerFacts.first {
            var record = PresetRecord(
                kind: .layout, bar: nil, nameHint: "spacer-stack", location: first.location)
            record[layout: .strategy] = FieldSetting(
                value: .text(LayoutStrategy.spacerStack.rawValue), location: first.location)
            record[layout: .alignment] = FieldSetting(
                value: .text(LayoutAlignment.top.rawValue), location: first.location)
            record[layout: .baseHeight] = FieldSetting(
                value: .text(Self.systemBarHeight), location: first.location)
            for fact in spacerFacts {
                record[layout: fact.parameter] = FieldSetting(value: fact.value, location: fact.location)
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
        var heightAboveBase: LayoutFact?
        for fact in facts {
            if let below = fact.below {
                if fallback == nil {
                    fallback = PresetRecord(
                        kind: .layout, bar: nil, nameHint: layouts[main]!.nameHint + "-legacy",
                        location: fact.location)
                    fallback![layout: .strategy] = FieldSetting(
                        value: .text(LayoutStrategy.positionAdjustment.rawValue), location: fact.location)
                    fallback![layout: .alignment] = FieldSetting(
                        value: .text(LayoutAlignment.center.rawValue), location: fact.location)
                }
                fallbackBelow = below
                if !fact.isHeightAboveBase {
                    fallback![layout: fact.parameter] = FieldSetting(
                        value: fact.value, location: fact.location)
                }
            } else if fact.isHeightAboveBase {
                heightAboveBase = fact
            } else {
                layouts[main]![layout: fact.parameter] = FieldSetting(
                    value: fact.value, location: fact.location)
                if fact.parameter == .titleOffset || fact.parameter == .buttonOffset,
                    layouts[main]![layout: .strategy] == nil
                {
                    layouts[main]![layout: .strategy] = FieldSetting(
                        value: .text(LayoutStrategy.positionAdjustment.rawValue), location: fact.location)
                }
            }
        }
        if let extra = heightAboveBase, case .text(let text) = extra.value,
            let extraValue = Double(text), layouts[main]![layout: .baseHeight] == nil,
            case .text(let barText)? = layouts[main]![layout: .barHeight]?.value, let bar = Double(barText)
        {
            layouts[main]![layout: .baseHeight] = FieldSetting(
                value: .text(SwiftNumberText.format(bar - extraValue)), location: extra.location)
        }
        if var fallback, let fallbackBelow {
            for parameter in [LayoutParameter.barHeight, .baseHeight, .resizeOnAppear, .buttonKind] {
                if fallback[layout: parameter] == nil, let setting = layouts[main]![layout: parameter] {
                    fallback[layout: parameter] = setting
                }
            }
            if fallback[layout: .buttonKind] == nil {
                fallback[layout: .buttonKind] = FieldSetting(
                    value: .text(ButtonKind.image.rawValue), location: fallback.location)
            }
            let version = fallbackBelow.contains(".") ? fallbackBelow : fallbackBelow + ".0"
            layouts[main]![layout: .fallback] = FieldSetting(
                value: .text("{fallback}"), location: fallback.location)
            layouts[main]![layout: .fallbackBelow] = FieldSetting(
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
