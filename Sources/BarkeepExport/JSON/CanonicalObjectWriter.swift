import BarkeepCore

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
    mutating func key(_ key: String, to output: inout String) {
        if hasMembers { output += "," }
        hasMembers = true
        CanonicalJSON.newline(&output, pretty: pretty, level: level + 1)
        CanonicalJSON.appendString(key, to: &output)
        output += pretty ? " : " : ":"
    }

    /// Appends the separator and `"key" : value`.
    mutating func member(_ key: String, _ value: JSONValue, to output: inout String) {
        self.key(key, to: &output)
        CanonicalJSON.append(value, to: &output, pretty: pretty, level: level + 1)
    }
}
