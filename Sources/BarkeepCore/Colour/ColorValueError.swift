/// Why a text is not a colour value, worded for the person who typed it.
public struct ColorValueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rejected text, exactly as given.
    public let text: String
    /// The whole explanation: what was wrong and what is allowed.
    public let message: String

    /// The forms a colour value may take, as listed in every "not a colour" message.
    public static let acceptedForms = "#RGB, #RRGGBB, #RRGGBBAA, clear, system:<name> or {palette-name}"

    /// The explanation, e.g. `'#12345' is not a colour: expected #RGB, …`.
    public var description: String { message }

    /// How many close names an unknown system colour's message suggests at most.
    static let suggestionLimit = 3

    /// The text fits none of the forms, or fits one badly; `problem` says how, when there is more to say.
    static func notAColor(_ text: String, problem: String? = nil) -> ColorValueError {
        let detail = (problem ?? missingHash(text)).map { "\($0); " } ?? ""
        return ColorValueError(
            text: text,
            message: "'\(text)' is not a colour: \(detail)expected \(acceptedForms)"
        )
    }

    /// "did you mean #0A84FF?" for hex digits written without their `#`.
    private static func missingHash(_ text: String) -> String? {
        guard [3, 6, 8].contains(text.count), text.allSatisfy(\.isHexDigit) else { return nil }
        return "did you mean #\(text)?"
    }

    /// `system:<name>` names no UIKit colour; suggests the closest names when there are any.
    static func unknownSystemColor(_ text: String, name: String) -> ColorValueError {
        let suggestions = EditDistance.suggestions(
            for: name,
            among: SystemColor.allNames,
            limit: suggestionLimit
        )
        let hint =
            suggestions.isEmpty
            ? "; expected a UIKit colour property name such as systemBlue, label or white"
            : "; did you mean \(listed(suggestions))?"
        return ColorValueError(text: text, message: "unknown system colour '\(name)'\(hint)")
    }

    /// `{name}` holds something that is not a palette name.
    static func badReference(_ text: String, problem: String) -> ColorValueError {
        ColorValueError(
            text: text,
            message: "'\(text)' is not a palette reference: \(problem); "
                + "a palette name has \(EntityNameRule.summary)"
        )
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func listed(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
