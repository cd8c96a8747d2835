/// One random command: what it is (for failure messages), and running it.
struct RandomCommand {
    /// The command, roughly as it would be typed.
    let label: String
    /// Runs the command; it throws when the command fails.
    let run: () throws -> Void

    init(_ label: String, run: @escaping () throws -> Void) {
        self.label = label
        self.run = run
    }
}
