import Foundation

/// When a kiosk's screen is on (`--screen-hours`): spans of local wall-clock time, each on some
/// days of the week or on all of them. No spans: always on.
///
/// Everything is worked out on the wall clock of a time zone (`TimeZone.current` in the app), read
/// from the Gregorian calendar at each instant, never as "now + 12 h": so a span from 08:00 to 20:00
/// starts at 08:00 on the day summer time begins and on the day it ends alike. A span's time that
/// does not exist (spring's skipped hour) takes effect at the first instant after it; in autumn's
/// repeated hour the wall clock decides, both times it passes.
///
/// ```swift
/// let hours = try ScreenHours.parse("mon-fri 08:00-20:00; sat 10:00-16:00")
/// hours.isOn(at: Date(), in: .current)          // on now?
/// hours.nextChange(after: Date(), in: .current) // when it next goes off or on
/// ```
public struct ScreenHours: Hashable, Sendable, CustomStringConvertible {
    /// One span: from `start` to `end` on each of `days`.
    public struct Span: Hashable, Sendable {
        /// The days the span starts on: bit d for day d (0 Monday … 6 Sunday). All seven (0x7F) when
        /// no days were given.
        public var days: UInt8
        /// Start, minutes after local midnight, 0…1439.
        public var start: Int
        /// End, minutes after local midnight, 1…1440 (24:00). At or before `start`: the span runs past
        /// midnight and ends the next day (22:00-02:00).
        public var end: Int

        public init(days: UInt8 = ScreenHours.everyDay, start: Int, end: Int) {
            self.days = days; self.start = start; self.end = end
        }

        /// Whether the span covers second `second` (0…86399) of day `day` (0 Monday … 6 Sunday).
        func covers(day: Int, second: Int) -> Bool {
            let from = start * 60, to = end * 60
            if to > from { return startsOn(day) && second >= from && second < to }
            return (startsOn(day) && second >= from) || (startsOn((day + 6) % 7) && second < to)
        }

        func startsOn(_ day: Int) -> Bool { days & (1 << UInt8(day)) != 0 }
    }

    /// A local wall-clock time: the day of the week (0 Monday … 6 Sunday) and the second of that day.
    struct WallClock: Hashable {
        var day: Int
        var second: Int
    }

    /// Bits for all seven days.
    public static let everyDay: UInt8 = 0x7F
    /// Seconds in a day of the wall clock.
    static let day = 86_400

    /// The spans; empty: always on.
    public var spans: [Span]

    /// Hours made of `spans` (none: always on, the default).
    public init(_ spans: [Span] = []) { self.spans = spans }

    /// No hours were given: the screen is always on.
    public var isAlways: Bool { spans.isEmpty }

    /// `date` on the wall clock of `zone`, read from the Gregorian calendar.
    static func wallClock(of date: Date, in zone: TimeZone) -> WallClock {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.weekday, .hour, .minute, .second], from: date)
        let weekday = c.weekday ?? 2 // 1 Sunday … 7 Saturday
        let second = (c.hour ?? 0) * 3600 + (c.minute ?? 0) * 60 + (c.second ?? 0)
        return WallClock(day: (weekday + 5) % 7, second: min(second, day - 1))
    }

    /// Whether the screen is on at wall-clock time `wall`.
    func isOn(_ wall: WallClock) -> Bool {
        isAlways || spans.contains { $0.covers(day: wall.day, second: wall.second) }
    }

    /// Whether the screen is on at `date` in time zone `zone`.
    public func isOn(at date: Date, in zone: TimeZone = .current) -> Bool {
        isOn(Self.wallClock(of: date, in: zone))
    }

    /// The first instant after `date` at which `isOn` changes, in time zone `zone`; nil when it never
    /// does (no hours, or hours that cover the whole week). Between two of the zone's offset changes
    /// the wall clock runs with real time, so the next boundary is found on the wall clock and reached
    /// by adding seconds; at an offset change (summer time) the wall clock jumps, and the search goes on
    /// from there on the new offset.
    public func nextChange(after date: Date, in zone: TimeZone = .current) -> Date? {
        let state = isOn(at: date, in: zone)
        var probe = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        for _ in 0..<32 {
            guard let step = secondsToNextFlip(from: Self.wallClock(of: probe, in: zone), state: state) else {
                return nil
            }
            let candidate = probe.addingTimeInterval(Double(step))
            if let jump = zone.nextDaylightSavingTimeTransition(after: probe), jump <= candidate {
                if isOn(at: jump, in: zone) != state { return jump }
                probe = jump
                continue
            }
            if isOn(at: candidate, in: zone) != state { return candidate }
            probe = candidate // the offset changed without summer time (a zone's new standard time)
        }
        return nil
    }

    /// Seconds from `wall` to the next wall-clock boundary where `isOn` is no longer `state`, looking
    /// a week and a day ahead; nil when there is none.
    func secondsToNextFlip(from wall: WallClock, state: Bool) -> Int? {
        let boundaries = Set(spans.flatMap { [$0.start * 60 % Self.day, $0.end * 60 % Self.day] }).sorted()
        for ahead in 0...7 {
            for boundary in boundaries {
                let distance = ahead * Self.day + boundary - wall.second
                guard distance > 0 else { continue }
                if isOn(WallClock(day: (wall.day + ahead) % 7, second: boundary)) != state { return distance }
            }
        }
        return nil
    }

    /// The hours as `--screen-hours` takes them: "mon-fri 08:00-20:00; sat 10:00-16:00"; "always".
    public var description: String {
        guard !isAlways else { return "always" }
        return spans.map { span in
            let times = "\(Self.clock(span.start))-\(Self.clock(span.end))"
            guard span.days != Self.everyDay else { return times }
            let names = (0..<7).filter { span.startsOn($0) }.map { Self.dayNames[$0] }
            return names.joined(separator: ",") + " " + times
        }.joined(separator: "; ")
    }

    /// "08:05" for 485 minutes.
    static func clock(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }

    /// The days' names as `--screen-hours` takes them, Monday first.
    static let dayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
}
