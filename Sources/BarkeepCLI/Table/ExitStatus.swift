/// The exit statuses every command uses.
public enum ExitStatus {
    /// Success.
    public static let success: Int32 = 0
    /// A run-time failure: not found, conflict, validation, lint errors.
    public static let failure: Int32 = 1
    /// The command line itself was wrong.
    public static let usage: Int32 = 64
}
