/// A field path that does not exist where it was used, with the valid paths nearby.
public struct FieldPathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// Where it was used, such as "a navigation appearance" or "a sheet preset".
    public var context: String
    /// A reason more specific than "unknown", such as "exists only for tab appearances".
    public var reason: String?
    /// Valid paths close to the one given, best first.
    public var suggestions: [String]

    /// Creates the error.
    public init(path: String, context: String, reason: String? = nil, suggestions: [String]) {
        self.path = path
        self.context = context
        self.reason = reason
        self.suggestions = suggestions
    }

    /// Reads like "unknown field 'standard.titel.color' for a navigation appearance; did you mean …".
    public var description: String {
        var text = "unknown field '\(path)' for \(context)"
        if let reason { text = "field '\(path)' \(reason)" }
        if !suggestions.isEmpty {
            text += "; did you mean " + suggestions.joined(separator: ", ") + "?"
        }
        return text
    }
}
