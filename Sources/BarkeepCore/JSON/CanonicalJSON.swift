import FoundationEssentials

/// The one JSON writer of Barkeep: history documents, every `--json` output, and the `json`,
/// `snapshot` and `dtcg` exports.
///
/// Object keys are sorted, numbers are written by ``NumberFormatting/canonical(_:)`` (`70`, `0.5`,
/// never `70.0`), strings escape only what JSON requires (no `\/`), and the pretty layout is fixed:
/// two spaces per level, one member or element per line, `"key" : value`. The same value always gives
/// the same bytes. It lives in Core, not in BarkeepExport, because Core's history writes documents with
/// it and Core cannot import the modules above it.
package enum CanonicalJSON {
    /// `value` as text: `pretty` puts every member and element on its own line.
    package static func text(_ value: JSONValue, pretty: Bool) -> String {
        var output = JSONText()
        append(value, to: &output, pretty: pretty, level: 0)
        return output.string
    }

    /// Any `Encodable` value (the CLI's `--json` reports) as canonical text.
    package static func text<Value: Encodable>(_ value: Value, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return text(try JSONParser.parse(String(decoding: data, as: UTF8.self)).plain, pretty: pretty)
    }

    /// Appends `value` to `output`; `level` is the indentation level of the line it starts on, so a
    /// writer can stream a large document one element at a time.
    package static func append(_ value: JSONValue, to output: inout JSONText, pretty: Bool, level: Int) {
        switch value {
        case .null: output.append(literal: "null")
        case .bool(let flag): output.append(literal: flag ? "true" : "false")
        case .number(let number): output.append(NumberFormatting.canonical(number))
        case .string(let text): output.appendQuoted(text)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append(literal: "[]")
                return
            }
            output.append(literal: "[")
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(literal: ",") }
                output.newline(pretty: pretty, level: level + 1)
                append(element, to: &output, pretty: pretty, level: level + 1)
            }
            output.newline(pretty: pretty, level: level)
            output.append(literal: "]")
        case .object(let members):
            guard !members.isEmpty else {
                output.append(literal: "{}")
                return
            }
            output.append(literal: "{")
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output.append(literal: ",") }
                output.newline(pretty: pretty, level: level + 1)
                appendMember(key, members[key]!, to: &output, pretty: pretty, level: level + 1)
            }
            output.newline(pretty: pretty, level: level)
            output.append(literal: "}")
        }
    }

    /// Appends `"key" : value` (`"key":value` when compact) at `level`.
    package static func appendMember(
        _ key: String, _ value: JSONValue, to output: inout JSONText, pretty: Bool, level: Int
    ) {
        output.appendQuoted(key)
        output.append(literal: pretty ? " : " : ":")
        append(value, to: &output, pretty: pretty, level: level)
    }
}
