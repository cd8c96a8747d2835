extension CompletionScriptGenerator {
    /// A zsh completion script: save it as `_barkeep` on `$fpath`, or `source` it after `compinit`.
    package func zsh() -> String {
        let function = ShellQuoting.functionName([root.name])
        let runner = ShellQuoting.functionName([root.name, "command", "output"])
        var lines = [
            "#compdef \(root.name)",
            "# zsh completion for \(root.name); generated from its command declarations.",
            "",
            "\(runner)() {",
            "    local -a candidates forwarded",
            "    local previous_positional=\"${line[-2]}\"",
        ]
        lines += zshForwardedLoop()
        lines += [
            "    candidates=(${(f)\"$(eval \"$1\" '\"${forwarded[@]}\"' 2>/dev/null)\"})",
            "    compadd -a candidates",
            "}",
        ]
        for lineage in lineages {
            lines += [""] + zshFunction(for: lineage)
        }
        lines += [
            "",
            "if [ \"$funcstack[1]\" = \(ShellQuoting.posixSingleQuoted(function)) ]; then",
            "    \(function) \"$@\"",
            "else",
            "    compdef \(function) \(root.name)",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The function completing one command: `_arguments` specs, then subcommand dispatch if any.
    private func zshFunction(for lineage: CommandLineage) -> [String] {
        let function = ShellQuoting.functionName(lineage.commands.map(\.name))
        let subcommands = lineage.command.subcommands
        var specs = offeredOptions(at: lineage).map(zshOptionSpec)
        if subcommands.isEmpty {
            specs += lineage.command.arguments.map(zshArgumentSpec)
        } else {
            specs += ["': :->subcommand'", "'*:: :->argument'"]
        }
        var lines = [
            "\(function)() {",
            "    local context state state_descr line",
            "    typeset -A opt_args",
            "    local -i ret=1",
            "    _arguments -C \(subcommands.isEmpty ? "" : "-A '-*' ")\\",
        ]
        lines += specs.map { "        \($0) \\" }
        lines += ["        && ret=0"]
        if !subcommands.isEmpty {
            let contextName = lineage.commands.map(\.name).joined(separator: "-")
            lines += [
                "    case $state in",
                "        (subcommand)",
                "            local -a subcommands",
                "            subcommands=(",
            ]
            lines += subcommands.map { subcommand in
                let name = subcommand.name.replacing(":", with: "\\:")
                return "                " + ShellQuoting.posixSingleQuoted(name + ":" + subcommand.abstract)
            }
            lines += [
                "            )",
                "            _describe -t subcommands 'subcommand' subcommands && ret=0",
                "            ;;",
                "        (argument)",
                "            curcontext=\"${curcontext%:*:*}:\(contextName)-$words[1]:\"",
                "            case $words[1] in",
            ]
            lines += subcommands.map { subcommand in
                let target = ShellQuoting.functionName(lineage.commands.map(\.name) + [subcommand.name])
                let pattern = ShellQuoting.posixSingleQuoted(subcommand.name)
                return "                (\(pattern)) \(target) && ret=0 ;;"
            }
            lines += [
                "            esac",
                "            ;;",
                "    esac",
            ]
        }
        return lines + ["    return ret", "}"]
    }

    /// Lines collecting the forwarded options typed before the cursor, with their values, in `forwarded`.
    private func zshForwardedLoop() -> [String] {
        let spellings = forwardedSpellings
        guard !spellings.isEmpty else { return [] }
        let separate = spellings.map(ShellQuoting.posixSingleQuoted).joined(separator: "|")
        let joined = spellings.filter { $0.hasPrefix("--") }.map { ShellQuoting.posixSingleQuoted($0) + "=*" }
        var lines = [
            "    local -a typed",
            "    typed=(${(Q)${(z)LBUFFER}})",
            "    local -i index",
            "    for (( index = 1; index < $#typed; index++ )); do",
            "        case $typed[index] in",
            "            (\(separate)) forwarded+=(\"$typed[index]\" \"$typed[index+1]\") ;;",
        ]
        if !joined.isEmpty {
            lines.append("            (\(joined.joined(separator: "|"))) forwarded+=(\"$typed[index]\") ;;")
        }
        return lines + ["        esac", "    done"]
    }

    /// An `_arguments` spec for an option, e.g. `'(-m --message)'{-m,--message}'[Help.]:message:'`.
    private func zshOptionSpec(_ option: OptionDeclaration) -> String {
        let description = "[" + Self.zshEscapedDescription(option.help) + "]"
        var value = ""
        if let valueName = option.valueName {
            value = ":" + Self.zshEscapedDescription(valueName) + ":" + zshAction(option.effectiveCompletion)
        }
        let repetition = option.isRepeatable ? "*" : ""
        guard let shortSpelling = option.shortSpelling else {
            return ShellQuoting.posixSingleQuoted(repetition + option.longSpelling + description + value)
        }
        let exclusion = option.isRepeatable ? "*" : "(\(shortSpelling) \(option.longSpelling))"
        return ShellQuoting.posixSingleQuoted(exclusion)
            + "{\(shortSpelling),\(option.longSpelling)}"
            + ShellQuoting.posixSingleQuoted(description + value)
    }

    /// An `_arguments` spec for a positional argument: `':name:'`, `'::name:'` or `'*:name:'`.
    private func zshArgumentSpec(_ argument: ArgumentDeclaration) -> String {
        let prefix = argument.isRepeating ? "*:" : argument.isOptional ? "::" : ":"
        let name = Self.zshEscapedDescription(argument.name)
        return ShellQuoting.posixSingleQuoted(prefix + name + ":" + zshAction(argument.completion))
    }

    /// The `_arguments` action completing `kind`.
    private func zshAction(_ kind: CompletionKind) -> String {
        switch kind {
        case .file:
            return "_files"
        case .values(let values):
            return "(" + ShellQuoting.wordList(values) + ")"
        case .custom(let command):
            let runner = ShellQuoting.functionName([root.name, "command", "output"])
            let filled = filling(command, previousValue: "\"$previous_positional\"")
            return "{\(runner) \(ShellQuoting.posixSingleQuoted(filled))}"
        case .none:
            return ""
        }
    }

    /// `text` made safe inside `_arguments`' `[…]` descriptions and `:` separated fields.
    private static func zshEscapedDescription(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\[]:".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
