/// `barkeep completions bash|zsh|fish`: a completion script generated from the command table.
enum CompletionsCommand {
    /// The command.
    static let node: CommandNode = CommandNode(
        CommandDeclaration(
            name: "completions", abstract: "Print a shell completion script.",
            discussion: "Load it with, for example: source <(barkeep completions bash)",
            arguments: [
                ArgumentDeclaration(
                    name: "shell", help: "The shell: bash, zsh or fish.",
                    completion: .values(["bash", "zsh", "fish"]))
            ],
            examples: ["barkeep completions zsh > ~/.zfunc/_barkeep"])
    ) { invocation in
        let generator = CompletionScriptGenerator(root: CommandTable.declaration)
        switch invocation.argument("shell") {
        case "bash": invocation.console.writeOutput(generator.bash())
        case "zsh": invocation.console.writeOutput(generator.zsh())
        case "fish": invocation.console.writeOutput(generator.fish())
        case let other:
            throw UsageError(
                message: "unknown shell '\(other)'; expected bash, zsh or fish", commandPath: ["completions"])
        }
        return ExitStatus.success
    }
}
