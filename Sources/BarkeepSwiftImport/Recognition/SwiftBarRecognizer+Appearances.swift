internal import BarkeepCore

extension SwiftBarRecognizer {
    /// Appearance properties that take one value each, by Swift name → field key.
    static let directProperties: [String: String] = [
        "backgroundColor": "backgroundColor", "shadowColor": "shadowColor",
        "backgroundImage": "backgroundImage",
        "shadowImage": "shadowImage", "backgroundEffect": "backgroundEffect",
        "backgroundImageContentMode": "backgroundImageContentMode",
        "selectionIndicatorTintColor": "selectionIndicatorTint",
        "selectionIndicatorImage": "selectionIndicatorImage",
        "stackedItemPositioning": "itemPositioning", "stackedItemSpacing": "itemSpacing",
        "stackedItemWidth": "itemWidth", "backIndicatorImage": "backIndicatorImage",
        "backIndicatorTransitionMaskImage": "backIndicatorTransitionMaskImage", "iconColor": "iconColor",
        "badgeBackgroundColor": "badge.backgroundColor",
    ]

    /// Sub-objects of an appearance, by Swift name → path prefix.
    static let partPrefixes: [String: String] = [
        "buttonAppearance": "button", "doneButtonAppearance": "doneButton",
        "prominentButtonAppearance": "doneButton",
        "backButtonAppearance": "backButton",
        "stackedLayoutAppearance": "item.stacked", "inlineLayoutAppearance": "item.inline",
        "compactInlineLayoutAppearance": "item.compactInline",
    ]

    /// `appearance.member` read: a part, a state of a part, or a text-attribute dictionary.
    func appearanceMember(_ index: Int, prefix: String, _ member: String) -> RecognizedValue {
        if prefix.isEmpty, let part = Self.partPrefixes[member] { return .appearancePart(index, part) }
        let states = ["normal", "highlighted", "disabled", "focused", "selected"]
        if states.contains(member) {
            return .appearancePart(index, prefix.isEmpty ? member : prefix + "." + member)
        }
        switch member {
        case "titleTextAttributes":
            if prefix.isEmpty { return .textAttributes(index, "title") }
            return .textAttributes(index, isItemPrefix(index, prefix) ? prefix + ".title" : prefix)
        case "largeTitleTextAttributes":
            return .textAttributes(index, "largeTitle")
        default:
            return .unknown(member)
        }
    }

    /// Whether `value` is the text-attribute dictionary under `prefix` of object `index` itself.
    func isTextAttributes(_ value: RecognizedValue, of index: Int, _ prefix: String) -> Bool {
        guard case .textAttributes(let source, let sourcePrefix) = value else { return false }
        return source == index && sourcePrefix == prefix
    }

    /// Whether `prefix` of object `index` is a tab item state (whose title attributes sit under `title`).
    func isItemPrefix(_ index: Int, _ prefix: String) -> Bool {
        if prefix.hasPrefix("item.") { return true }
        if case .item = objects[index].kind { return true }
        return false
    }

    /// Records `path` of object `index`.
    func setField(_ index: Int, _ path: String, _ value: FieldSetting.Value, line: Int) {
        objects[index].fields[path] = FieldSetting(value: value, location: location(line))
    }

    /// The field value of `value` for a colour, image, number, Boolean or choice; `nil` otherwise.
    func fieldValue(_ value: RecognizedValue, line: Int, what: String) -> FieldSetting.Value? {
        switch value {
        case .color(let color): return .color(color)
        case .image(let image): return .text(image)
        case .null where Self.isColorSlot(what):
            // A nil colour is UIKit's own: the bar's default tint or background.
            return .text("default")
        case .null: return .text("none")
        case .number(let number): return .text(SwiftNumberText.format(number))
        case .boolean(let flag): return .text(flag ? "true" : "false")
        case .enumCase(let name) where Self.isColorSlot(what):
            if name != "clear", SystemColor.named(name) == nil {
                if case .color(let color)? = propertyValue(name, ofType: "UIColor", line: line) {
                    return .color(color)
                }
                return .color(placeholderColor("UIColor." + name, line: line))
            }
            if name == "clear" || SystemColor.named(name) != nil {
                return .color(
                    ColorReference(
                        literal: name == "clear" ? "clear" : "system:" + name, source: "." + name,
                        location: location(line).description))
            }
            return .text(name)
        case .enumCase(let name): return .text(name)
        case .string(let text): return .text(text)
        case .unknown(let text) where Self.isColorSlot(what):
            return .color(placeholderColor(text, line: line))
        case .unknown(let text) where what.hasSuffix("Image"):
            return .text(placeholderImage(text, line: line))
        default:
            report.ignored(location(line), "\(what) = \(describe(value)): the value cannot be evaluated")
            return nil
        }
    }

    /// Whether a property or attribute named `what` holds a colour.
    static func isColorSlot(_ what: String) -> Bool {
        what.hasSuffix("olor") || what.hasSuffix("Tint")
    }

    /// A short description of a value for the report.
    func describe(_ value: RecognizedValue) -> String {
        if case .unknown(let text) = value { return text }
        return "\(value)".prefix(60).description
    }

    /// `appearance[.part].property = value`.
    func setAppearanceProperty(
        _ index: Int, prefix: String, _ property: String, _ value: RecognizedValue, line: Int
    ) {
        let base = prefix.isEmpty ? "" : prefix + "."
        switch property {
        case "largeTitleTextAttributes" where prefix.isEmpty && isTextAttributes(value, of: index, "title"):
            // `largeTitleTextAttributes = titleTextAttributes`: the catalogue's copy field.
            guard
                let copy = FieldCatalogue.of(.appearance, bar: .navigation).specs.first(where: { spec in
                    guard spec.variant == .standard,
                        case .textAttributesCopy(let from, let into)? = spec.uikitTarget
                    else { return false }
                    return from.property == "titleTextAttributes" && into.property == property
                })
            else { return }
            setField(index, copy.key, .text("true"), line: line)
        case "titleTextAttributes", "largeTitleTextAttributes", "badgeTextAttributes":
            guard case .attributeDictionary(let pairs) = value else {
                report.ignored(location(line), "\(property) = \(describe(value)): not a dictionary literal")
                return
            }
            var attributesPrefix: String
            if property == "largeTitleTextAttributes" {
                attributesPrefix = "largeTitle"
            } else if property == "badgeTextAttributes" {
                attributesPrefix = base + "badge"
            } else if prefix.isEmpty {
                attributesPrefix = "title"
            } else {
                attributesPrefix = isItemPrefix(index, prefix) ? prefix + ".title" : prefix
            }
            for (key, attribute) in pairs {
                setTextAttribute(index, prefix: attributesPrefix, key: key, attribute, line: line)
            }
        case "titlePositionAdjustment", "badgePositionAdjustment":
            guard case .offset(let horizontal, let vertical) = value else {
                report.ignored(location(line), "\(property): not a UIOffset literal")
                return
            }
            let key = property == "titlePositionAdjustment" ? "titleOffset" : "badge.offset"
            setField(index, base + key + ".horizontal", .text(SwiftNumberText.format(horizontal)), line: line)
            setField(index, base + key + ".vertical", .text(SwiftNumberText.format(vertical)), line: line)
        case _ where Self.partPrefixes[property] != nil && prefix.isEmpty:
            guard case .appearance(let source) = value else {
                report.ignored(
                    location(line),
                    "\(property) = \(describe(value)): not an appearance the import can follow")
                return
            }
            let partPrefix = Self.partPrefixes[property]!
            report.mapped(
                location(line),
                "\(property) of the appearance built at \(objects[index].location) ← the one built at "
                    + "\(objects[source].location), its fields under \(partPrefix)")
            for (path, setting) in objects[source].fields {
                objects[index].fields[partPrefix + "." + path] = setting
            }
        default:
            guard let key = Self.directProperties[property] else {
                report.ignored(
                    location(line), "appearance property '\(property)': not something Barkeep models")
                return
            }
            if let field = fieldValue(value, line: line, what: property) {
                setField(index, base + key, field, line: line)
            }
        }
    }

    /// One text attribute (`foregroundColor`, `font`, `kern`, `baselineOffset`, `shadow`) under `prefix`.
    func setTextAttribute(_ index: Int, prefix: String, key: String, _ value: RecognizedValue, line: Int) {
        let base = prefix + "."
        let isBadge = prefix.hasSuffix("badge")
        var value = value
        if key == "foregroundColor", case .color(let color)? = fieldValue(value, line: line, what: "color") {
            value = .color(color)
        }
        // `NSUnderlineStyle.single.rawValue` or the number it stands for.
        let lineStyle = TextLineStyle.allCases.first { style in
            if case .enumCase(let word) = value { return word == style.rawValue }
            return value.number == Double(style.rawNumber)
        }
        switch (key, value) {
        case ("foregroundColor", .color(let color)):
            setField(index, base + (isBadge ? "textColor" : "color"), .color(color), line: line)
        case ("font", .font(let font)) where !isBadge:
            for (fontKey, text) in font.fields { setField(index, base + fontKey, .text(text), line: line) }
        case ("kern", .number(let number)) where !isBadge,
            ("baselineOffset", .number(let number)) where !isBadge:
            setField(index, base + key, .text(SwiftNumberText.format(number)), line: line)
        case ("shadow", .shadow(let color, let horizontal, let vertical, let blur)) where !isBadge:
            if let color { setField(index, base + "shadow.color", .color(color), line: line) }
            if let horizontal {
                setField(
                    index, base + "shadow.offset.horizontal", .text(SwiftNumberText.format(horizontal)),
                    line: line)
            }
            if let vertical {
                setField(
                    index, base + "shadow.offset.vertical", .text(SwiftNumberText.format(vertical)),
                    line: line)
            }
            if let blur {
                setField(index, base + "shadow.blur", .text(SwiftNumberText.format(blur)), line: line)
            }
        case ("underlineStyle", _) where !isBadge && lineStyle != nil,
            ("strikethroughStyle", _) where !isBadge && lineStyle != nil:
            let attribute: TextAttribute = key == "underlineStyle" ? .underline : .strikethrough
            setField(index, base + attribute.pathKey, .text(lineStyle?.rawValue ?? ""), line: line)
        case ("paragraphStyle", .paragraphStyle(let alignment, let lineBreakMode)) where !isBadge:
            for (component, word) in [
                (ParagraphComponent.alignment, alignment), (.lineBreakMode, lineBreakMode),
            ] {
                guard let word else { continue }
                setField(index, base + TextAttribute.paragraph(component).pathKey, .text(word), line: line)
            }
        case ("font", .unknown(let text)) where !isBadge:
            report.placeholder(
                location(line),
                "font \(text) cannot be evaluated: no \(prefix) font field is written (Barkeep has no font entry "
                    + "to stand for it), so the bar's own font shows; set \(prefix).size, weight or font")
        default:
            report.ignored(
                location(line), "text attribute .\(key) = \(describe(value)): not something Barkeep models")
        }
    }
}
