internal import BarkeepCore

/// Writes the members of one JSON object straight to text, as `CanonicalJSON` lays them out, for a
/// writer that already knows its keys in sorted order: the commas and line breaks between members.
/// The caller writes the braces and is responsible for the order.
struct CanonicalObjectWriter {
    /// Whether every member goes on its own line.
    let pretty: Bool
    /// The indentation level of the object's opening line.
    let level: Int
    /// Whether a member was written already (the next one needs a comma).
    private var hasMembers = false

    /// A writer of the members of an object opened at `level`.
    init(pretty: Bool, level: Int) {
        self.pretty = pretty
        self.level = level
    }

    /// Appends the separator and `"key" : `; the caller appends the value at `level + 1`.
    mutating func key(_ key: String, to output: inout JSONText) {
        separate(&output)
        output.appendQuoted(key)
        output.append(literal: pretty ? " : " : ":")
    }

    /// Appends the separator and `"key" : ` for a key that needs no escaping.
    @inline(__always)
    mutating func key(literal key: StaticString, to output: inout JSONText) {
        separate(&output)
        output.appendKey(literal: key, pretty: pretty)
    }

    /// Appends the comma after the previous member, if any, and starts the member's line.
    @inline(__always)
    private mutating func separate(_ output: inout JSONText) {
        if hasMembers {
            output.appendComma(thenNewline: pretty, level: level + 1)
        } else {
            output.newline(pretty: pretty, level: level + 1)
        }
        hasMembers = true
    }

    /// Appends the separator and `"key" : value`.
    mutating func member(_ key: StaticString, _ value: JSONValue, to output: inout JSONText) {
        self.key(literal: key, to: &output)
        CanonicalJSON.append(value, to: &output, pretty: pretty, level: level + 1)
    }

    /// Appends the separator and `"key" : "text"`.
    mutating func member(_ key: StaticString, string text: String, to output: inout JSONText) {
        self.key(literal: key, to: &output)
        output.appendQuoted(text)
    }

    /// Appends the separator and `"key" : "#RRGGBB"`, the colour in its canonical hex spelling
    /// (``RGBA/hexString``).
    @inline(__always)
    mutating func member(_ key: StaticString, hex color: RGBA, to output: inout JSONText) {
        self.key(literal: key, to: &output)
        output.appendQuotedHex(color)
    }

    /// Appends the separator and `"key" : "text"`, `text` the colour's canonical spelling
    /// (``ColorValue/canonicalText``).
    mutating func member(_ key: StaticString, color: ColorValue, to output: inout JSONText) {
        self.key(literal: key, to: &output)
        color.appendQuotedCanonicalText(to: &output)
    }
}
