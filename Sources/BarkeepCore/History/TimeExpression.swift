/// The times `--at`, `--since` and `--until` take besides a change id, read into the span of
/// milliseconds each stands for. Reads no clock: the relative forms count back from the `now` given.
///
/// Grammar (docs/history.md, "Points in time"):
/// - `YYYY-MM-DD`: the whole UTC day;
/// - `YYYY-MM-DDTHH:MM`, `…:SS`, `…:SS.f` to `…:SS.fff` (`T` or one space): the minute, second or
///   fraction, in UTC, or at the offset that follows (`Z`, `+09:00`, `-05:30`);
/// - `today`, `yesterday`: that UTC day; `now`;
/// - `<n> <unit> ago` or `<n><unit> ago`, the unit one of s, sec, second, m, min, minute, h, hour,
///   d, day, w, week (plurals too): that long before now.
enum TimeExpression {
    /// The span `text` stands for at `now` (milliseconds since 1970, UTC); nil when it fits no form.
    static func interval(parsing text: String, now: Int64) -> ClosedRange<Int64>? {
        let lowered = text.lowercased()
        let day: Int64 = 86_400_000
        switch lowered {
        case "now": return now...now
        case "today": return dayInterval(containing: now)
        case "yesterday": return dayInterval(containing: now - day)
        default: break
        }
        if lowered.hasSuffix(" ago") {
            guard let span = duration(String(lowered.dropLast(4))) else { return nil }
            let (instant, overflow) = now.subtractingReportingOverflow(span)
            return overflow ? nil : instant...instant
        }
        return absolute(Array(text.utf8))
    }

    /// The UTC day holding `milliseconds`.
    private static func dayInterval(containing milliseconds: Int64) -> ClosedRange<Int64> {
        let day: Int64 = 86_400_000
        let start = milliseconds - ((milliseconds % day) + day) % day
        return start...(start + day - 1)
    }

    /// The milliseconds of `5 days`, `3h` or `90 min`; nil for anything else.
    private static func duration(_ text: String) -> Int64? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let unit = text.dropFirst(digits.count).drop { $0 == " " }
        guard !digits.isEmpty, digits.count <= 9, let count = Int64(digits), count > 0 else { return nil }
        let units: [(names: [String], milliseconds: Int64)] = [
            (["s", "sec", "secs", "second", "seconds"], 1_000),
            (["m", "min", "mins", "minute", "minutes"], 60_000),
            (["h", "hr", "hrs", "hour", "hours"], 3_600_000),
            (["d", "day", "days"], 86_400_000),
            (["w", "week", "weeks"], 604_800_000),
        ]
        guard let size = units.first(where: { $0.names.contains(String(unit)) })?.milliseconds else {
            return nil
        }
        return count * size
    }

    /// The span of a date, or a date and time with an optional offset, written as `bytes`.
    private static func absolute(_ bytes: [UInt8]) -> ClosedRange<Int64>? {
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
            let day = reader.number(2), (1...12).contains(month),
            (1...UTCTimestamp.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let midnight = UTCTimestamp.daysSinceEpoch(year: year, month: month, day: day) * 86_400_000
        if reader.isAtEnd { return midnight...(midnight + 86_400_000 - 1) }
        guard reader.skip("T") || reader.skip(" "), let hour = reader.number(2), hour < 24, reader.skip(":"),
            let minute = reader.number(2), minute < 60
        else { return nil }
        var start = midnight + (hour * 60 + minute) * 60_000
        var unit: Int64 = 60_000
        if reader.skip(":") {
            guard let second = reader.number(2), second < 60 else { return nil }
            start += second * 1_000
            unit = 1_000
            if reader.skip(".") {
                var digits = 0
                while digits < 3, let digit = reader.number(1) {
                    unit /= 10
                    start += digit * unit
                    digits += 1
                }
                guard digits > 0 else { return nil }
            }
        }
        let isUTC = reader.skip("Z") || reader.skip("z")
        if !isUTC, let sign: Int64 = reader.skip("+") ? 1 : reader.skip("-") ? -1 : nil {
            guard let hours = reader.number(2), hours < 24, reader.skip(":"), let minutes = reader.number(2),
                minutes < 60
            else { return nil }
            start -= sign * (hours * 60 + minutes) * 60_000
        }
        guard reader.isAtEnd else { return nil }
        return start...(start + unit - 1)
    }

    /// Reads fixed-width decimal numbers and separators from the front of some bytes.
    private struct DigitReader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        /// Consumes `character` if it comes next.
        mutating func skip(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        /// Consumes exactly `width` decimal digits and returns their value.
        mutating func number(_ width: Int) -> Int64? {
            guard index + width <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[index..<(index + width)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            index += width
            return value
        }
    }
}
