/// One argument of a call, subscript or tuple: its label (if any) and value.
package struct SourceArgument: Sendable {
    /// The label, `nil` when unlabelled.
    package let label: String?
    /// The value.
    package let value: SourceExpression

    /// Creates an argument.
    package init(label: String?, value: SourceExpression) {
        self.label = label
        self.value = value
    }

    /// `label: value` as Swift text.
    package var text: String {
        (label.map { $0 + ": " } ?? "") + value.text
    }
}
