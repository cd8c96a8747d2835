extension CompletionScriptGenerator {
    /// A fish completion script: save it as `~/.config/fish/completions/barkeep.fish`.
    package func fish() -> String {
        let contextFunction = fishFunctionName("context")
        let testFunction = fishFunctionName("is")
        var lines = [
            "# fish completion for \(root.name); generated from its command declarations.",
            "",
            "function \(contextFunction) --description 'Print the command path and positional index'",
            "    set -l tokens (commandline -opc)",
            "    set -e tokens[1]",
            "    set -l command_path \(fishPath(CommandLineage(root: root)))",
            "    set -l positional_count 0",
            "    set -l previous_positional ''",
            "    set -l skip_next 0",
            "    for token in $tokens",
            "        if test $skip_next = 1",
            "            set skip_next 0",
            "            continue",
            "        end",
            "        switch \"$command_path $token\"",
        ]
        lines += fishPathTransitions()
        lines += [
            "            case '*'",
            "                if not string match -q -- '-*' $token",
            "                    set positional_count (math $positional_count + 1)",
            "                    set previous_positional $token",
            "                end",
            "        end",
            "    end",
            "    echo $command_path",
            "    echo $positional_count",
            "    printf '%s\\n' $previous_positional",
            "end",
            "",
            "function \(testFunction) --description 'Test the command path and positional index'",
            "    set -l context (\(contextFunction))",
            "    test \"$context[1]\" = \"$argv[1]\"; or return 1",
            "    set -q argv[2]; or return 0",
            "    if string match -q -- '*+' $argv[2]",
            "        test $context[2] -ge (string replace -- '+' '' $argv[2])",
            "    else",
            "        test $context[2] -eq $argv[2]",
            "    end",
            "end",
        ]
        lines += fishForwardedFunction()
        lines += [
            "",
            "complete -c \(root.name) -f",
        ]
        for lineage in lineages {
            lines += fishCompletions(for: lineage)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `switch` cases that follow subcommand names and skip the values of options.
    private func fishPathTransitions() -> [String] {
        var lines: [String] = []
        for lineage in lineages {
            for subcommand in lineage.command.subcommands {
                let target = lineage.descending(into: subcommand)
                let pattern = fishPath(lineage) + " " + subcommand.name
                lines += [
                    "            case \(ShellQuoting.fishSingleQuoted(pattern))",
                    "                set command_path \(fishPath(target))",
                    "                set positional_count 0",
                ]
            }
        }
        let patterns = lineages.flatMap { lineage in
            offeredOptions(at: lineage).filter { !$0.isFlag }.flatMap { option in
                spellings(of: option).map { ShellQuoting.fishSingleQuoted(fishPath(lineage) + " " + $0) }
            }
        }
        guard !patterns.isEmpty else { return lines }
        let patternLines = patterns.enumerated().map { index, pattern in
            (index == 0 ? "            case " : "                ") + pattern
                + (index == patterns.count - 1 ? "" : " \\")
        }
        return lines + patternLines + ["                set skip_next 1"]
    }

    /// The `complete` lines for one command: options, subcommands and positional arguments.
    private func fishCompletions(for lineage: CommandLineage) -> [String] {
        let testFunction = fishFunctionName("is")
        let base = "complete -c \(root.name)"
        let condition = { (position: String?) -> String in
            let call = [testFunction, self.fishPath(lineage), position].compactMap { $0 }
            return "-n " + ShellQuoting.fishSingleQuoted(call.joined(separator: " "))
        }
        var lines: [String] = []
        for option in offeredOptions(at: lineage) {
            var parts = [base, condition(nil)]
            if let shortName = option.shortName {
                parts.append("-s " + ShellQuoting.fishSingleQuoted(String(shortName)))
            }
            parts.append("-l " + ShellQuoting.fishSingleQuoted(String(option.longSpelling.dropFirst(2))))
            parts.append("-d " + ShellQuoting.fishSingleQuoted(option.help))
            if !option.isFlag {
                parts.append(fishValueFlags(option.effectiveCompletion))
            }
            lines.append(parts.joined(separator: " "))
        }
        for subcommand in lineage.command.subcommands {
            let parts = [
                base, condition("0"), "-a " + ShellQuoting.fishSingleQuoted(subcommand.name),
                "-d " + ShellQuoting.fishSingleQuoted(subcommand.abstract),
            ]
            lines.append(parts.joined(separator: " "))
        }
        for slot in argumentSlots(at: lineage) {
            let position = String(slot.position) + (slot.isOpenEnded ? "+" : "")
            let flags = fishValueFlags(slot.argument.completion)
            let parts = [
                base, condition(position), flags, "-d " + ShellQuoting.fishSingleQuoted(slot.argument.help),
            ]
            lines.append(parts.joined(separator: " "))
        }
        return lines
    }

    /// A function printing the forwarded options typed on the line, each followed by its value.
    private func fishForwardedFunction() -> [String] {
        let spellings = forwardedSpellings
        guard !spellings.isEmpty else { return [] }
        let separate = spellings.map(ShellQuoting.fishSingleQuoted).joined(separator: " ")
        let joined = spellings.filter { $0.hasPrefix("--") }.map { ShellQuoting.fishSingleQuoted($0 + "=*") }
        var lines = [
            "",
            "function \(fishFunctionName("forwarded")) --description 'Print the forwarded options typed'",
            "    set -l take_next 0",
            "    for token in (commandline -opc)",
            "        if test $take_next = 1",
            "            printf '%s\\n' $token",
            "            set take_next 0",
            "            continue",
            "        end",
            "        switch $token",
            "            case \(separate)",
            "                printf '%s\\n' $token",
            "                set take_next 1",
        ]
        if !joined.isEmpty {
            lines += [
                "            case \(joined.joined(separator: " "))",
                "                printf '%s\\n' $token",
            ]
        }
        return lines + ["        end", "    end", "end"]
    }

    /// The `complete` flags offering candidates for `kind` (`-F`, `-a '…'`), values being required.
    private func fishValueFlags(_ kind: CompletionKind) -> String {
        switch kind {
        case .file:
            return "-r -F"
        case .values(let values):
            return "-x -a " + ShellQuoting.fishSingleQuoted(ShellQuoting.wordList(values))
        case .custom(let command):
            let previous = "(\(fishFunctionName("context")))[3]"
            var call = filling(command, previousValue: previous)
            if !forwardedSpellings.isEmpty {
                call += " (\(fishFunctionName("forwarded")))"
            }
            return "-x -a " + ShellQuoting.fishSingleQuoted("(\(call) 2>/dev/null)")
        case .none:
            return "-x"
        }
    }

    /// The command path as one word, e.g. `barkeep/palette/create`.
    private func fishPath(_ lineage: CommandLineage) -> String {
        lineage.commands.map(\.name).joined(separator: "/")
    }

    /// A helper function name private to the script, e.g. `__barkeep_context`.
    private func fishFunctionName(_ purpose: String) -> String {
        "_" + ShellQuoting.functionName([root.name, purpose])
    }
}
