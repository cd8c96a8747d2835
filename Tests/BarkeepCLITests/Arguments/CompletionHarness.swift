/// Drives real shells through generated completion scripts and collects what they offer.
///
/// The completed command is replaced by a shell function running `stub` (a POSIX `sh` script, by
/// default printing `brand` and `accent`) with its arguments, so that `.custom` completions have
/// something to list; `palette.json` is the one file around.
enum CompletionHarness {
    private static let separator = "@@"
    /// The stub the completed command runs unless a test gives another.
    static let defaultStub = "printf '%s\\n' brand accent\n"

    /// The candidates bash offers for each line (space-separated words, the last one being typed).
    static func bash(
        script: String, commandName: String, lines: [String], stub: String = defaultStub
    ) throws -> [String] {
        var driver = """
            source ./completion.bash
            \(commandName)() { sh ./.stub.sh "$@"; }
            complete_line() {
                COMP_WORDS=("$@")
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                COMPREPLY=()
                \(functionName(commandName))
                printf '%s\\n' "${COMPREPLY[@]}" '\(separator)'
            }

            """
        for line in lines {
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            driver += "complete_line " + words.map { "'\($0)'" }.joined(separator: " ") + "\n"
        }
        return try run("bash", ["driver.bash"], script: script, driver: driver, stub: stub)
    }

    /// The candidates fish offers for each line, as `complete -C` reports them.
    static func fish(
        script: String, commandName: String, lines: [String], stub: String = defaultStub
    ) throws -> [String] {
        let driver = """
            source ./completion.fish
            function \(commandName); sh ./.stub.sh $argv; end
            for line in $argv
                complete -C "$line" | string replace -r '\\t.*' ''
                echo '\(separator)'
            end

            """
        return try run(
            "fish", ["--no-config", "driver.fish"] + lines, script: script, driver: driver, stub: stub)
    }

    /// The candidates zsh offers for each line, captured from `compadd` in a pseudo-terminal.
    static func zsh(
        script: String, commandName: String, lines: [String], stub: String = defaultStub
    ) throws -> [String] {
        let driver = """
            zmodload zsh/zpty
            local -a found
            local output attempts
            for line in "$@"; do
                zpty session zsh -f -i
                zpty -w session 'PROMPT=""; RPROMPT=""'
                zpty -w session 'autoload -U compinit; compinit -u -D'
                zpty -w session 'source ./completion.zsh'
                zpty -w session '\(commandName)() { sh ./.stub.sh "$@" }'
                zpty -w session 'compadd() {
                    if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd "$@"; return $?; fi
                    local -a hits; builtin compadd -A hits "$@"
                    local hit; for hit in $hits; do print -r -- "HI""T:${(Q)hit}"; done
                    builtin compadd "$@"
                }'
                zpty -w session 'comppostfuncs=(report_done); report_done() { print -r -- "DO""NE" }'
                zpty -w session 'bindkey "^I" complete-word'
                zpty -w session "$line"$'\\t'
                found=()
                attempts=0
                while (( attempts < 400 )); do
                    if zpty -rt session output; then
                        [[ $output == *DONE* ]] && break
                        if [[ $output == *HIT:* ]]; then
                            output=${output##*HIT:}
                            found+=("${output%%[[:cntrl:]]*}")
                        fi
                    else
                        attempts=$(( attempts + 1 ))
                        sleep 0.05
                    fi
                done
                zpty -d session
                print -rl -- $found '\(separator)'
            done

            """
        return try run("zsh", ["-f", "driver.zsh"] + lines, script: script, driver: driver, stub: stub)
    }

    /// Runs `shell` with `arguments` in a folder holding the completion script, the driver, the stub
    /// and `palette.json` (`completion.<shell>` and `driver.<shell>`), and reads the candidates.
    private static func run(
        _ shell: String, _ arguments: [String], script: String, driver: String, stub: String
    ) throws -> [String] {
        let result = try ShellRunner.run(
            shell, arguments,
            files: [
                "completion.\(shell)": script, "driver.\(shell)": driver, "palette.json": "{}",
                ".stub.sh": stub,
            ])
        return try candidates(from: result)
    }

    /// Splits a driver's output into one sorted, space-separated candidate list per line.
    private static func candidates(from result: ShellRunner.Result) throws -> [String] {
        guard result.status == 0 else {
            throw HarnessFailure(status: result.status, standardError: result.standardError)
        }
        var groups: [String] = []
        var current: Set<String> = []
        for line in result.standardOutput.split(separator: "\n", omittingEmptySubsequences: true) {
            if line == separator {
                groups.append(current.sorted().joined(separator: " "))
                current = []
            } else {
                current.insert(String(line))
            }
        }
        return groups
    }

    private static func functionName(_ commandName: String) -> String {
        "_" + commandName.map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined()
    }
}

/// Thrown when a completion driver exits unsuccessfully.
struct HarnessFailure: Error {
    /// The driver's exit status.
    let status: Int32
    /// What the driver wrote to standard error.
    let standardError: String
}
