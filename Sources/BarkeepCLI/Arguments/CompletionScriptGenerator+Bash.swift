extension CompletionScriptGenerator {
    /// A bash completion script; load it with `source <(barkeep completions bash)`.
    package func bash() -> String {
        let function = ShellQuoting.functionName([root.name])
        var lines = [
            "# bash completion for \(root.name); generated from its command declarations.",
            "",
            "\(function)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\"",
            "    local prev=\"\"",
            "    if [ \"$COMP_CWORD\" -gt 1 ]; then",
            "        prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "        if [ \"$prev\" = \"=\" ]; then",
            "            prev=\"${COMP_WORDS[COMP_CWORD-2]}\"",
            "        fi",
            "    fi",
            "    local command_path=\(ShellQuoting.posixSingleQuoted(root.name))",
            "    local positional_count=0",
            "    local previous_positional=\"\"",
            "    local -a forwarded=()",
            "    local index=1",
            "    local word",
            "    while [ \"$index\" -lt \"$COMP_CWORD\" ]; do",
            "        word=\"${COMP_WORDS[index]}\"",
        ]
        lines += bashForwardedOptionCase()
        lines.append("        case \"$command_path $word\" in")
        lines += bashPathTransitions()
        lines += [
            "            *)",
            "                if [[ \"$word\" != -* ]]; then",
            "                    positional_count=$((positional_count + 1))",
            "                    previous_positional=\"$word\"",
            "                fi",
            "                ;;",
            "        esac",
            "        index=$((index + 1))",
            "    done",
            "",
            "    case \"$command_path $prev\" in",
        ]
        lines += bashOptionValueCases()
        lines += [
            "    esac",
            "",
            "    case \"$command_path\" in",
        ]
        lines += lineages.flatMap(bashCommandCase)
        lines += [
            "    esac",
            "    return 0",
            "}",
            "",
            "complete -o filenames -F \(function) \(root.name)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `case` branches that follow subcommand names and skip the values of options.
    private func bashPathTransitions() -> [String] {
        var lines: [String] = []
        for lineage in lineages {
            for subcommand in lineage.command.subcommands {
                let target = lineage.invocation + " " + subcommand.name
                lines += [
                    "            \(ShellQuoting.posixSingleQuoted(target)))",
                    "                command_path=\(ShellQuoting.posixSingleQuoted(target))",
                    "                positional_count=0",
                    "                ;;",
                ]
            }
        }
        let patterns = lineages.flatMap { lineage in
            offeredOptions(at: lineage).filter { !$0.isFlag }.flatMap { option in
                spellings(of: option).map { ShellQuoting.posixSingleQuoted(lineage.invocation + " " + $0) }
            }
        }
        guard !patterns.isEmpty else { return lines }
        let patternLines = patterns.enumerated().map { index, pattern in
            "            " + pattern + (index == patterns.count - 1 ? ")" : "|\\")
        }
        return lines + patternLines + [
            "                if [ \"${COMP_WORDS[index+1]}\" = \"=\" ]; then",
            "                    index=$((index + 1))",
            "                fi",
            "                index=$((index + 1))",
            "                ;;",
        ]
    }

    /// A `case` collecting the forwarded options typed on the line, with their values, in `forwarded`.
    private func bashForwardedOptionCase() -> [String] {
        let spellings = forwardedSpellings
        guard !spellings.isEmpty else { return [] }
        return [
            "        case \"$word\" in",
            "            \(spellings.map(ShellQuoting.posixSingleQuoted).joined(separator: "|")))",
            "                if [ \"${COMP_WORDS[index+1]}\" = \"=\" ]; then",
            "                    forwarded+=(\"$word\" \"${COMP_WORDS[index+2]}\")",
            "                else",
            "                    forwarded+=(\"$word\" \"${COMP_WORDS[index+1]}\")",
            "                fi",
            "                ;;",
            "        esac",
        ]
    }

    /// `case` branches completing the value of the option just typed.
    private func bashOptionValueCases() -> [String] {
        var lines: [String] = []
        for lineage in lineages {
            for option in offeredOptions(at: lineage) where !option.isFlag {
                let patterns = spellings(of: option).map {
                    ShellQuoting.posixSingleQuoted(lineage.invocation + " " + $0)
                }
                lines += [
                    "        \(patterns.joined(separator: "|")))",
                    "            COMPREPLY=\(bashArray([option.effectiveCompletion]))",
                    "            return 0",
                    "            ;;",
                ]
            }
        }
        return lines
    }

    /// The `case` branch for one command: its options after `-`, else subcommands and arguments.
    private func bashCommandCase(_ lineage: CommandLineage) -> [String] {
        let optionWords = offeredOptions(at: lineage).flatMap(spellings)
        var lines = [
            "        \(ShellQuoting.posixSingleQuoted(lineage.invocation)))",
            "            if [[ \"$cur\" == -* ]]; then",
            "                COMPREPLY=\(bashArray([.values(optionWords)]))",
            "                return 0",
            "            fi",
            "            case \"$positional_count\" in",
        ]
        var slots: [(pattern: String, kinds: [CompletionKind])] = []
        let subcommandNames = lineage.command.subcommands.map(\.name)
        for slot in argumentSlots(at: lineage) {
            var kinds = [slot.argument.completion]
            if slot.position == 0 && !subcommandNames.isEmpty {
                kinds.insert(.values(subcommandNames), at: 0)
            }
            slots.append((slot.isOpenEnded ? "*" : String(slot.position), kinds))
            if slot.isOpenEnded { break }
        }
        if lineage.command.arguments.isEmpty && !subcommandNames.isEmpty {
            slots.append(("0", [.values(subcommandNames)]))
        }
        for slot in slots {
            lines += [
                "                \(slot.pattern))",
                "                    COMPREPLY=\(bashArray(slot.kinds))",
                "                    ;;",
            ]
        }
        return lines + ["            esac", "            ;;"]
    }

    /// An array expression of the candidates for all of `kinds`, e.g. `($(compgen -f -- "$cur"))`.
    private func bashArray(_ kinds: [CompletionKind]) -> String {
        "(" + kinds.compactMap(bashCandidates).joined(separator: " ") + ")"
    }

    /// A command substitution listing the candidates for `kind`, e.g. `$(compgen -f -- "$cur")`.
    private func bashCandidates(_ kind: CompletionKind) -> String? {
        switch kind {
        case .file:
            return "$(compgen -f -- \"$cur\")"
        case .values(let values):
            let words = ShellQuoting.posixSingleQuoted(ShellQuoting.wordList(values))
            return "$(compgen -W \(words) -- \"$cur\")"
        case .custom(let command):
            let filled = filling(command, previousValue: "\"$previous_positional\"")
            return "$(compgen -W \"$({ \(filled) \"${forwarded[@]}\"; } 2>/dev/null)\" -- \"$cur\")"
        case .none:
            return nil
        }
    }
}
