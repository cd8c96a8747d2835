import BarkeepCore
import FoundationEssentials
import Synchronization

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
    /// How many exports of one process can have their temporary files removed by a signal at once.
    private static let slotCount = 64
    /// The paths of the temporary files being written, as C text the signal handler can pass to
    /// `unlink` (nothing else runs there), in a fixed table the handler reads without a lock. Exports
    /// running at once in one process (through the library, as the tests run them) each take a slot,
    /// under ``registry``; an empty slot is nil.
    nonisolated(unsafe) private static let writing: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
        slots.initialize(repeating: nil, count: slotCount)
        return slots
    }()
    /// How many exports are writing, and the handlers the first of them replaced, which the last puts
    /// back.
    private static let registry = Mutex<
        (writers: Int, previous: [(number: Int32, handler: __sighandler_t?)])
    >(
        (0, []))
    /// The signals that remove the file before ending the process as they would have.
    private static let endingSignals = [SIGINT, SIGTERM, SIGHUP]

    /// The temporary file for `path` in its directory `parent` (with its trailing slash).
    static func path(for fileName: String, in parent: String, pid: Int32 = getpid()) -> String {
        parent + ".\(fileName).\(pid).tmp"
    }

    /// Runs `body`, which writes the temporary file `temporary`, with the ending signals set to remove
    /// it first (a signal the process was started ignoring, as a shell's background job ignores
    /// SIGINT, stays ignored); the previous handlers are back when the last export running returns or
    /// throws.
    static func whileWriting<Result>(_ temporary: String, _ body: () throws -> Result) rethrows -> Result {
        let path = strdup(temporary)
        let slot = claimSlot(for: path)
        defer {
            releaseSlot(slot)
            free(path)
        }
        return try body()
    }

    /// Puts `path` in a free slot of ``writing``, the ending signals' handlers in place for the first
    /// export; nil when every slot is taken (the file is then left to the next export's clean-up).
    private static func claimSlot(for path: UnsafeMutablePointer<CChar>?) -> Int? {
        registry.withLock { state in
            if state.writers == 0 {
                for number in endingSignals {
                    let handler = signal(number, removeAndEnd)
                    // SIG_IGN is the handler whose address is 1.
                    if unsafeBitCast(handler, to: Int.self) == 1 {
                        signal(number, handler)
                    } else {
                        state.previous.append((number, handler))
                    }
                }
            }
            state.writers += 1
            guard let slot = (0..<slotCount).first(where: { writing[$0] == nil }) else { return nil }
            writing[slot] = path
            return slot
        }
    }

    /// Empties `slot`, and puts the previous handlers back when no export is writing any more.
    private static func releaseSlot(_ slot: Int?) {
        registry.withLock { state in
            if let slot { writing[slot] = nil }
            state.writers -= 1
            guard state.writers == 0 else { return }
            for (number, handler) in state.previous { signal(number, handler) }
            state.previous = []
        }
    }

    /// The handler of the ending signals: removes the files being written, then lets the signal end
    /// the process.
    private static let removeAndEnd: @convention(c) (Int32) -> Void = { number in
        for slot in 0..<ExportTemporaryFile.slotCount {
            if let path = ExportTemporaryFile.writing[slot] { unlink(path) }
        }
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
