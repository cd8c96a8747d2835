/// One pass over a command line: selects the command and collects its options and positionals.
struct ParseSession {
    /// The command selected so far.
    private(set) var context: CommandContext
    /// Whether `-h` or `--help` has been seen.
    private(set) var isHelpRequested = false
    private let tokens: [String]
    private var nextIndex = 0
    private var hasSeenTerminator = false
    private var positionals: [String] = []
    private var optionValues: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Prepares to parse `tokens` (the command line without the tool's name) against `root`.
    init(root: CommandDeclaration, tokens: [String]) {
        self.context = CommandContext(root: root)
        self.tokens = tokens
    }

    /// Consumes every token; returns an outcome early for `--version` and the `help` subcommand.
    mutating func scan() throws(UsageError) -> ParseOutcome? {
        while nextIndex < tokens.count {
            let token = tokens[nextIndex]
            nextIndex += 1
            if hasSeenTerminator {
                positionals.append(token)
            } else if token == "--" {
                hasSeenTerminator = true
            } else if token.hasPrefix("--") {
                if let outcome = try scanLongOption(token) { return outcome }
            } else if token.hasPrefix("-") && token.count > 1 {
                try scanShortOptions(token)
            } else if let outcome = try scanWord(token) {
                return outcome
            }
        }
        return nil
    }

    /// Checks what the scanned tokens amount to and builds the parsed command.
    func finish() throws(UsageError) -> ParseOutcome {
        let command = context.command
        if command.isAbstractGroup && positionals.isEmpty {
            let names = command.subcommands.map(\.name).joined(separator: ", ")
            throw error("missing subcommand; expected one of: \(names)")
        }
        let binder = PositionalBinder(declarations: command.arguments, commandPath: context.path)
        let arguments = try binder.bind(positionals)
        var defaults: [String: String] = [:]
        for option in context.optionsInScope.reversed() {
            defaults[option.name] = option.defaultValue
        }
        let parsed = ParsedCommand(
            path: context.path,
            arguments: arguments,
            options: optionValues,
            flags: flags,
            defaultValues: defaults
        )
        return .command(parsed)
    }

    private mutating func scanLongOption(_ token: String) throws(UsageError) -> ParseOutcome? {
        let body = token.dropFirst(2)
        let spelling: String
        let inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            spelling = "--" + body[..<equals]
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            spelling = token
            inlineValue = nil
        }
        guard let option = context.option(longSpelling: spelling) else {
            if spelling == "--help" {
                isHelpRequested = true
                return nil
            }
            if spelling == "--version" && context.acceptsVersionRequest {
                return .version
            }
            throw unknownOptionError(spelling)
        }
        if option.isFlag {
            guard inlineValue == nil else {
                throw error("option '\(spelling)' does not take a value")
            }
            flags.insert(option.name)
        } else {
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                value = try takeValue(for: option)
            }
            try record(value, for: option)
        }
        return nil
    }

    private mutating func scanShortOptions(_ token: String) throws(UsageError) {
        let letters = Array(token.dropFirst())
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            position += 1
            guard let option = context.option(shortName: letter) else {
                if letter == "h" && context.acceptsShortHelp {
                    isHelpRequested = true
                    continue
                }
                var message = "unknown option '-\(letter)'"
                if ArgumentSyntax.isNegativeNumber(token) {
                    message += "; to pass '\(token)' as a value, put it after '--'"
                }
                throw error(message)
            }
            if option.isFlag {
                flags.insert(option.name)
                continue
            }
            let attached = String(letters[position...])
            let value = attached.isEmpty ? try takeValue(for: option) : attached
            try record(value, for: option)
            return
        }
    }

    private mutating func scanWord(_ word: String) throws(UsageError) -> ParseOutcome? {
        let command = context.command
        guard positionals.isEmpty && !command.subcommands.isEmpty else {
            positionals.append(word)
            return nil
        }
        if let subcommand = command.subcommand(named: word) {
            context = context.descending(into: subcommand)
            return nil
        }
        if word == "help" && (context.isRoot || command.isAbstractGroup) {
            return try helpCommandOutcome()
        }
        if command.isAbstractGroup {
            throw unknownSubcommandError(word, in: context)
        }
        positionals.append(word)
        return nil
    }

    /// Reads the rest of `help <command> <subcommand>` as the path of the command to explain.
    private func helpCommandOutcome() throws(UsageError) -> ParseOutcome {
        var target = context
        for word in tokens[nextIndex...] where !word.hasPrefix("-") {
            guard let subcommand = target.command.subcommand(named: word) else {
                throw unknownSubcommandError(word, in: target)
            }
            target = target.descending(into: subcommand)
        }
        return .help(path: target.path)
    }

    private mutating func takeValue(for option: OptionDeclaration) throws(UsageError) -> String {
        guard nextIndex < tokens.count, !ArgumentSyntax.looksLikeOption(tokens[nextIndex]) else {
            throw error("missing value for option '\(option.synopsis)'")
        }
        let value = tokens[nextIndex]
        nextIndex += 1
        return value
    }

    private mutating func record(_ value: String, for option: OptionDeclaration) throws(UsageError) {
        if let allowedValues = option.allowedValues, !allowedValues.contains(value) {
            let list = allowedValues.joined(separator: ", ")
            throw error(
                "invalid value '\(value)' for option '\(option.synopsis)'; expected one of: \(list)"
            )
        }
        optionValues[option.name, default: []].append(value)
    }

    private func unknownOptionError(_ spelling: String) -> UsageError {
        var candidates = context.optionsInScope.map(\.longSpelling) + ["--help"]
        if context.acceptsVersionRequest {
            candidates.append("--version")
        }
        var message = "unknown option '\(spelling)'"
        if let suggestion = SpellingSuggester(candidates: candidates).suggestion(for: spelling) {
            message += "; did you mean '\(suggestion)'?"
        }
        return error(message)
    }

    private func unknownSubcommandError(_ word: String, in context: CommandContext) -> UsageError {
        let names = context.command.subcommands.map(\.name)
        var message = "unknown subcommand '\(word)'"
        if let suggestion = SpellingSuggester(candidates: names).suggestion(for: word) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected one of: \(names.joined(separator: ", "))"
        }
        return UsageError(message: message, commandPath: context.path)
    }

    private func error(_ message: String) -> UsageError {
        UsageError(message: message, commandPath: context.path)
    }
}
