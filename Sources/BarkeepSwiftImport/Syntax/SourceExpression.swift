/// An expression of the Swift subset the recogniser reads, with the line it starts on.
package indirect enum SourceExpression: Sendable {
    /// A name: `appearance`, `UIColor`, `self`.
    case name(String, line: Int)
    /// An implicit member: `.white`, `.medium`.
    case implicitMember(String, line: Int)
    /// `base.member`, including `base?.member`.
    case member(SourceExpression, String, line: Int)
    /// A call with its labelled arguments; a trailing closure is the last argument, unlabelled.
    case call(SourceExpression, [SourceArgument], line: Int)
    /// `base[arguments]`.
    case subscripted(SourceExpression, [SourceArgument], line: Int)
    /// A closure: its parameter names and body.
    case closure(parameters: [String], body: [SourceStatement], line: Int)
    /// A number literal, with its value.
    case number(Double, line: Int)
    /// A string literal; `nil` when it interpolates.
    case string(String?, line: Int)
    /// `true` or `false`.
    case boolean(Bool, line: Int)
    /// `nil`.
    case null(line: Int)
    /// `[a, b]`.
    case array([SourceExpression], line: Int)
    /// `[key: value]`.
    case dictionary([(key: SourceExpression, value: SourceExpression)], line: Int)
    /// A parenthesised expression or tuple, with labels.
    case tuple([SourceArgument], line: Int)
    /// `left op right`.
    case binary(String, SourceExpression, SourceExpression, line: Int)
    /// `op operand`.
    case prefix(String, SourceExpression, line: Int)
    /// `operand?` or `operand!`.
    case postfix(String, SourceExpression, line: Int)
    /// `operand as? Type`, `as!`, `as`, `is`.
    case cast(SourceExpression, String, type: String, line: Int)
    /// `condition ? then : else`.
    case ternary(SourceExpression, SourceExpression, SourceExpression, line: Int)
    /// `#available(…)`-style and `#imageLiteral(…)`: the keyword and its arguments.
    case pound(String, [SourceArgument], line: Int)
    /// Something the reader does not model (a key path, a regular expression …), as written.
    case unparsed(String, line: Int)

    /// The line the expression starts on.
    package var line: Int {
        switch self {
        case .name(_, let line), .implicitMember(_, let line), .member(_, _, let line), .call(_, _, let line),
            .subscripted(_, _, let line), .closure(_, _, let line), .number(_, let line),
            .string(_, let line),
            .boolean(_, let line), .null(let line), .array(_, let line), .dictionary(_, let line),
            .tuple(_, let line), .binary(_, _, _, let line), .prefix(_, _, let line),
            .postfix(_, _, let line),
            .cast(_, _, _, let line), .ternary(_, _, _, let line), .pound(_, _, let line),
            .unparsed(_, let line):
            return line
        }
    }

    /// The expression written back as short Swift text, for names, reports and placeholders.
    package var text: String {
        switch self {
        case .name(let name, _): return name
        case .implicitMember(let name, _): return "." + name
        case .member(let base, let name, _): return base.text + "." + name
        case .call(let callee, let arguments, _):
            return callee.text + "(" + arguments.map(\.text).joined(separator: ", ") + ")"
        case .subscripted(let base, let arguments, _):
            return base.text + "[" + arguments.map(\.text).joined(separator: ", ") + "]"
        case .closure: return "{ … }"
        case .number(let value, _):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value, _): return value.map { "\"\($0)\"" } ?? "\"…\""
        case .boolean(let value, _): return String(value)
        case .null: return "nil"
        case .array(let elements, _): return "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .dictionary(let pairs, _):
            return "[" + pairs.map { $0.key.text + ": " + $0.value.text }.joined(separator: ", ") + "]"
        case .tuple(let elements, _): return "(" + elements.map(\.text).joined(separator: ", ") + ")"
        case .binary(let op, let left, let right, _): return left.text + " " + op + " " + right.text
        case .prefix(let op, let operand, _): return op + operand.text
        case .postfix(let op, let operand, _): return operand.text + op
        case .cast(let operand, let op, let type, _): return operand.text + " " + op + " " + type
        case .ternary(let condition, let then, let otherwise, _):
            return condition.text + " ? " + then.text + " : " + otherwise.text
        case .pound(let keyword, let arguments, _):
            return keyword + "(" + arguments.map(\.text).joined(separator: ", ") + ")"
        case .unparsed(let text, _): return text
        }
    }
}
