import Foundation

/// A reviewed file a test compares its output with. With `BARKEEP_RECORD_GOLDEN=1` the output is
/// written to the file first, and the test is expected to fail on ``isRecording`` (saying
/// ``recordedNotice(_:)``), so that a recording run never passes as a check: review `git diff`, then
/// run again without the variable.
public enum GoldenFile {
    /// Whether this run records golden files (`BARKEEP_RECORD_GOLDEN=1`).
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["BARKEEP_RECORD_GOLDEN"] == "1"
    }

    /// The kept text at `url`; when recording, `actual` is written there first (its folder made if need be).
    public static func expected(_ actual: String, at url: URL) throws -> String {
        if isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// What a recording run says when it fails on purpose.
    public static func recordedNotice(_ url: URL) -> String {
        "recorded \(url.lastPathComponent): review the diff, then run again without BARKEEP_RECORD_GOLDEN"
    }
}
