import BarkeepCore

/// Deterministic JSON for `--json`: the report through ``CanonicalJSON``, pretty-printed.
enum JSONOutput {
    /// `value` as pretty-printed canonical JSON text.
    static func text<Value: Encodable>(_ value: Value) throws -> String {
        try CanonicalJSON.text(value, pretty: true)
    }
}

extension JSONOutput {
    /// A JSON value as pretty-printed canonical JSON text.
    static func text(_ value: JSONValue) -> String {
        CanonicalJSON.text(value, pretty: true)
    }
}
