/// Converts between milliseconds since 1970 and ISO 8601 UTC text (`2026-11-29T10:15:00Z`,
/// `2026-11-29T10:15:00.123Z`), with no calendar or locale involved, so the output is stable.
package enum UTCTimestamp {
    /// The milliseconds since 1970 of `2026-11-29T10:15:00Z` or `2026-11-29T10:15:00.123Z` (one to
    /// three fraction digits); nil for any other text or an impossible date.
    package static func milliseconds(parsing text: String) -> Int64? {
        interval(parsing: text)?.lowerBound
    }

    /// The milliseconds a time stands for at the precision it is written in: `…T10:15:00Z` is the
    /// whole second (`…000` to `…999`), `…T10:15:00.1Z` a tenth, `…T10:15:00.123Z` one millisecond.
    package static func interval(parsing text: String) -> ClosedRange<Int64>? {
        let characters = Array(text.utf8)
        guard characters.count >= 20, characters.last == UInt8(ascii: "Z") else { return nil }
        let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
        for (index, separator) in separators where characters[index] != separator.asciiValue {
            return nil
        }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for index in range {
                let digit = characters[index]
                guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int64(digit - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds: Int64 = 0
        var unit: Int64 = 1_000
        let fraction = 19..<(characters.count - 1)
        if !fraction.isEmpty {
            guard characters[19] == UInt8(ascii: "."), (2...4).contains(fraction.count),
                let digits = number(20..<fraction.upperBound)
            else { return nil }
            unit = [100, 10, 1][fraction.count - 2]
            milliseconds = digits * unit
        }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let start = ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1_000 + milliseconds
        return start...(start + unit - 1)
    }

    /// `milliseconds` as `2026-11-29T10:15:00Z`, or `2026-11-29T10:15:00.123Z` with `withMilliseconds`.
    package static func text(milliseconds: Int64, withMilliseconds: Bool = false) -> String {
        let (days, dayMilliseconds) = floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        let seconds = dayMilliseconds / 1_000
        var text =
            "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
            + "\(padded(seconds / 3_600, 2)):\(padded(seconds / 60 % 60, 2)):\(padded(seconds % 60, 2))"
        if withMilliseconds { text += "." + padded(dayMilliseconds % 1_000, 3) }
        return text + "Z"
    }

    /// The number of days in `month` of `year` (proleptic Gregorian calendar).
    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given date (Howard Hinnant's `days_from_civil`).
    static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivision(shiftedYear, 400).quotient
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097).quotient
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Division rounding towards minus infinity, with a non-negative remainder.
    private static func floorDivision(
        _ value: Int64, _ divisor: Int64
    ) -> (quotient: Int64, remainder: Int64) {
        let remainder = ((value % divisor) + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }

    /// `value` in decimal, zero-padded to `width` digits.
    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
