import SwipeDeck

/// A log line's `time` as milliseconds since 1970, read fast for the shape the app writes
/// (`2026-11-22T10:15:30.123Z`: 24 ASCII characters, UTC) by arithmetic on its digits, and through
/// `LogFilter.parseTime` (Foundation's ISO 8601 formatter, tens of microseconds a call) for any other.
enum LogTime {
    /// Milliseconds since 1970 for `text`, nil when it is no time `report` would read either.
    static func epochMilliseconds(_ text: String) -> Int64? {
        if let fast = appShaped(Array(text.utf8)) { return fast }
        guard let date = LogFilter.parseTime(text) else { return nil }
        let ms = (date.timeIntervalSince1970 * 1000).rounded()
        return ms.isFinite && abs(ms) < 9e15 ? Int64(ms) : nil
    }

    /// `YYYY-MM-DDTHH:MM:SS.mmmZ` read digit by digit; nil for any other shape or an impossible date.
    static func appShaped(_ b: [UInt8]) -> Int64? {
        guard b.count == 24, b[4] == 0x2D, b[7] == 0x2D, b[10] == 0x54, b[13] == 0x3A, b[16] == 0x3A,
            b[19] == 0x2E, b[23] == 0x5A
        else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for i in from..<(from + count) {
                let d = Int(b[i]) - 48
                guard (0...9).contains(d) else { return nil }
                value = value * 10 + d
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
            let minute = number(14, 2), let second = number(17, 2), let milli = number(20, 3),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60,
            year >= 1583 // Foundation reads earlier dates in the Julian calendar: leave them to it
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        guard civil(days) == (year, month, day) else { return nil } // 2026-02-30 and the like
        return Int64(((days * 24 + hour) * 60 + minute) * 60 + second) * 1000 + Int64(milli)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date of a day count since 1970-01-01 (the inverse of `daysFromCivil`).
    static func civil(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
