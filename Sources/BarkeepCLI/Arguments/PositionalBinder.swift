/// Distributes a command's positional values over its declared arguments, in order.
struct PositionalBinder {
    /// The arguments to fill, in declaration order.
    let declarations: [ArgumentDeclaration]
    /// The command being parsed, for error reports.
    let commandPath: [String]

    /// The values for each argument name; throws when a required one is missing or one is left over.
    ///
    /// Each argument takes one value (a repeating one as many as it can) while leaving enough
    /// values for the required arguments after it.
    func bind(_ values: [String]) throws(UsageError) -> [String: [String]] {
        // A first value outside the first argument's closed set, with a required argument short
        // (`resolve tall-teal`): that argument was left out and the value is the next one; the
        // handler, which can look the name up, says what is expected.
        if let first = declarations.first, !first.isOptional, case .values(let allowed) = first.completion,
            let value = values.first, !allowed.contains(value),
            values.count < declarations.filter({ !$0.isOptional }).count
        {
            return try PositionalBinder(
                declarations: Array(declarations.dropFirst()), commandPath: commandPath
            )
            .bind(values)
        }
        var remaining = values[...]
        var bound: [String: [String]] = [:]
        for (index, declaration) in declarations.enumerated() {
            let requiredLater = declarations[(index + 1)...].filter { !$0.isOptional }.count
            let spare = max(0, remaining.count - requiredLater)
            var count = declaration.isRepeating ? spare : min(1, spare)
            if !declaration.isOptional && count == 0 && !remaining.isEmpty {
                count = 1
            }
            if count == 0 {
                guard declaration.isOptional else {
                    throw UsageError(
                        message: "missing expected argument '\(declaration.placeholder)'",
                        commandPath: commandPath
                    )
                }
                continue
            }
            bound[declaration.name] = Array(remaining.prefix(count))
            remaining = remaining.dropFirst(count)
        }
        if let extra = remaining.first {
            throw UsageError(message: "unexpected argument '\(extra)'", commandPath: commandPath)
        }
        return bound
    }
}
