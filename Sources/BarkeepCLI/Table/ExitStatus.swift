/// The exit statuses every command uses.
package enum ExitStatus {
    /// Success.
    package static let success: Int32 = 0
    /// A run-time failure: not found, conflict, validation, lint errors.
    package static let failure: Int32 = 1
    /// The command line itself was wrong.
    package static let usage: Int32 = 64
}
