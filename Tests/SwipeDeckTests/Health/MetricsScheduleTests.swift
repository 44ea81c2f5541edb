import Testing

@testable import SwipeDeck

/// `MetricsSchedule`: when `--metrics` rewrites its file, without waking an idle loop.
@Suite struct MetricsScheduleTests {
    func snapshot(frames: Int, uptime: Double = 0) -> MetricsSnapshot {
        var s = MetricsSnapshot()
        s.framesPresented = frames
        s.uptimeSeconds = uptime
        return s
    }

    @Test func theFirstWriteIsDueAtOnce() {
        #expect(
            MetricsSchedule().isWriteDue(
                at: 0, snapshot: snapshot(frames: 0), wakesPeriodically: false, settling: false))
    }

    @Test func aLoopThatWakesAnywayWritesEveryIntervalEvenUnchanged() {
        var schedule = MetricsSchedule()
        schedule.wrote(snapshot(frames: 1), at: 10)
        let same = snapshot(frames: 1, uptime: 14)
        #expect(!schedule.isWriteDue(at: 14.9, snapshot: same, wakesPeriodically: true, settling: true))
        #expect(
            schedule.isWriteDue(
                at: 10 + MetricsSchedule.interval, snapshot: same, wakesPeriodically: true, settling: false))
    }

    @Test func aLoopThatSleepsWritesOnlyChangesOnceItSettlesOrAfterTheInterval() {
        var schedule = MetricsSchedule()
        schedule.wrote(snapshot(frames: 5), at: 10)
        #expect(
            !schedule.isWriteDue(
                at: 100, snapshot: snapshot(frames: 5, uptime: 90), wakesPeriodically: false, settling: true),
            "only the uptime changed: no write")
        #expect(
            !schedule.isWriteDue(at: 11, snapshot: snapshot(frames: 9), wakesPeriodically: false, settling: false),
            "frames still drawn, within the interval")
        #expect(schedule.isWriteDue(at: 11, snapshot: snapshot(frames: 9), wakesPeriodically: false, settling: true))
        #expect(schedule.isWriteDue(at: 15, snapshot: snapshot(frames: 9), wakesPeriodically: false, settling: false))
        schedule.wrote(snapshot(frames: 9, uptime: 5), at: 15)
        #expect(schedule.lastWrite == 15 && schedule.written == snapshot(frames: 9))
    }
}
