import Testing

@testable import BarkeepCore

/// Issue 29: dates, offsets and relative times in `--since`, `--until` and `--at`, read against a
/// clock the caller passes in (Core reads none).
@Suite struct TimeExpressionTests {
    /// 2026-12-03T15:30:00Z, the fixed "now".
    let now: Int64 = 1_796_311_800_000
    /// 2026-12-01T00:00:00Z.
    let december1: Int64 = 1_796_083_200_000

    /// The time `text` stands for as `bound`.
    private func point(_ text: String, _ bound: PointInTime.Bound = .end) throws -> PointInTime {
        try PointInTime(parsing: text, bound: bound, nowMilliseconds: now)
    }

    @Test func theClockIsWhatItSays() {
        #expect(UTCTimestamp.text(milliseconds: now) == "2026-12-03T15:30:00Z")
        #expect(UTCTimestamp.text(milliseconds: december1) == "2026-12-01T00:00:00Z")
    }

    @Test func aDateIsTheWholeUTCDay() throws {
        #expect(try point("2026-12-01", .start) == .time(milliseconds: december1))
        #expect(try point("2026-12-01") == .time(milliseconds: december1 + 86_400_000 - 1))
    }

    @Test func aTimeWithoutOffsetIsUTCToItsPrecision() throws {
        let ten = december1 + 10 * 3_600_000
        #expect(try point("2026-12-01T10:00", .start) == .time(milliseconds: ten))
        #expect(try point("2026-12-01T10:00") == .time(milliseconds: ten + 59_999))
        #expect(try point("2026-12-01 10:00:05") == .time(milliseconds: ten + 5_999))
        #expect(try point("2026-12-01T10:00:05.25Z") == .time(milliseconds: ten + 5_259))
    }

    @Test func anOffsetIsTakenOff() throws {
        let ten = december1 + 10 * 3_600_000
        #expect(try point("2026-12-01T10:00+09:00", .start) == .time(milliseconds: ten - 9 * 3_600_000))
        #expect(try point("2026-12-01T10:00:00-05:30", .start) == .time(milliseconds: ten + 330 * 60_000))
    }

    @Test func relativeTimesCountBackFromNow() throws {
        #expect(try point("2 days ago") == .time(milliseconds: now - 2 * 86_400_000))
        #expect(try point("3h ago") == .time(milliseconds: now - 3 * 3_600_000))
        #expect(try point("90 min ago") == .time(milliseconds: now - 90 * 60_000))
        #expect(try point("1 week ago") == .time(milliseconds: now - 604_800_000))
        #expect(try point("now") == .time(milliseconds: now))
        #expect(try point("yesterday", .start) == .time(milliseconds: december1 + 86_400_000))
        #expect(try point("today") == .time(milliseconds: december1 + 3 * 86_400_000 - 1))
        #expect(try point("@12") == .change(id: 12))
    }

    @Test(arguments: [
        "2026-12-32", "2026-12-01T25:00", "2026-12-01T10", "2026-12-01T10:00+9", "2026-12-01T10:00:00.",
        "2026-12-01T10:00:00.1234", "0 days ago", "2 fortnights ago", "days ago", "2 days", "tomorrow",
        "2026-12-01Z",
    ])
    func everythingElseIsRefused(text: String) {
        #expect(throws: HistoryError.invalidPointInTime(text)) { try point(text) }
    }
}
