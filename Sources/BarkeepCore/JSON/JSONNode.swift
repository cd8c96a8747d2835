/// A parsed JSON value with the line each part starts on, so that an importer's errors can name the
/// line of the entry at fault.
package struct JSONNode: Sendable {
    /// The parts of a JSON value, held inline: arrays and objects are already references, so the enum
    /// need not be `indirect` (which boxed every node on the heap, one allocation each).
    package enum Content: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order; keys are unique (the parser refuses duplicates).
        case object([Member])
    }

    /// One member of an object: its key, and the value with its line.
    package struct Member: Sendable {
        /// The key.
        package let key: String
        /// The value.
        package let value: JSONNode
    }

    /// The line (from 1) the value starts on.
    package let line: Int
    /// The value.
    package let content: Content

    /// The value without line numbers.
    package var plain: JSONValue {
        switch content {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map(\.plain))
        case .object(let members):
            return .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value.plain) }))
        }
    }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    /// The number, if this is one.
    package var number: Double? {
        if case .number(let number) = content { return number }
        return nil
    }

    /// The members, if this is an object.
    package var members: [Member]? {
        if case .object(let members) = content { return members }
        return nil
    }

    /// The member `key` of an object.
    package subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }

    /// What the value is, for error messages: `a string`, `an object` …
    package var typeName: String {
        switch content {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
