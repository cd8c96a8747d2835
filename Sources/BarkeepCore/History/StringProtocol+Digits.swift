/// Recognising plain numbers (`42`, not `+42`, `4_2` or `٤٢`) in command-line values.
extension StringProtocol {
    /// Whether the text is one or more of the ASCII digits `0` to `9`, and nothing else.
    package var isASCIIDigits: Bool {
        !isEmpty && allSatisfy { $0.isASCII && $0.isNumber }
    }
}
