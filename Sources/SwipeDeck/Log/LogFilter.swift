import Foundation

/// Which decision lines `swipedeck report` looks at: `--session ID`, `--since TIME`, `--until TIME`.
public struct LogFilter: Hashable, Sendable {
    /// Keep only this visitor session; nil = every session. Default nil.
    public var session: String?
    /// Keep lines written at or after this time; nil = no lower bound. Default nil.
    public var since: Date?
    /// Keep lines written before this time; nil = no upper bound. Default nil.
    public var until: Date?

    public init(session: String? = nil, since: Date? = nil, until: Date? = nil) {
        self.session = session; self.since = since; self.until = until
    }

    /// Whether `entry` passes. With a time bound, a line whose `time` cannot be read is left out.
    public func keeps(_ entry: LogEntry) -> Bool {
        if let session, entry.session != session { return false }
        guard since != nil || until != nil else { return true }
        guard let time = Self.parseTime(entry.time) else { return false }
        if let since, time < since { return false }
        if let until, time >= until { return false }
        return true
    }

    /// An ISO 8601 time: a date (`2026-11-22`, midnight UTC), or a date and time with optional
    /// fractional seconds and a `Z` or `±HH:MM` offset (UTC when none), e.g. `2026-11-22T10:15:30.123Z`.
    /// Nil when `text` is none of these.
    public static func parseTime(_ text: String) -> Date? {
        let hasZone = text.hasSuffix("Z") || text.range(of: #"[+-]\d\d:?\d\d$"#, options: .regularExpression) != nil
        let full = text.contains("T") && !hasZone ? text + "Z" : text
        let formatter = ISO8601DateFormatter()
        let shapes: [ISO8601DateFormatter.Options] = [
            [.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime], [.withFullDate],
        ]
        for shape in shapes {
            formatter.formatOptions = shape
            if let date = formatter.date(from: full) { return date }
        }
        return nil
    }
}
