internal import BarkeepCore

extension SwiftBarRecognizer {
    /// The sheet reached by `reach` in the running frame, created on first use; returns its index key.
    func sheetIndex(reach: String, line: Int) -> Int {
        let key = "\(frame)|\(reach)"
        if sheets[key] == nil {
            var hint = NameDeriver.hint(typeName: typeName ?? "")
            if let typeName, isSheetType(typeName) {
                // An extension of the sheet class says nothing of which sheet: its method does.
                hint = NameDeriver.hint(function: functionName ?? "", typeName: nil)
            }
            if hint.isEmpty { hint = "sheet" }
            sheets[key] = PresetRecord(kind: .sheet, bar: nil, nameHint: hint, location: location(line))
            sheetKeys.append(key)
        }
        return sheetKeys.firstIndex(of: key)!
    }

    /// `sheet.property = value`.
    func setSheetProperty(_ index: Int, _ property: String, _ value: RecognizedValue, line: Int) {
        let key = sheetKeys[index]
        let spec = FieldCatalogue.of(.sheet).spec(for: .sheetProperty(property))
        if spec?.path == SheetField.detents.path {
            guard case .array(let elements) = value else {
                report.ignored(location(line), "detents = \(describe(value)): not an array literal")
                return
            }
            let detents = elements.compactMap { element -> String? in
                if case .detent(let detent) = element { return detent }
                return nil
            }
            if legacyBelow != nil, sheets[key]![sheet: .detents] != nil { return }
            sheets[key]![sheet: .detents] = FieldSetting(
                value: .text(detents.joined(separator: ",")), location: location(line))
            return
        }
        guard let field = spec?.path else {
            if property == "delegate" || property == "sourceView" {
                report.note(location(line), "sheet \(property): behaviour, not a look; not imported")
            } else {
                report.ignored(location(line), "sheet property '\(property)': not something Barkeep models")
            }
            return
        }
        var setting = fieldValue(value, line: line, what: property)
        if case .null = value { setting = nil }
        guard let setting else { return }
        sheets[key]!.fields[field] = FieldSetting(value: setting, location: location(line))
    }

    /// The toolbar preset of the running frame, created on first use.
    func toolbarKey(line: Int) -> String {
        let key = "\(frame)"
        if toolbars[key] == nil {
            var hint = NameDeriver.hint(typeName: typeName ?? "")
            if hint.isEmpty { hint = "toolbar" }
            toolbars[key] = PresetRecord(kind: .toolbar, bar: nil, nameHint: hint, location: location(line))
        }
        return key
    }

    /// `ToolbarItem(placement:) { Button("Label") … }`: one toolbar item per button.
    func recordToolbarItems(_ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int) {
        var placement = "automatic"
        if let argument = arguments.first(where: { $0.label == "placement" }),
            case .enumCase(let name) = evaluate(argument.value, scope)
        {
            placement = name
        }
        var items: [String] = []
        func visit(_ expression: SourceExpression) {
            guard case .call(let callee, let callArguments, _) = expression else { return }
            if case .name(let name, _) = callee, name == "Button" || name == "Label" {
                var label: String?
                var symbol: String?
                for argument in callArguments {
                    if argument.label == nil, case .string(let text?, _) = argument.value { label = text }
                    if argument.label == "systemImage", case .string(let text?, _) = argument.value {
                        symbol = text
                    }
                    if case .closure(_, let body, _) = argument.value {
                        for statement in body {
                            guard case .expression(let inner) = statement,
                                case .call(.name(let innerName, _), let innerArguments, _) = inner
                            else { continue }
                            if innerName == "Image",
                                let systemName = innerArguments.first(where: { $0.label == "systemName" }),
                                case .string(let text?, _) = systemName.value
                            {
                                symbol = text
                            }
                            if innerName == "Text" || innerName == "Label",
                                case .string(let text?, _)? = innerArguments.first?.value
                            {
                                label = text
                                if let image = innerArguments.first(where: { $0.label == "systemImage" }),
                                    case .string(let text?, _) = image.value
                                {
                                    symbol = text
                                }
                            }
                        }
                    }
                }
                guard let label = label ?? symbol else { return }
                items.append(
                    [placement, label.replacingColons()].joined(separator: ":")
                        + (symbol.map { ":" + $0 } ?? ""))
                return
            }
            for argument in callArguments {
                if case .closure(_, let body, _) = argument.value {
                    for statement in body { if case .expression(let inner) = statement { visit(inner) } }
                }
            }
        }
        for argument in arguments {
            if case .closure(_, let body, _) = argument.value {
                for statement in body { if case .expression(let inner) = statement { visit(inner) } }
            }
        }
        guard !items.isEmpty else { return }
        let key = toolbarKey(line: line)
        var existing: [String] = []
        if case .text(let text)? = toolbars[key]![toolbar: .items]?.value {
            existing = text.split(separator: ",").map(String.init)
        }
        for item in items where !existing.contains(item) { existing.append(item) }
        toolbars[key]![toolbar: .items] = FieldSetting(
            value: .text(existing.joined(separator: ",")), location: location(line))
        report.mapped(location(line), "toolbar items \(items.joined(separator: ", "))")
    }

    /// A SwiftUI modifier Barkeep models, applied to the running frame's toolbar or sheet; `nil` for others.
    func swiftUIModifier(
        _ name: String, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int
    ) -> RecognizedValue? {
        let values = arguments.map { evaluate($0.value, scope) }
        func setToolbar(_ field: ToolbarField, _ value: FieldSetting.Value) {
            let key = toolbarKey(line: line)
            toolbars[key]![toolbar: field] = FieldSetting(value: value, location: location(line))
        }
        func setSheet(_ field: SheetField, _ value: FieldSetting.Value) {
            let index = sheetIndex(reach: "presentation", line: line)
            sheets[sheetKeys[index]]![sheet: field] = FieldSetting(value: value, location: location(line))
        }
        if Self.modifiersReadingTheirFirstArgument.contains(name), case .unknown(let text)? = values.first {
            reportUnevaluated(name, text, line: line)
            return .unknown(name)
        }
        switch name {
        case "toolbar", "multiPlatformToolbar":
            for value in values {
                if case .closure(let parameters, let body) = value {
                    report.note(location(line), ".\(name) { … }: its items are read")
                    _ = runClosure(parameters, body, [], scope)
                }
            }
            if !values.contains(where: { if case .closure = $0 { true } else { false } }) {
                report.ignored(
                    location(line),
                    ".\(name)(\(arguments.map(\.text).joined(separator: ", "))): its content is a property or "
                        + "parameter the import cannot follow")
            }
            if case .string(let title)? = arguments.first(where: { $0.label == "title" }).map({
                evaluate($0.value, scope)
            }) {
                setToolbar(.title, .text(title))
            }
            return .unknown(name)
        case "navigationTitle":
            if case .string(let title)? = values.first { setToolbar(.title, .text(title)) }
            return .unknown(name)
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            if case .enumCase(let mode)? = values.first { setToolbar(.titleDisplayMode, .text(mode)) }
            return .unknown(name)
        case "toolbarBackground", "toolbarColorScheme":
            guard let first = arguments.first else { return .unknown(name) }
            let value = swiftUIArgument(values[0], first.value, modifier: name, line: line)
            for bar in Self.placementBars(arguments) {
                setBarStyle(name, value, bar: bar, line: line)
            }
            return .unknown(name)
        case "presentationDetents":
            if case .array(let elements)? = values.first {
                let detents = elements.compactMap { element -> String? in
                    switch element {
                    case .detent(let detent): return detent
                    case .enumCase(let detent) where detent == "medium" || detent == "large": return detent
                    default: return nil
                    }
                }
                setSheet(.detents, .text(detents.joined(separator: ",")))
            }
            return .unknown(name)
        case "presentationDragIndicator":
            if case .enumCase(let visibility)? = values.first { setSheet(.grabber, .text(visibility)) }
            return .unknown(name)
        case "presentationCornerRadius":
            if let radius = values.first?.number {
                setSheet(.cornerRadius, .text(SwiftNumberText.format(radius)))
            }
            return .unknown(name)
        case "presentationBackgroundInteraction":
            if case .enumCase(let interaction)? = values.first {
                setSheet(.backgroundInteraction, .text(interaction))
            }
            return .unknown(name)
        case "interactiveDismissDisabled":
            setSheet(
                .dismissible,
                .text(
                    values.first.map { if case .boolean(false) = $0 { "true" } else { "false" } } ?? "false"))
            return .unknown(name)
        default:
            if ["toolbar", "navigation", "presentation"].contains(where: { name.hasPrefix($0) }) {
                report.ignored(location(line), ".\(name)(…): a SwiftUI modifier Barkeep does not model")
                return .unknown(name)
            }
            return nil
        }
    }

    /// A SwiftUI modifier's first argument as a field value: a colour placeholder for a colour written
    /// as a stored property, parameter or condition (`barColor`, `isDark ? .black : .white`); `nil`, and a
    /// report line, for another value that cannot be evaluated.
    func swiftUIArgument(
        _ value: RecognizedValue, _ expression: SourceExpression, modifier: String, line: Int
    ) -> RecognizedValue? {
        guard case .unknown(let text) = value else { return value }
        if modifier == "toolbarBackground", !expression.text.hasPrefix(".") {
            let name = if case .ternary = expression { NameDeriver.kebab(modifier) } else { nil as String? }
            return .color(placeholderColor(text, line: line, name: name))
        }
        reportUnevaluated(modifier, text, line: line)
        return nil
    }

    /// The modifiers whose first argument is the value of a field.
    static let modifiersReadingTheirFirstArgument: Set<String> = [
        "navigationTitle", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "presentationDetents",
        "presentationDragIndicator", "presentationCornerRadius", "presentationBackgroundInteraction",
    ]

    /// Reports a modifier whose value is a stored property, parameter or condition the import cannot know.
    func reportUnevaluated(_ modifier: String, _ text: String, line: Int) {
        report.ignored(
            location(line),
            ".\(modifier)(\(text)): the value cannot be evaluated (a property, parameter or condition); set it "
                + "by hand")
    }

    /// The bars a `for:` argument names, in order (`nil` for the navigation bar or an automatic
    /// placement, which the toolbar preset styles); one `nil` when there is no `for:`.
    static func placementBars(_ arguments: [SourceArgument]) -> [BarKind?] {
        guard let start = arguments.firstIndex(where: { $0.label == "for" }) else { return [nil] }
        var bars: [BarKind?] = []
        for (offset, argument) in arguments[start...].enumerated() where offset == 0 || argument.label == nil
        {
            guard case .implicitMember(let placement, _) = argument.value else { continue }
            switch placement {
            case "tabBar": bars.append(.tab)
            case "bottomBar": bars.append(.toolbar)
            default: bars.append(nil)
            }
        }
        return bars.isEmpty ? [nil] : bars
    }

    /// `toolbarBackground` or `toolbarColorScheme` for one placement: the navigation bar's go to the
    /// toolbar preset (background) and the SwiftUI navigation appearance (colour scheme) as before; a
    /// tab or bottom bar's go to that bar's SwiftUI appearance, in the field the catalogue gives the
    /// modifier.
    func setBarStyle(_ modifier: String, _ value: RecognizedValue?, bar: BarKind?, line: Int) {
        let isBackground = modifier == "toolbarBackground"
        if bar == nil, isBackground {
            let key = toolbarKey(line: line)
            switch value {
            case .enumCase(let visibility)?:
                toolbars[key]![toolbar: .backgroundVisibility] = FieldSetting(
                    value: .text(visibility), location: location(line))
            case .color(let color)?:
                toolbars[key]![toolbar: .backgroundColor] = FieldSetting(
                    value: .color(color), location: location(line))
            default: break
            }
            return
        }
        let barKind = bar ?? .navigation
        let wanted: SwiftUITarget
        let field: FieldSetting.Value
        switch (value, isBackground) {
        case (.color(let color)?, true):
            wanted = .toolbarBackgroundStyle
            field = .color(color)
        case (.enumCase(let scheme)?, false):
            wanted = .toolbarColorScheme
            field = .text(scheme)
        case (.enumCase(let visibility)?, true):
            report.ignored(
                location(line),
                ".toolbarBackground(.\(visibility), for:) of a \(barKind.rawValue) bar: only the navigation bar's "
                    + "visibility is a field (the toolbar preset's)")
            return
        default:
            return
        }
        let catalogue = FieldCatalogue.of(.appearance, bar: barKind)
        guard let path = (catalogue.spec(for: wanted) ?? catalogue.spec(for: wanted, in: .standard))?.path
        else {
            return
        }
        let key = applicationKey(BarTarget(bar: barKind, reach: .instance("swiftui")), line: line)
        applications[key]!.fields[path] = FieldSetting(value: field, location: location(line))
    }
}

extension String {
    /// The string with `:` and `,` (the item syntax's separators) replaced by spaces.
    fileprivate func replacingColons() -> String {
        String(map { $0 == ":" || $0 == "," ? " " : $0 })
    }
}
