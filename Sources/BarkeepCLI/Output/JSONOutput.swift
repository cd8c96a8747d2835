import FoundationEssentials

/// Deterministic JSON for `--json`: sorted keys, indented, no escaped slashes.
enum JSONOutput {
    /// `value` as pretty-printed JSON text.
    static func text<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
