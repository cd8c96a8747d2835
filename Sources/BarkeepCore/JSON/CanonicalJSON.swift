import FoundationEssentials

/// The one JSON writer of Barkeep: history documents, every `--json` output, and the `json`,
/// `snapshot` and `dtcg` exports.
///
/// Object keys are sorted, numbers are written by ``NumberFormatting/canonical(_:)`` (`70`, `0.5`,
/// never `70.0`), strings escape only what JSON requires (no `\/`), and the pretty layout is fixed:
/// two spaces per level, one member or element per line, `"key" : value`. The same value always gives
/// the same bytes. It lives in Core, not in BarkeepExport, because Core's history writes documents with
/// it and Core cannot import the modules above it.
public enum CanonicalJSON {
    /// `value` as text: `pretty` puts every member and element on its own line.
    public static func text(_ value: JSONValue, pretty: Bool) -> String {
        var output = ""
        append(value, to: &output, pretty: pretty, level: 0)
        return output
    }

    /// Any `Encodable` value (the CLI's `--json` reports) as canonical text.
    public static func text<Value: Encodable>(_ value: Value, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return text(try JSONParser.parse(String(decoding: data, as: UTF8.self)).plain, pretty: pretty)
    }

    /// Appends `value` to `output`; `level` is the indentation level of the line it starts on, so a
    /// writer can stream a large document one element at a time.
    public static func append(_ value: JSONValue, to output: inout String, pretty: Bool, level: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += NumberFormatting.canonical(number)
        case .string(let text): appendString(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(&output, pretty: pretty, level: level + 1)
                append(element, to: &output, pretty: pretty, level: level + 1)
            }
            newline(&output, pretty: pretty, level: level)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                newline(&output, pretty: pretty, level: level + 1)
                appendMember(key, members[key]!, to: &output, pretty: pretty, level: level + 1)
            }
            newline(&output, pretty: pretty, level: level)
            output += "}"
        }
    }

    /// Appends `"key" : value` (`"key":value` when compact) at `level`.
    public static func appendMember(
        _ key: String, _ value: JSONValue, to output: inout String, pretty: Bool, level: Int
    ) {
        appendString(key, to: &output)
        output += pretty ? " : " : ":"
        append(value, to: &output, pretty: pretty, level: level)
    }

    /// Starts a new line indented to `level` (nothing when compact).
    public static func newline(_ output: inout String, pretty: Bool, level: Int) {
        guard pretty else { return }
        output += level < indentedNewlines.count ? indentedNewlines[level] : "\n" + indentation(level)
    }

    /// A newline and the indentation of each of the first levels, made once.
    private static let indentedNewlines = (0..<16).map { "\n" + indentation($0) }

    /// The indentation of `level`: two spaces per level.
    private static func indentation(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    /// Appends `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func appendString(_ text: String, to output: inout String) {
        output += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text  // nothing to escape: the common case, appended at once
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
