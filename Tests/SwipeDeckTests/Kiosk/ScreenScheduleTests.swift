import Foundation
import Testing

@testable import SwipeDeck

/// `ScreenSchedule`: what the loop is told at each check, and when the panel is asked to go off.
@Suite struct ScreenScheduleTests {
    let hours = try! ScreenHours.parse("08:00-20:00")

    /// The changes `schedule` reports at each of `times` (Berlin wall clock), the loop's time 10 s
    /// apart.
    func changes(_ schedule: inout ScreenSchedule, at times: [String]) -> [ScreenSchedule.Change?] {
        times.enumerated().map { schedule.check(at: WallTime.at($0.element), loopTime: Double($0.offset) * 10) }
    }

    /// Whether the panel is due to go off at each of `times` (loop seconds).
    func powerOff(_ schedule: inout ScreenSchedule, at times: [Double]) -> [Bool] {
        times.map { schedule.powerOffIsDue(at: $0) }
    }

    @Test func startingInsideTheHoursChangesNothing() {
        var schedule = ScreenSchedule(hours: hours, zone: WallTime.berlin)
        #expect(changes(&schedule, at: ["2026-10-24 12:00", "2026-10-24 12:01"]) == [nil, nil])
        #expect(!schedule.isBlank)
    }

    @Test func startingOutsideBlanksAndTheHoursWakeAcrossTheAutumnChange() {
        var schedule = ScreenSchedule(hours: hours, zone: WallTime.berlin)
        let seen = changes(
            &schedule, at: ["2026-10-24 21:00", "2026-10-25 07:59", "2026-10-25 08:00", "2026-10-25 20:00"])
        #expect(
            seen == [
                .off(until: WallTime.at("2026-10-25 08:00")), nil, .on(until: WallTime.at("2026-10-25 20:00")),
                .off(until: WallTime.at("2026-10-26 08:00")),
            ])
        #expect(schedule.isBlank)
    }

    @Test func thePanelGoesOffAtOnceAndAgainAfterInputStops() {
        var schedule = ScreenSchedule(hours: hours, zone: WallTime.berlin)
        _ = schedule.check(at: WallTime.at("2026-10-24 21:00"), loopTime: 100)
        #expect(powerOff(&schedule, at: [100, 101]) == [true, false])
        schedule.noteInputWhileBlank(at: 105)
        schedule.noteInputWhileBlank(at: 106)
        let delay = ScreenSchedule.powerOffDelay
        #expect(powerOff(&schedule, at: [106 + delay - 0.1, 106 + delay, 200]) == [false, true, false])
    }

    @Test func noHoursNeverBlank() {
        var schedule = ScreenSchedule(hours: ScreenHours(), zone: WallTime.berlin)
        #expect(changes(&schedule, at: ["2026-10-25 03:00"]) == [nil])
        schedule.noteInputWhileBlank(at: 0)
        #expect(powerOff(&schedule, at: [10]) == [false])
    }
}
