/// A Swift expression with the structure line breaking needs: generated code keeps to the line length
/// by breaking after `=`, before `??`, and between call arguments and array elements, the way
/// `swift format` accepts.
indirect enum SwiftExpression: Sendable {
    /// Text that is never broken, such as `BarkeepColors.brand` or a string literal.
    case atom(String)
    /// `callee(label: value, …)`.
    case call(String, [SwiftArgument])
    /// `a ?? b ?? c`.
    case coalesce([SwiftExpression])
    /// `[a, b, c]`.
    case array([SwiftExpression])
    /// `[key: value, …]`; empty is `[:]`.
    case dictionary([(key: String, value: SwiftExpression)])
    /// `call { parameter in body }`: a call with a one-expression trailing closure.
    case trailingClosure(SwiftExpression, parameter: String, body: String)

    /// The expression on one line.
    var flat: String {
        switch self {
        case .atom(let text): return text
        case .call(let callee, let arguments):
            return callee + "(" + arguments.map(\.flat).joined(separator: ", ") + ")"
        case .coalesce(let operands): return operands.map(\.flat).joined(separator: " ?? ")
        case .array(let elements): return "[" + elements.map(\.flat).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            return "[" + entries.map { "\($0.key): \($0.value.flat)" }.joined(separator: ", ") + "]"
        case .trailingClosure(let call, let parameter, let body):
            return "\(call.flat) { \(parameter) in \(body) }"
        }
    }
}
