/// A JSON value as Barkeep writes and reads it: what ``CanonicalJSON`` turns into text.
package indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number, written by ``NumberFormatting/canonical(_:)``.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An object; its keys are written sorted, whatever order the dictionary holds them in.
    case object([String: JSONValue])

    /// An integer as a number.
    package static func integer(_ value: Int64) -> JSONValue { .number(Double(value)) }

    /// A string, or nothing when `text` is nil (for optional object members).
    package static func optional(_ text: String?) -> JSONValue? { text.map(JSONValue.string) }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members, if this is an object.
    package var object: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }
}
