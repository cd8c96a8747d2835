/// One argument of a ``SwiftExpression/call(_:_:)``: an optional label and a value.
struct SwiftArgument: Sendable {
    /// The label, if any.
    let label: String?
    /// The value.
    let value: SwiftExpression

    /// Creates `label: value`.
    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// `label: value`, or the value alone.
    var flat: String { (label.map { "\($0): " } ?? "") + value.flat }
}
