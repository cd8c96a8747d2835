/// Parses the text of a `path=value` pair into a `FieldValue` of the field's type.
public enum FieldValueParser {
    /// Parses `text` for `spec`; the error names what is allowed.
    public static func parse(_ text: String, for spec: FieldSpec) throws(FieldValueError) -> FieldValue {
        if text == "default" {
            guard spec.acceptsDefault else {
                throw FieldValueError("'\(spec.path)' cannot be 'default'; expected \(spec.type.summary)")
            }
            return .uikitDefault
        }
        switch spec.type {
        case .swiftTypeNames:
            let names = try list(text, what: "class name") { name -> Result<String, FieldValueError> in
                SwiftTypeNameRule.isValid(name)
                    ? .success(name)
                    : .failure(
                        FieldValueError(
                            "'\(name)' is not a Swift class name; expected letters, digits and _, "
                                + "not starting with a digit, with . between nested names"))
            }
            return .text(names.joined(separator: ","))
        case .wholeVariant:
            throw FieldValueError(
                "a whole variant can only be set to 'default' (got '\(text)'); set its fields instead, "
                    + "e.g. \(spec.path).backgroundColor=#FFFFFF")
        case .color:
            do {
                return .color(try ColorValue.parse(text))
            } catch {
                throw FieldValueError(error.description)
            }
        case .image:
            switch ImageValue.parse(text) {
            case .success(let image):
                if image.isSymbol, case .legacyValue = spec.uikitTarget {
                    throw FieldValueError(
                        "'\(spec.path)' is only used below iOS 13, and SF Symbols need iOS 13; use asset:<name>, "
                            + "color:<colour>, empty or none")
                }
                return .image(image)
            case .failure(let error): throw error
            }

        case .number(let range, _):
            guard let number = NumberFormatting.parse(text) else {
                throw FieldValueError("'\(text)' is not a number; expected \(spec.type.summary)")
            }
            guard range.contains(number) else {
                throw FieldValueError(
                    "\(text) is out of range for '\(spec.path)'; expected \(spec.type.summary)")
            }
            return .number(number)
        case .choice(let choices):
            guard let word = choices.canonical(text) else {
                let hint = EditDistance.suggestions(for: text, among: choices.cases, limit: 1).first.map {
                    "did you mean \($0)? "
                }
                throw FieldValueError(
                    "'\(text)' is not allowed for '\(spec.path)'; \(hint ?? "")expected \(spec.type.summary)")
            }
            return .choice(word)
        case .bool:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default:
                throw FieldValueError("'\(text)' is not a boolean for '\(spec.path)'; expected true or false")
            }
        case .text:
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
            else {
                throw FieldValueError("'\(spec.path)' needs non-empty text without control characters")
            }
            return .text(text)
        case .detents:
            return .detents(try list(text, what: "detent") { Detent.parse($0) })
        case .detentIdentifier:
            guard text == "medium" || text == "large" || EntityNameRule.isValid(text) else {
                throw FieldValueError("'\(text)' is not a detent; expected \(spec.type.summary)")
            }
            return .detentIdentifier(text)
        case .backgroundInteraction:
            guard let interaction = BackgroundInteraction.parse(text) else {
                throw FieldValueError(
                    "'\(text)' is not a background interaction; expected \(spec.type.summary)")
            }
            return .backgroundInteraction(interaction)
        case .toolbarItems:
            return .toolbarItems(try list(text, what: "toolbar item") { ToolbarItem.parse($0) })
        case .platforms:
            let platforms: [Platform] = try list(text, what: "platform") { name in
                guard let platform = Platform(rawValue: name) else {
                    return .failure(
                        FieldValueError("unknown platform '\(name)'; expected \(spec.type.summary)"))
                }
                return .success(platform)
            }
            guard Set(platforms).count == platforms.count else {
                throw FieldValueError("'\(text)' names a platform twice")
            }
            return .platforms(platforms)
        case .version:
            return .version(try version(text))
        case .member(let kind, _):
            guard let problem = EntityNameRule.problem(with: text) else { return .member(text) }
            throw FieldValueError(
                "'\(spec.path)' must name \(kind == .appearance ? "an" : "a") \(kind.rawValue): \(problem)")
        case .members(let kind):
            return .members(
                try list(text, what: kind.rawValue) { name in
                    EntityNameRule.problem(with: name).map { .failure(FieldValueError($0)) } ?? .success(name)
                })
        }
    }

    /// Parses a comma-separated, non-empty list, element by element.
    private static func list<Element>(
        _ text: String, what: String, _ parseElement: (String) -> Result<Element, FieldValueError>
    ) throws(FieldValueError) -> [Element] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else {
            throw FieldValueError("'\(text)' has an empty \(what); separate items with single commas")
        }
        return try parts.map { part throws(FieldValueError) in try parseElement(part).get() }
    }

    /// Validates an iOS version such as `15.0` or `16.4` (10.0 or later; below 13.0 the exporters write the
    /// pre-appearance bar API).
    private static func version(_ text: String) throws(FieldValueError) -> IOSVersion {
        guard text.contains("."), let version = IOSVersion(text) else {
            throw FieldValueError("'\(text)' is not an iOS version; expected e.g. 15.0 or 16.4")
        }
        guard version >= IOSVersion(10) else {
            throw FieldValueError("deployment target \(text) is too old; Barkeep targets iOS 10.0 and later")
        }
        return version
    }
}
