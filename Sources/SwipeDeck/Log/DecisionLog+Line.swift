import Foundation

/// The text of one decision-log line (see `DecisionLog` for the format).
extension DecisionLog {
    /// One complete log line including the trailing newline (pure). Keys in this order: time, card,
    /// index, decision, then `session`, `ms` (negative values written as 0), `kiosk` and `seq` when given.
    public static func line(
        time: Date, cardID: String, index: Int, decision: LoggedDecision, session: String? = nil,
        ms: Int? = nil, kiosk: String? = nil, seq: Int? = nil
    ) -> String {
        var line = JSONLine([
            "time": .string(timestamp(time)), "card": .string(cardID), "index": .integer(index),
            "decision": .string(decision.name),
        ])
        line.add("session", ifPresent: session.map { .string($0) })
        line.add("ms", ifPresent: ms.map { .integer(max(0, $0)) })
        line.add("kiosk", ifPresent: kiosk.map { .string($0) })
        line.add("seq", ifPresent: seq.map { .integer($0) })
        return line.line
    }

    /// The shape of `time`: ISO 8601 in UTC with a `Z` and three fractional digits (Foundation's
    /// formatter, which cuts the fraction to milliseconds rather than rounding it).
    static let timestampStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)

    /// `time` as ISO 8601 UTC with milliseconds, e.g. "2026-11-22T10:15:30.123Z": truncated, not rounded,
    /// to the millisecond (30.9999 s is "…:30.999Z"), also before 1970 ("1969-12-31T23:59:59.500Z" for
    /// −0.5 s); years past 9999 get five digits. Dates before the Gregorian calendar began (1582-10-15)
    /// come out in the Julian calendar, as Foundation writes them.
    public static func timestamp(_ time: Date) -> String {
        // The millisecond `time` falls in, then its middle: a whole millisecond divided by 1000 may land
        // a hair below itself in binary, and the formatter's truncation would then write the one before.
        let millisecond = (time.timeIntervalSince1970 * 1000).rounded(.down)
        return Date(timeIntervalSince1970: (millisecond + 0.5) / 1000).formatted(timestampStyle)
    }
}
