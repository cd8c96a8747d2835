import BarkeepCLI
import BarkeepTestSupport

/// Runs barkeep in-process against a catalog in a fresh directory, as `BARKEEP_ACTOR` `actor`,
/// with a clock that advances one second per command from 2026-11-29T10:15:00Z.
final class CommandLineHarness {
    /// 2026-11-29T10:15:00Z in milliseconds.
    static let start: Int64 = 1_795_947_300_000

    let directory = TemporaryDirectory()
    /// The time of the last command.
    private(set) var clock = CommandLineHarness.start
    /// Who the next commands are made by.
    var actor = "ann"

    /// The catalog file.
    var databasePath: String { directory.file("barkeep.sqlite") }

    /// Runs `barkeep <arguments>` and returns what it printed and its status.
    @discardableResult
    func run(_ arguments: String...) -> CommandRun {
        run(arguments: arguments)
    }

    /// Runs `barkeep <arguments>` and returns what it printed and its status.
    @discardableResult
    func run(arguments: [String]) -> CommandRun {
        clock += 1_000
        return CommandRun.inProcess(
            arguments, database: nil, environment: ["BARKEEP_DB": databasePath, "BARKEEP_ACTOR": actor],
            at: clock)
    }
}
