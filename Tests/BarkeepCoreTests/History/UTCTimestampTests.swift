import Testing

@testable import BarkeepCore

@Suite struct UTCTimestampTests {
    @Test(arguments: [
        ("1970-01-01T00:00:00Z", Int64(0)),
        ("2026-11-29T10:15:00Z", Int64(1_795_947_300_000)),
        ("2026-11-29T10:15:00.123Z", Int64(1_795_947_300_123)),
        ("2026-11-29T10:15:00.1Z", Int64(1_795_947_300_100)),
        ("2026-11-29T10:15:00.12Z", Int64(1_795_947_300_120)),
        ("2000-02-29T23:59:59Z", Int64(951_868_799_000)),
        ("1999-12-31T00:00:00Z", Int64(946_598_400_000)),
        ("1969-12-31T23:59:59.999Z", Int64(-1)),
    ])
    func parsesISO8601UTC(text: String, milliseconds: Int64) {
        #expect(UTCTimestamp.milliseconds(parsing: text) == milliseconds)
    }

    @Test(arguments: [
        "", "2026-11-29", "2026-11-29T10:15:00", "2026-11-29 10:15:00Z", "2026-11-29T10:15Z",
        "2026-11-29T10:15:00+00:00", "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z",
        "2026-04-31T00:00:00Z", "2026-11-29T24:00:00Z", "2026-11-29T10:60:00Z", "2026-11-29T10:15:60Z",
        "2026-11-29T10:15:00.Z", "2026-11-29T10:15:00.1234Z", "2026-11-29T10:15:00,123Z",
        "2026-1l-29T10:15:00Z",
        "2026-11-29t10:15:00z", "+026-11-29T10:15:00Z",
    ])
    func refusesEverythingElse(text: String) {
        #expect(UTCTimestamp.milliseconds(parsing: text) == nil)
    }

    @Test func formatsWithAndWithoutMilliseconds() {
        #expect(UTCTimestamp.text(milliseconds: 1_795_947_300_123) == "2026-11-29T10:15:00Z")
        #expect(
            UTCTimestamp.text(milliseconds: 1_795_947_300_123, withMilliseconds: true)
                == "2026-11-29T10:15:00.123Z")
        #expect(UTCTimestamp.text(milliseconds: 951_868_799_000) == "2000-02-29T23:59:59Z")
        #expect(UTCTimestamp.text(milliseconds: -1, withMilliseconds: true) == "1969-12-31T23:59:59.999Z")
    }

    @Test func formattingAndParsingRoundTripAcrossCenturies() {
        var milliseconds: Int64 = -86_400_000 * 400
        while milliseconds < 253_402_300_799_000 {  // 9999-12-31T23:59:59Z
            let text = UTCTimestamp.text(milliseconds: milliseconds, withMilliseconds: true)
            #expect(UTCTimestamp.milliseconds(parsing: text) == milliseconds, "\(text)")
            milliseconds += 86_400_000 * 97 + 3_723_456
        }
    }

    @Test func pointsInTimeAreTimesOrChangeIDs() throws {
        #expect(try PointInTime(parsing: "@42", nowMilliseconds: 0) == .change(id: 42))
        #expect(
            try PointInTime(parsing: "2026-11-29T10:15:00Z", bound: .start, nowMilliseconds: 0)
                == .time(milliseconds: 1_795_947_300_000))
        #expect(
            try PointInTime(parsing: "2026-11-29T10:15:00Z", nowMilliseconds: 0)
                == .time(milliseconds: 1_795_947_300_999))
        #expect(
            try PointInTime(parsing: "2026-11-29T10:15:00.1Z", nowMilliseconds: 0)
                == .time(milliseconds: 1_795_947_300_199))
        #expect(
            try PointInTime(parsing: "2026-11-29T10:15:00.12Z", nowMilliseconds: 0)
                == .time(milliseconds: 1_795_947_300_129))
        #expect(
            try PointInTime(parsing: "2026-11-29T10:15:00.123Z", nowMilliseconds: 0)
                == .time(milliseconds: 1_795_947_300_123))
        #expect(
            UTCTimestamp.interval(parsing: "2026-11-29T10:15:00Z") == 1_795_947_300_000...1_795_947_300_999)
        #expect(PointInTime.time(milliseconds: 1_795_947_300_123).description == "2026-11-29T10:15:00.123Z")
        #expect(PointInTime.change(id: 7).description == "@7")
        for bad in ["@", "@0", "@-1", "@+3", "@4x", "42", "yesterdays", "2026-11-29x"] {
            let error = try #require(throws: HistoryError.self) {
                try PointInTime(parsing: bad, nowMilliseconds: 0)
            }
            #expect(error.description == "invalid time '\(bad)'; expected \(PointInTime.acceptedForms)")
        }
    }

    @Test func versionSelectorsAreNumbersOrPoints() throws {
        #expect(try VersionSelector(parsing: "3", nowMilliseconds: 0) == .version(3))
        #expect(try VersionSelector(parsing: "0", nowMilliseconds: 0) == .version(0))
        #expect(try VersionSelector(parsing: "@9", nowMilliseconds: 0) == .point(.change(id: 9)))
        #expect(throws: HistoryError.invalidVersion("v3")) {
            try VersionSelector(parsing: "v3", nowMilliseconds: 0)
        }
    }
}
