extension ColorValue {
    /// Appends ``canonicalText`` to `output` as a JSON string. A hex literal and a palette reference,
    /// the colours a catalog is made of, are written straight into the text without making the
    /// `String`; `clear` and system colours go through ``canonicalText``.
    package func appendQuotedCanonicalText(to output: inout JSONText) {
        switch self {
        case .rgba(let color):
            output.appendQuotedHex(color)
        case .reference(let name):
            output.append(literal: "\"{")
            output.appendEscaped(name)
            output.append(literal: "}\"")
        case .clear, .system:
            output.appendQuoted(canonicalText)
        }
    }
}
