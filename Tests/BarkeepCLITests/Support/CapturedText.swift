import Synchronization

/// Text written from `Console`'s sendable writers, collected for a test to read.
final class CapturedText: Sendable {
    private let storage = Mutex("")

    /// Appends `text`.
    func append(_ text: String) {
        storage.withLock { $0 += text }
    }

    /// Everything written so far.
    var text: String { storage.withLock { $0 } }
}
