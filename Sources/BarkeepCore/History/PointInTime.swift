/// A moment in the history, as `--at`, `--since` and `--until` take it: a UTC time, or the moment
/// right after a change (`@42`).
public enum PointInTime: Hashable, Sendable, CustomStringConvertible {
    /// The moment `milliseconds` after 1970-01-01T00:00:00Z: every change made then or earlier.
    case time(milliseconds: Int64)
    /// The moment right after change `id`: that change and every earlier one.
    case change(id: Int64)

    /// The forms `init(parsing:)` accepts, for error messages and help.
    public static let acceptedForms =
        "an ISO 8601 UTC time such as 2026-11-29T10:15:00Z or 2026-11-29T10:15:00.123Z, or a change id such as @42"

    /// Reads `2026-11-29T10:15:00Z`, `2026-11-29T10:15:00.123Z` or `@42`.
    public init(parsing text: String) throws(HistoryError) {
        if text.hasPrefix("@") {
            let digits = text.dropFirst()
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int64(digits), id > 0 else {
                throw HistoryError.invalidPointInTime(text)
            }
            self = .change(id: id)
        } else if let milliseconds = UTCTimestamp.milliseconds(parsing: text) {
            self = .time(milliseconds: milliseconds)
        } else {
            throw HistoryError.invalidPointInTime(text)
        }
    }

    /// `@42`, or the time with milliseconds when it has some.
    public var description: String {
        switch self {
        case .change(let id): return "@\(id)"
        case .time(let milliseconds):
            return UTCTimestamp.text(milliseconds: milliseconds, withMilliseconds: milliseconds % 1_000 != 0)
        }
    }
}
