import Foundation
import Testing

@testable import SwipeDeck

/// Local wall-clock instants for the screen-hours tests, in an explicit time zone.
enum WallTime {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let utc = TimeZone(identifier: "UTC")!

    /// The instant whose wall clock in `zone` reads `text` ("2026-03-29 08:00", seconds optional); for a time that
    /// exists twice, the first.
    static func at(_ text: String, in zone: TimeZone = berlin) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = text.split(whereSeparator: { "- :".contains($0) }).map { Int($0)! }
        let c = DateComponents(
            year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
            second: parts.count > 5 ? parts[5] : 0)
        return calendar.date(from: c)!
    }

    /// `date`'s wall clock in `zone`, as "2026-03-29 08:00".
    static func text(_ date: Date, in zone: TimeZone = berlin) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "??" }
        return "\(c.year!)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute))"
    }
}

/// `ScreenHours`: when the screen is on, and when that next changes, on the wall clock, across the
/// summer-time changes of Europe/Berlin in 2026 (29 March 02:00 → 03:00, 25 October 03:00 → 02:00).
@Suite struct ScreenHoursTests {
    let weekdays = try! ScreenHours.parse("mon-fri 08:00-20:00; sat 10:00-16:00")

    @Test func onAndOffByTheWallClock() {
        // 2026-03-27 is a Friday, 28 a Saturday, 29 a Sunday.
        #expect(!weekdays.isOn(at: WallTime.at("2026-03-27 07:59"), in: WallTime.berlin))
        #expect(weekdays.isOn(at: WallTime.at("2026-03-27 08:00"), in: WallTime.berlin))
        #expect(weekdays.isOn(at: WallTime.at("2026-03-27 19:59"), in: WallTime.berlin))
        #expect(!weekdays.isOn(at: WallTime.at("2026-03-27 20:00"), in: WallTime.berlin))
        #expect(!weekdays.isOn(at: WallTime.at("2026-03-28 09:59"), in: WallTime.berlin))
        #expect(weekdays.isOn(at: WallTime.at("2026-03-28 10:00"), in: WallTime.berlin))
        #expect(!weekdays.isOn(at: WallTime.at("2026-03-29 12:00"), in: WallTime.berlin))
        // The same instant is another wall-clock time in another zone.
        let utcEvening = WallTime.at("2026-03-27 19:30", in: WallTime.utc) // 20:30 in Berlin
        #expect(weekdays.isOn(at: utcEvening, in: WallTime.utc))
        #expect(!weekdays.isOn(at: utcEvening, in: WallTime.berlin))
    }

    @Test func nextChangeWalksTheWeek() throws {
        let steps = changes(of: weekdays, from: "2026-03-26 12:00", count: 5)
        #expect(
            steps == [
                "2026-03-26 20:00", "2026-03-27 08:00", "2026-03-27 20:00", "2026-03-28 10:00", "2026-03-28 16:00",
            ])
    }

    @Test func springForwardStartsAtEightOnTheWallClock() throws {
        // Summer time begins on Sunday 29 March 2026: 02:00 → 03:00. A daily span.
        let daily = try ScreenHours.parse("08:00-20:00")
        let steps = changes(of: daily, from: "2026-03-28 21:00", count: 4)
        #expect(steps == ["2026-03-29 08:00", "2026-03-29 20:00", "2026-03-30 08:00", "2026-03-30 20:00"])
        let off = WallTime.at("2026-03-28 20:00"), on = WallTime.at("2026-03-29 08:00")
        #expect(on.timeIntervalSince(off) == 11 * 3600) // twelve wall-clock hours, eleven real ones
    }

    @Test func fallBackStartsAtEightOnTheWallClock() throws {
        // Summer time ends on Sunday 25 October 2026: 03:00 → 02:00.
        let daily = try ScreenHours.parse("08:00-20:00")
        let steps = changes(of: daily, from: "2026-10-24 21:00", count: 3)
        #expect(steps == ["2026-10-25 08:00", "2026-10-25 20:00", "2026-10-26 08:00"])
        let off = WallTime.at("2026-10-24 20:00"), on = WallTime.at("2026-10-25 08:00")
        #expect(on.timeIntervalSince(off) == 13 * 3600)
    }

    @Test func aBoundaryInTheSkippedHourTakesEffectWhenItEnds() throws {
        // 02:30 does not exist on 29 March: the screen comes on at 03:00, the first instant after it.
        let night = try ScreenHours.parse("sun 02:30-05:00")
        let next = try #require(night.nextChange(after: WallTime.at("2026-03-29 01:00"), in: WallTime.berlin))
        #expect(WallTime.text(next) == "2026-03-29 03:00")
        #expect(night.isOn(at: next, in: WallTime.berlin))
        #expect(!night.isOn(at: next.addingTimeInterval(-1), in: WallTime.berlin))
    }

    @Test func theRepeatedHourIsOnBothTimesItPasses() throws {
        // 02:00-02:30 passes twice on 25 October: 00:00-00:30 and 01:00-01:30 UTC.
        let night = try ScreenHours.parse("sun 02:00-02:30")
        let first = WallTime.at("2026-10-25 00:00", in: WallTime.utc)
        let steps = (0..<4).reduce(into: [Date]()) { dates, _ in
            dates.append(night.nextChange(after: dates.last ?? first.addingTimeInterval(-60), in: WallTime.berlin)!)
        }
        #expect(
            steps.map { WallTime.text($0, in: WallTime.utc) } == [
                "2026-10-25 00:00", "2026-10-25 00:30", "2026-10-25 01:00", "2026-10-25 01:30",
            ])
    }

    @Test func overnightSpansEndTheNextDay() throws {
        let night = try ScreenHours.parse("fri 22:00-02:00")
        #expect(night.isOn(at: WallTime.at("2026-03-27 23:00"), in: WallTime.berlin)) // Friday
        #expect(night.isOn(at: WallTime.at("2026-03-28 01:59"), in: WallTime.berlin)) // Saturday morning
        #expect(!night.isOn(at: WallTime.at("2026-03-28 02:00"), in: WallTime.berlin))
        #expect(!night.isOn(at: WallTime.at("2026-03-28 23:00"), in: WallTime.berlin)) // Saturday night
        #expect(changes(of: night, from: "2026-03-27 12:00", count: 2) == ["2026-03-27 22:00", "2026-03-28 02:00"])
    }

    @Test func noHoursOrTheWholeWeekNeverChange() throws {
        let now = WallTime.at("2026-03-29 02:30")
        #expect(ScreenHours().isOn(at: now, in: WallTime.berlin))
        #expect(ScreenHours().nextChange(after: now, in: WallTime.berlin) == nil)
        let always = try ScreenHours.parse("00:00-24:00")
        #expect(always.isOn(at: now, in: WallTime.berlin))
        #expect(always.nextChange(after: now, in: WallTime.berlin) == nil)
    }

    /// The first `count` changes of `hours` after `start` (Berlin wall clock), as wall-clock texts.
    func changes(of hours: ScreenHours, from start: String, count: Int) -> [String] {
        var t = WallTime.at(start), result: [String] = []
        for _ in 0..<count {
            guard let next = hours.nextChange(after: t, in: WallTime.berlin) else { break }
            #expect(hours.isOn(at: next, in: WallTime.berlin) != hours.isOn(at: t, in: WallTime.berlin))
            #expect(
                hours.isOn(at: next.addingTimeInterval(-1), in: WallTime.berlin)
                    == hours.isOn(at: t, in: WallTime.berlin))
            result.append(WallTime.text(next))
            t = next
        }
        return result
    }
}
