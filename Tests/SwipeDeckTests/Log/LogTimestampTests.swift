import Foundation
import SwipeCore
import SwipeDeck
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The decision log's `time` comes from Foundation's ISO 8601 formatter and must stay byte for byte
/// what the hand-made gmtime formatter wrote before it (kept below as the reference).
@Suite struct LogTimestampTests {
    /// The formatter the log used up to main 016fad4: milliseconds cut (not rounded), gmtime's
    /// proleptic Gregorian calendar, the year padded to four digits.
    static func handMade(_ time: Date) -> String {
        let totalMs = Int64((time.timeIntervalSince1970 * 1000).rounded(.down))
        var seconds = time_t(totalMs >= 0 ? totalMs / 1000 : (totalMs - 999) / 1000)
        let ms = Int(totalMs - Int64(seconds) * 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(Int(parts.tm_year) + 1900, 4))-\(pad(Int(parts.tm_mon) + 1, 2))-\(pad(Int(parts.tm_mday), 2))T"
            + "\(pad(Int(parts.tm_hour), 2)):\(pad(Int(parts.tm_min), 2)):\(pad(Int(parts.tm_sec), 2)).\(pad(ms, 3))Z"
    }

    static let edges: [(Double, String)] = [
        (0, "1970-01-01T00:00:00.000Z"),
        (0.000_999_9, "1970-01-01T00:00:00.000Z"),
        (0.001, "1970-01-01T00:00:00.001Z"),
        (0.999_9, "1970-01-01T00:00:00.999Z"),
        (-0.5, "1969-12-31T23:59:59.500Z"),
        (-0.000_5, "1969-12-31T23:59:59.999Z"),
        (-1, "1969-12-31T23:59:59.000Z"),
        (951_782_400.999_9, "2000-02-29T00:00:00.999Z"), // leap day of a century leap year
        (1_709_251_199.999, "2024-02-29T23:59:59.999Z"),
        (4_107_542_400, "2100-03-01T00:00:00.000Z"), // 2100 is not a leap year
        (1_795_342_530.123_4, "2026-11-22T10:15:30.123Z"),
        (1_795_170_930.123, "2026-11-20T10:35:30.123Z"), // .123 is a hair below itself in binary
        (2_147_483_647.999, "2038-01-19T03:14:07.999Z"), // the 32-bit time_t edge
        (-11_676_096_000, "1600-01-01T00:00:00.000Z"),
        (253_402_300_799.999, "9999-12-31T23:59:59.999Z"),
        (253_402_300_800, "10000-01-01T00:00:00.000Z"),
    ]

    @Test(arguments: edges)
    func edgeDates(seconds: Double, expected: String) {
        let time = Date(timeIntervalSince1970: seconds)
        #expect(DecisionLog.timestamp(time) == expected)
        #expect(Self.handMade(time) == expected, "the reference agrees")
    }

    /// 40,000 times from 1600 to 9999 (seeded): whole milliseconds, and ones a few nanoseconds off a
    /// millisecond either side, where cutting versus rounding shows.
    @Test func matchesTheHandMadeFormatterEverywhere() {
        var rng = SplitMix64(seed: 0x150_8601)
        var mismatches: [String] = []
        for i in 0..<40_000 {
            let ms = Int64.random(in: -11_676_096_000_000...253_402_300_799_999, using: &rng)
            let jitter = [0, 1e-9, -1e-9, Double.random(in: 0..<0.001, using: &rng)][i % 4]
            let time = Date(timeIntervalSince1970: Double(ms) / 1000 + jitter)
            let new = DecisionLog.timestamp(time), old = Self.handMade(time)
            if new != old && mismatches.count < 5 {
                mismatches.append("\(time.timeIntervalSince1970): \(new) vs \(old)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func aLineCarriesTheTimestamp() {
        let time = Date(timeIntervalSince1970: 951_782_400.999_9)
        #expect(
            DecisionLog.line(time: time, cardID: "a", index: 0, decision: .undo)
                == "{\"time\": \"2000-02-29T00:00:00.999Z\", \"card\": \"a\", \"index\": 0, \"decision\": \"undo\"}\n")
    }
}
