/// One argument of a call, subscript or tuple: its label (if any) and value.
public struct SourceArgument: Sendable {
    /// The label, `nil` when unlabelled.
    public let label: String?
    /// The value.
    public let value: SourceExpression

    /// Creates an argument.
    public init(label: String?, value: SourceExpression) {
        self.label = label
        self.value = value
    }

    /// `label: value` as Swift text.
    public var text: String {
        (label.map { $0 + ": " } ?? "") + value.text
    }
}
