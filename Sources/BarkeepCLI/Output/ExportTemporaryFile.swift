import BarkeepCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary file `export --output` writes beside its target (`.<name>.<pid>.tmp`): removed when
/// SIGINT, SIGTERM or SIGHUP ends the export, and, when a SIGKILL left it, by the next export to the
/// same name once its process is gone.
enum ExportTemporaryFile {
    /// The path of the temporary file being written, as C text the signal handler can pass to `unlink`
    /// (nothing else runs there); nil between exports.
    nonisolated(unsafe) private static var writing: UnsafeMutablePointer<CChar>?
    /// The signals that remove the file before ending the process as they would have.
    private static let endingSignals = [SIGINT, SIGTERM, SIGHUP]

    /// The temporary file for `path` in its directory `parent` (with its trailing slash).
    static func path(for fileName: String, in parent: String, pid: Int32 = getpid()) -> String {
        parent + ".\(fileName).\(pid).tmp"
    }

    /// Runs `body`, which writes the temporary file `temporary`, with the ending signals set to remove
    /// it first (a signal the process was started ignoring, as a shell's background job ignores
    /// SIGINT, stays ignored); the previous handlers are back when `body` returns or throws.
    static func whileWriting<Result>(_ temporary: String, _ body: () throws -> Result) rethrows -> Result {
        writing = strdup(temporary)
        var previous: [(number: Int32, handler: __sighandler_t?)] = []
        for number in endingSignals {
            let handler = signal(number, removeAndEnd)
            // SIG_IGN is the handler whose address is 1.
            if unsafeBitCast(handler, to: Int.self) == 1 {
                signal(number, handler)
            } else {
                previous.append((number, handler))
            }
        }
        defer {
            for (number, handler) in previous { signal(number, handler) }
            free(writing)
            writing = nil
        }
        return try body()
    }

    /// The handler of the ending signals: removes the file, then lets the signal end the process.
    private static let removeAndEnd: @convention(c) (Int32) -> Void = { number in
        if let path = ExportTemporaryFile.writing { unlink(path) }
        signal(number, SIG_DFL)
        raise(number)
    }

    /// Removes the temporary files for `fileName` in `parent` that a process no longer running left
    /// (killed with SIGKILL, or by a power cut); those of a running process, this one's included, stay.
    static func removeStale(for fileName: String, in parent: String) {
        let prefix = ".\(fileName)."
        let suffix = ".tmp"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
            guard digits.isASCIIDigits, let pid = Int32(digits), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) == -1, errno == ESRCH { unlink(parent + name) }
        }
    }
}
