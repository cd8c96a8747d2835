/// A moment in the history, as `--at`, `--since` and `--until` take it: a time, or the moment right
/// after a change (`@42`).
public enum PointInTime: Hashable, Sendable, CustomStringConvertible {
    /// The moment `milliseconds` after 1970-01-01T00:00:00Z: every change made then or earlier.
    case time(milliseconds: Int64)
    /// The moment right after change `id`: that change and every earlier one.
    case change(id: Int64)

    /// The forms `init(parsing:)` accepts, for error messages and help.
    public static let acceptedForms =
        "a date or time such as 2026-11-29, 2026-11-29T10:15, 2026-11-29T10:15:00Z or 2026-11-29T10:15+09:00 "
        + "(UTC unless an offset is given), today, yesterday, a time ago such as '2 days ago' or '3h ago', "
        + "or a change id such as @42"

    /// Which end of the span a time written to the second (or tenth, hundredth) stands for.
    public enum Bound: Sendable {
        /// Its first millisecond: `--since 10:15:00Z` includes a change at 10:15:00.400.
        case start
        /// Its last millisecond: `--at 10:15:00Z` and `--until 10:15:00Z` include a change at
        /// 10:15:00.400, as the history, which prints whole seconds, shows it at 10:15:00.
        case end
    }

    /// Reads `@42` or a time in the grammar of ``TimeExpression`` (`2026-11-29`, `2026-11-29T10:15+09:00`,
    /// `2 days ago` …); a time stands for the `bound` of the span its precision gives it, and the
    /// relative forms count back from `nowMilliseconds` (Core reads no clock).
    public init(parsing text: String, bound: Bound = .end, nowMilliseconds: Int64) throws(HistoryError) {
        if text.hasPrefix("@") {
            let digits = text.dropFirst()
            guard digits.isASCIIDigits, let id = Int64(digits), id > 0 else {
                throw HistoryError.invalidPointInTime(text)
            }
            self = .change(id: id)
        } else if let interval = TimeExpression.interval(parsing: text, now: nowMilliseconds) {
            self = .time(milliseconds: bound == .start ? interval.lowerBound : interval.upperBound)
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
