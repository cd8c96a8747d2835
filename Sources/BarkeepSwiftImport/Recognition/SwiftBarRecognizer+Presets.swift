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

    /// Sheet properties by Swift name → field.
    static let sheetProperties: [String: String] = [
        "preferredCornerRadius": "cornerRadius", "prefersGrabberVisible": "grabber",
        "prefersScrollingExpandsWhenScrolledToEdge": "scrollingExpandsWhenScrolledToEdge",
        "prefersEdgeAttachedInCompactHeight": "edgeAttachedInCompactHeight",
        "widthFollowsPreferredContentSizeWhenEdgeAttached": "widthFollowsPreferredContentSize",
        "prefersPageSizing": "pageSizing", "selectedDetentIdentifier": "selected",
        "largestUndimmedDetentIdentifier": "largestUndimmed",
    ]

    /// `sheet.property = value`.
    func setSheetProperty(_ index: Int, _ property: String, _ value: RecognizedValue, line: Int) {
        let key = sheetKeys[index]
        if property == "detents" {
            guard case .array(let elements) = value else {
                report.ignored(location(line), "detents = \(describe(value)): not an array literal")
                return
            }
            let detents = elements.compactMap { element -> String? in
                if case .detent(let detent) = element { return detent }
                return nil
            }
            if legacyBelow != nil, sheets[key]!.fields["detents"] != nil { return }
            sheets[key]!.fields["detents"] = FieldSetting(
                value: .text(detents.joined(separator: ",")), location: location(line))
            return
        }
        guard let field = Self.sheetProperties[property] else {
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
        if case .text(let text)? = toolbars[key]!.fields["items"]?.value {
            existing = text.split(separator: ",").map(String.init)
        }
        for item in items where !existing.contains(item) { existing.append(item) }
        toolbars[key]!.fields["items"] = FieldSetting(
            value: .text(existing.joined(separator: ",")), location: location(line))
        report.mapped(location(line), "toolbar items \(items.joined(separator: ", "))")
    }

    /// A SwiftUI modifier Barkeep models, applied to the running frame's toolbar or sheet; `nil` for others.
    func swiftUIModifier(
        _ name: String, _ arguments: [SourceArgument], _ scope: RecognitionScope, line: Int
    ) -> RecognizedValue? {
        let values = arguments.map { evaluate($0.value, scope) }
        func setToolbar(_ field: String, _ value: FieldSetting.Value) {
            let key = toolbarKey(line: line)
            toolbars[key]!.fields[field] = FieldSetting(value: value, location: location(line))
        }
        func setSheet(_ field: String, _ value: FieldSetting.Value) {
            let index = sheetIndex(reach: "presentation", line: line)
            sheets[sheetKeys[index]]!.fields[field] = FieldSetting(value: value, location: location(line))
        }
        switch name {
        case "toolbar", "multiPlatformToolbar":
            for value in values {
                if case .closure(let parameters, let body) = value {
                    _ = runClosure(parameters, body, [], scope)
                }
            }
            if case .string(let title)? = arguments.first(where: { $0.label == "title" }).map({
                evaluate($0.value, scope)
            }) {
                setToolbar("title", .text(title))
            }
            return .unknown(name)
        case "navigationTitle":
            if case .string(let title)? = values.first { setToolbar("title", .text(title)) }
            return .unknown(name)
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            if case .enumCase(let mode)? = values.first { setToolbar("titleDisplayMode", .text(mode)) }
            return .unknown(name)
        case "toolbarBackground":
            switch values.first {
            case .enumCase(let visibility)?: setToolbar("backgroundVisibility", .text(visibility))
            case .color(let color)?: setToolbar("backgroundColor", .color(color))
            default: break
            }
            return .unknown(name)
        case "toolbarColorScheme":
            if case .enumCase(let scheme)? = values.first {
                let target = BarTarget(bar: .navigation, reach: .instance("swiftui"))
                let key = applicationKey(target, line: line)
                applications[key]!.fields["swiftui.colorScheme"] = FieldSetting(
                    value: .text(scheme), location: location(line))
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
                setSheet("detents", .text(detents.joined(separator: ",")))
            }
            return .unknown(name)
        case "presentationDragIndicator":
            if case .enumCase(let visibility)? = values.first { setSheet("grabber", .text(visibility)) }
            return .unknown(name)
        case "presentationCornerRadius":
            if let radius = values.first?.number {
                setSheet("cornerRadius", .text(SwiftNumberText.format(radius)))
            }
            return .unknown(name)
        case "presentationBackgroundInteraction":
            if case .enumCase(let interaction)? = values.first {
                setSheet("backgroundInteraction", .text(interaction))
            }
            return .unknown(name)
        case "interactiveDismissDisabled":
            setSheet(
                "dismissible",
                .text(
                    values.first.map { if case .boolean(false) = $0 { "true" } else { "false" } } ?? "false"))
            return .unknown(name)
        default:
            return nil
        }
    }
}

extension String {
    /// The string with `:` and `,` (the item syntax's separators) replaced by spaces.
    fileprivate func replacingColons() -> String {
        String(map { $0 == ":" || $0 == "," ? " " : $0 })
    }
}
