internal import BarkeepCore

extension SwiftBarRecognizer {
    /// `appearance.member` read: a part (`buttonAppearance`), a state of a part (`normal`), or a
    /// text-attribute dictionary, each reached from the object through the Swift property path `path`.
    func appearanceMember(_ index: Int, path: [String], _ member: String) -> RecognizedValue {
        if path.isEmpty, let part = Self.partProperty(member) { return .appearancePart(index, [part]) }
        if Self.isState(member) { return .appearancePart(index, path + [member]) }
        switch member {
        case "titleTextAttributes", "largeTitleTextAttributes":
            return .textAttributes(index, TextAttributeSet(AppearanceObject(propertyPath: path), member))
        default:
            return .unknown(member)
        }
    }

    /// The catalogue's copy target when `property` of `object` is assigned another text-attribute
    /// dictionary of the same appearance object (`largeTitleTextAttributes = titleTextAttributes`), if a
    /// row sets that copy; nil otherwise.
    func copiedTextAttributes(
        _ index: Int, _ object: AppearanceObject, _ property: String, _ value: RecognizedValue
    ) -> UIKitTarget? {
        guard case .textAttributes(let source, let from) = value, source == index else { return nil }
        let target = UIKitTarget.textAttributesCopy(from: from, into: TextAttributeSet(object, property))
        return fieldKey(target, on: index) == nil ? nil : target
    }

    /// Records what object `index` sets `target` to.
    func setField(_ index: Int, _ target: UIKitTarget, _ value: FieldSetting.Value, line: Int) {
        objects[index].fields[target] = FieldSetting(value: value, location: location(line))
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

    /// `appearance[.part].property = value`, the part reached through the Swift property path `path`.
    func setAppearanceProperty(
        _ index: Int, path: [String], _ property: String, _ value: RecognizedValue, line: Int
    ) {
        let object = AppearanceObject(propertyPath: path)
        switch property {
        case _ where copiedTextAttributes(index, object, property, value) != nil:
            // `largeTitleTextAttributes = titleTextAttributes`: the catalogue's copy field.
            setField(index, copiedTextAttributes(index, object, property, value)!, .text("true"), line: line)
        case "titleTextAttributes", "largeTitleTextAttributes", "badgeTextAttributes":
            guard case .attributeDictionary(let pairs) = value else {
                report.ignored(location(line), "\(property) = \(describe(value)): not a dictionary literal")
                return
            }
            if pairs.isEmpty {
                // `[:]`, or the fallback of `bar.titleTextAttributes ?? [:]`, whose left side the import reads
                // as unknown.
                report.ignored(location(line), "\(property): no attribute the import can read in it")
            }
            for (key, attribute) in pairs {
                setTextAttribute(index, TextAttributeSet(object, property), key: key, attribute, line: line)
            }
        case "titlePositionAdjustment", "badgePositionAdjustment":
            guard case .offset(let horizontal, let vertical) = value else {
                report.ignored(location(line), "\(property): not a UIOffset literal")
                return
            }
            let offset = OffsetProperty(object, property)
            for (component, number) in [(OffsetComponent.horizontal, horizontal), (.vertical, vertical)] {
                setField(
                    index, .offsetComponent(offset, component), .text(SwiftNumberText.format(number)),
                    line: line)
            }
        case _ where path.isEmpty && Self.partProperty(property) != nil:
            guard case .appearance(let source) = value else {
                report.ignored(
                    location(line),
                    "\(property) = \(describe(value)): not an appearance the import can follow")
                return
            }
            let part = Self.partProperty(property)!
            report.mapped(
                location(line),
                "\(property) of the appearance built at \(objects[index].location) ← the one built at "
                    + "\(objects[source].location), its fields under \(Self.partKey(part) ?? part)")
            for (target, setting) in objects[source].fields {
                if let placed = target.placed(under: part) { objects[index].fields[placed] = setting }
            }
        default:
            let target =
                BackIndicatorImage.allCases.first { path.isEmpty && $0.swiftProperty == property }.map {
                    UIKitTarget.backIndicator($0)
                } ?? .property(object, property)
            guard fieldKey(target, on: index) != nil else {
                report.ignored(
                    location(line), "appearance property '\(property)': not something Barkeep models")
                return
            }
            if let field = fieldValue(value, line: line, what: property) {
                setField(index, target, field, line: line)
            }
        }
    }

    /// One entry (`foregroundColor`, `font`, `kern`, `baselineOffset`, `shadow`, `underlineStyle`,
    /// `strikethroughStyle`, `paragraphStyle`) of the text-attribute
    /// dictionary `set` of object `index`.
    func setTextAttribute(
        _ index: Int, _ set: TextAttributeSet, key: String, _ value: RecognizedValue, line: Int
    ) {
        var value = value
        if key == "foregroundColor", case .color(let color)? = fieldValue(value, line: line, what: "color") {
            value = .color(color)
        }
        if let entry = Self.attributeFields(key, value),
            fieldKey(.textAttribute(set, entry.attribute), on: index) != nil
        {
            for (attribute, field) in entry.fields {
                setField(index, .textAttribute(set, attribute), field, line: line)
            }
            return
        }
        if key == "font", case .unknown(let text) = value,
            let size = fieldKey(.textAttribute(set, .font(.size)), on: index)
        {
            let prefix = String(size.dropLast(TextAttribute.font(.size).pathKey.count + 1))
            report.placeholder(
                location(line),
                "font \(text) cannot be evaluated: no \(prefix) font field is written (Barkeep has no font entry "
                    + "to stand for it), so the bar's own font shows; set \(size), weight or font")
            return
        }
        report.ignored(
            location(line), "text attribute .\(key) = \(describe(value)): not something Barkeep models")
    }

    /// The catalogue attributes a text-attribute entry sets, with their values (one for a colour, kern,
    /// baseline offset or line style, one per part of a font, shadow or paragraph style that is set) and an attribute that says whether
    /// the dictionary has the entry at all; nil for an entry Barkeep does not model.
    static func attributeFields(_ key: String, _ value: RecognizedValue) -> (
        attribute: TextAttribute, fields: [(TextAttribute, FieldSetting.Value)]
    )? {
        func number(_ number: Double) -> FieldSetting.Value { .text(SwiftNumberText.format(number)) }
        switch (key, value) {
        case ("foregroundColor", .color(let color)):
            return (.foregroundColor, [(.foregroundColor, .color(color))])
        case ("font", .font(let font)):
            return (.font(.size), font.components.map { (.font($0.component), .text($0.text)) })
        case ("kern", .number(let value)):
            return (.kern, [(.kern, number(value))])
        case ("baselineOffset", .number(let value)):
            return (.baselineOffset, [(.baselineOffset, number(value))])
        case ("shadow", .shadow(let color, let horizontal, let vertical, let blur)):
            let parts: [(TextAttribute, FieldSetting.Value?)] = [
                (.shadow(.color), color.map { .color($0) }),
                (.shadow(.offsetHorizontal), horizontal.map(number)),
                (.shadow(.offsetVertical), vertical.map(number)), (.shadow(.blur), blur.map(number)),
            ]
            return (.shadow(.color), parts.compactMap { attribute, value in value.map { (attribute, $0) } })
        case ("underlineStyle", _), ("strikethroughStyle", _):
            // `NSUnderlineStyle.single.rawValue` or the number it stands for.
            guard
                let style = TextLineStyle.allCases.first(where: { style in
                    if case .enumCase(let word) = value { return word == style.rawValue }
                    return value.number == Double(style.rawNumber)
                })
            else { return nil }
            let attribute: TextAttribute = key == "underlineStyle" ? .underline : .strikethrough
            return (attribute, [(attribute, .text(style.rawValue))])
        case ("paragraphStyle", .paragraphStyle(let alignment, let lineBreakMode)):
            let parts: [(TextAttribute, String?)] = [
                (.paragraph(.alignment), alignment), (.paragraph(.lineBreakMode), lineBreakMode),
            ]
            return (
                .paragraph(.alignment),
                parts.compactMap { attribute, word in word.map { (attribute, .text($0)) } }
            )
        default:
            return nil
        }
    }
}
