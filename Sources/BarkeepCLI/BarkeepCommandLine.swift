import BarkeepCore

/// The command-line tool as a function: parse, run, print, and return the exit status.
public enum BarkeepCommandLine {
    /// Barkeep's version.
    public static let version = "0.1.0"

    /// Runs `arguments` (without the program name) at the fixed time `nowMilliseconds` and returns
    /// the exit status.
    package static func run(
        arguments: [String], environment: [String: String], console: Console, nowMilliseconds: Int64
    ) -> Int32 {
        run(arguments: arguments, environment: environment, console: console, clock: { nowMilliseconds })
    }

    /// Runs `arguments` (without the program name) and returns the exit status; `clock` reads the
    /// current time in milliseconds since 1970 (UTC), and a change reads it once it holds the write lock.
    package static func run(
        arguments: [String], environment: [String: String], console: Console,
        clock: @escaping @Sendable () -> Int64
    ) -> Int32 {
        // `barkeep --version` alone, the usual way to ask, is answered before the command table is built.
        if arguments == ["--version"] { return printVersion(console) }
        let nowMilliseconds = clock()
        let help = HelpFormatter(root: CommandTable.declaration, width: console.width ?? 80)
        let outcome: ParseOutcome
        do {
            outcome = try ArgumentParser(root: CommandTable.declaration).parse(arguments)
        } catch {
            console.writeError(colored(help.errorReport(for: error), console) + "\n")
            return ExitStatus.usage
        }
        switch outcome {
        case .version:
            return printVersion(console)
        case .help(let path):
            printHelp(help.help(for: path), console)
            return ExitStatus.success
        case .command(let command):
            guard let action = CommandTable.root.action(at: command.path[...]) else {
                printHelp(help.help(for: command.path), console)
                return ExitStatus.success
            }
            let invocation = Invocation(
                command: command, arguments: arguments, environment: environment, console: console,
                nowMilliseconds: nowMilliseconds, clock: clock)
            do {
                return try action(invocation)
            } catch let error as UsageError {
                console.writeError(colored(help.errorReport(for: error), console) + "\n")
                return ExitStatus.usage
            } catch {
                console.error(message(for: error) + (NameSuggestion.hint(for: error, invocation) ?? ""))
                return ExitStatus.failure
            }
        }
    }

    /// What the argument parser makes of `arguments` (without the program name), running nothing and
    /// touching no file: the selected command's path, the help screen it asks for, `version`, or the
    /// usage-error report. The entry point of the argument-parser fuzz target (`Fuzz/Targets/arguments.swift`).
    public static func parseOnly(_ arguments: [String]) -> String {
        let help = HelpFormatter(root: CommandTable.declaration)
        do {
            switch try ArgumentParser(root: CommandTable.declaration).parse(arguments) {
            case .version: return "version"
            case .help(let path): return help.help(for: path)
            case .command(let command): return "command " + command.path.joined(separator: " ")
            }
        } catch {
            return help.errorReport(for: error)
        }
    }

    /// Prints Barkeep's and SQLite's versions.
    private static func printVersion(_ console: Console) -> Int32 {
        console.print("barkeep \(version) (SQLite \(Catalog.sqliteVersion))")
        return ExitStatus.success
    }

    /// Prints a help screen, ending with exactly one newline.
    private static func printHelp(_ text: String, _ console: Console) {
        console.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// The report wrapped to the terminal, with its leading `error:` coloured on a terminal.
    private static func colored(_ text: String, _ console: Console) -> String {
        let report = console.wrapped(text, continuationIndent: "error: ".count)
        guard console.colorsDiagnostics, report.hasPrefix("error:") else { return report }
        return "\u{1B}[1;31merror:\u{1B}[0m" + report.dropFirst("error:".count)
    }

    /// A one-line message for any error a command throws.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as CustomStringConvertible: return error.description
        default: return "\(error)"
        }
    }
}
