/// One pass over a command line: selects the command and collects its options and positionals.
struct ParseSession {
    /// The command selected so far.
    private(set) var lineage: CommandLineage
    /// Whether `-h` or `--help` has been seen.
    private(set) var isHelpRequested = false
    /// The command line, without the tool's name.
    private let tokens: [String]
    /// The index of the next token to read.
    private var nextIndex = 0
    /// Whether `--` has been seen, making every later token positional.
    private var hasSeenTerminator = false
    /// The positional values met so far, for the command selected last.
    private var positionals: [String] = []
    /// The values of options met so far, keyed by option name.
    private var optionValues: [String: [String]] = [:]
    /// The names of the flags met so far.
    private var flags: Set<String> = []

    /// Prepares to parse `tokens` (the command line without the tool's name) against `root`.
    init(root: CommandDeclaration, tokens: [String]) {
        self.lineage = CommandLineage(root: root)
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
        let command = lineage.command
        // A bare group (`barkeep`, `barkeep palette`) is a request for its help, which lists the
        // subcommands.
        if command.isAbstractGroup && positionals.isEmpty {
            return .help(path: lineage.path)
        }
        let binder = PositionalBinder(declarations: command.arguments, commandPath: lineage.path)
        let arguments = try binder.bind(positionals)
        var defaults: [String: String] = [:]
        for option in lineage.optionsInScope.reversed() {
            defaults[option.name] = option.defaultValue
        }
        let parsed = ParsedCommand(
            path: lineage.path,
            arguments: arguments,
            options: optionValues,
            flags: flags,
            defaultValues: defaults
        )
        return .command(parsed)
    }

    /// Handles `--name`, `--name=value` and `--name value`, and the built-in `--help`, `--version`.
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
        guard let option = lineage.option(longSpelling: spelling) else {
            if spelling == "--help" {
                isHelpRequested = true
                return nil
            }
            if spelling == "--version" && lineage.acceptsVersionRequest {
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

    /// Handles `-a`, grouped flags `-ab`, `-o value` and `-ovalue`, and the built-in `-h`.
    private mutating func scanShortOptions(_ token: String) throws(UsageError) {
        let letters = Array(token.dropFirst())
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            position += 1
            guard let option = lineage.option(shortName: letter) else {
                if letter == "h" && lineage.acceptsShortHelp {
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

    /// Handles a word: a subcommand name, `help`, or a positional value.
    private mutating func scanWord(_ word: String) throws(UsageError) -> ParseOutcome? {
        let command = lineage.command
        guard positionals.isEmpty && !command.subcommands.isEmpty else {
            positionals.append(word)
            return nil
        }
        if let subcommand = command.subcommand(named: word) {
            lineage = lineage.descending(into: subcommand)
            return nil
        }
        if word == "help" && (lineage.isRoot || command.isAbstractGroup) {
            return try helpCommandOutcome()
        }
        if command.isAbstractGroup {
            throw unknownSubcommandError(word, in: lineage)
        }
        positionals.append(word)
        return nil
    }

    /// Reads the rest of `help <command> <subcommand>` as the path of the command to explain.
    private func helpCommandOutcome() throws(UsageError) -> ParseOutcome {
        var target = lineage
        for word in tokens[nextIndex...] where !word.hasPrefix("-") {
            guard let subcommand = target.command.subcommand(named: word) else {
                throw unknownSubcommandError(word, in: target)
            }
            target = target.descending(into: subcommand)
        }
        return .help(path: target.path)
    }

    /// Consumes the next token as the value of `option`, unless it is missing or an option.
    private mutating func takeValue(for option: OptionDeclaration) throws(UsageError) -> String {
        guard nextIndex < tokens.count, !ArgumentSyntax.looksLikeOption(tokens[nextIndex]) else {
            throw error("missing value for option '\(option.synopsis)'")
        }
        let value = tokens[nextIndex]
        nextIndex += 1
        return value
    }

    /// Stores a value of `option`, checking it against the allowed values.
    private mutating func record(_ value: String, for option: OptionDeclaration) throws(UsageError) {
        if let allowedValues = option.allowedValues, !allowedValues.contains(value) {
            let list = allowedValues.joined(separator: ", ")
            throw error(
                "invalid value '\(value)' for option '\(option.synopsis)'; expected one of: \(list)"
            )
        }
        optionValues[option.name, default: []].append(value)
    }

    /// The error for an unknown long option, suggesting the closest one in scope.
    private func unknownOptionError(_ spelling: String) -> UsageError {
        var candidates = lineage.optionsInScope.map(\.longSpelling) + ["--help"]
        if lineage.acceptsVersionRequest {
            candidates.append("--version")
        }
        var message = "unknown option '\(spelling)'"
        if let suggestion = SpellingSuggester(candidates: candidates).suggestion(for: spelling) {
            message += "; did you mean '\(suggestion)'?"
        }
        return error(message)
    }

    /// The error for a word that names no subcommand of `lineage`'s command.
    private func unknownSubcommandError(_ word: String, in lineage: CommandLineage) -> UsageError {
        let names = lineage.command.subcommands.map(\.name)
        var message = "unknown subcommand '\(word)'"
        if let suggestion = SpellingSuggester(candidates: names).suggestion(for: word) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected one of: \(names.joined(separator: ", "))"
        }
        return UsageError(message: message, commandPath: lineage.path)
    }

    /// A usage error about the command selected so far.
    private func error(_ message: String) -> UsageError {
        UsageError(message: message, commandPath: lineage.path)
    }
}
