/// Lays a statement out within the line length: on one line when it fits, else broken after `=`, before
/// each `??`, and between arguments and elements, one per line; text that cannot be broken (a long
/// string literal) gets a line of its own.
enum SwiftLineBreaker {
    /// The line length of the project's `swift format` configuration.
    static let lineLength = 110

    /// The lines of `head` followed by `expression` (`head` is such as `x = ` or `return `), where the
    /// first line is indented by `indent` spaces and the lines are returned without that indentation.
    static func lines(_ head: String, _ expression: SwiftExpression, indent: Int) -> [String] {
        let flat = head + expression.flat
        if indent + flat.count <= lineLength { return [flat] }
        if head.hasSuffix(" = ") {
            // An array opens on the `=` line; anything else moves to the next line when that makes it
            // fit (or when it cannot be broken at all), and is broken inside otherwise.
            switch expression {
            case .array, .dictionary: return broken(head, expression, indent: indent)
            default: break
            }
            let next = broken("", expression, indent: indent + 4)
            if next.count == 1 || !fitsOnFirstLineBroken(head, expression, indent: indent) {
                return [String(head.dropLast())] + next.map { "    " + $0 }
            }
        }
        return broken(head, expression, indent: indent)
    }

    /// Whether breaking inside `expression` keeps its first line (`head` included) within the length.
    private static func fitsOnFirstLineBroken(_ head: String, _ expression: SwiftExpression, indent: Int)
        -> Bool
    {
        guard let first = broken(head, expression, indent: indent).first else { return false }
        return indent + first.count <= lineLength
    }

    /// `head` + `expression` broken inside the expression, where it fits worst.
    private static func broken(_ head: String, _ expression: SwiftExpression, indent: Int) -> [String] {
        let flat = head + expression.flat
        if indent + flat.count <= lineLength { return [flat] }
        switch expression {
        case .atom:
            return [flat]
        case .coalesce(let operands):
            guard let first = operands.first else { return [flat] }
            var result = broken(head, first, indent: indent)
            for operand in operands.dropFirst() {
                result += broken("?? ", operand, indent: indent).map { "    " + $0 }
            }
            return result
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else { return [flat] }
            var result = [head + callee + "("]
            for (index, argument) in arguments.enumerated() {
                let isLast = index == arguments.count - 1
                let tail = isLast ? ")" : ","
                result += argumentLines(argument, tail: tail, indent: indent + 4).map { "    " + $0 }
            }
            return result
        case .trailingClosure(let call, let parameter, let body):
            // Lay the call out as if the opening of the closure were part of it, so that it fits too.
            let opening = " { \(parameter) in"
            var result = broken(head, call, indent: indent + opening.count)
            if result.count > 1, result[result.count - 1].hasSuffix(")") {
                // A broken call closes on its own line before the closure, as `swift format` lays it out.
                result[result.count - 1].removeLast()
                result.append(")" + opening)
            } else {
                result[result.count - 1] += opening
            }
            return result + ["    " + body, "}"]
        case .dictionary(let entries):
            guard !entries.isEmpty else { return [flat] }
            var result = [head + "["]
            for entry in entries {
                result += broken("\(entry.key): ", entry.value, indent: indent + 4).map { "    " + $0 }
                result[result.count - 1] += ","
            }
            return result + ["]"]
        case .array(let elements):
            guard !elements.isEmpty else { return [flat] }
            var result = [head + "["]
            for element in elements {
                result += broken("", element, indent: indent + 4).map { "    " + $0 }
                result[result.count - 1] += ","
            }
            return result + ["]"]
        }
    }

    /// One argument, followed by `tail` (`,` or the closing parenthesis).
    private static func argumentLines(_ argument: SwiftArgument, tail: String, indent: Int) -> [String] {
        let flat = argument.flat + tail
        if indent + flat.count <= lineLength { return [flat] }
        guard let label = argument.label else {
            var lines = broken("", argument.value, indent: indent)
            lines[lines.count - 1] += tail
            return lines
        }
        if case .atom(let text) = argument.value {
            return [label + ":", "    " + text + tail]
        }
        var lines = broken(label + ": ", argument.value, indent: indent)
        lines[lines.count - 1] += tail
        return lines
    }
}
