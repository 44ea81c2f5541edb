import Testing

@testable import SwipeDeck

/// The loop's wait policy (`FrameSchedule.wait(for:)`): pure, so every case is one value in, one out.
@Suite struct FrameScheduleTests {
    /// A schedule whose last frame began at `t` (nothing left to redraw).
    func drawn(at t: Double) -> FrameSchedule {
        var schedule = FrameSchedule(frameRate: 60)
        schedule.framePresented(at: t)
        return schedule
    }

    func moment(
        _ now: Double, animating: Bool = false, deadline: Double? = nil, periodic: Bool = false,
        replay: Int? = nil
    ) -> LoopMoment {
        LoopMoment(
            now: now, animating: animating, engineDeadline: deadline, wakesPeriodically: periodic, replayWaitMs: replay)
    }

    @Test func theFirstFrameIsDueAtOnce() {
        let schedule = FrameSchedule(frameRate: 60)
        #expect(schedule.needsFrame(animating: false))
        #expect(schedule.wait(for: moment(5)) == .none)
        #expect(schedule.isFrameDue(at: 5, animating: false))
    }

    @Test func anAnimationWaitsForTheNextFrameLessTheEarlyWake() {
        // 1/60 s less the pacer's 2 ms early wake: 14.67 ms, rounded up.
        #expect(drawn(at: 10).wait(for: moment(10, animating: true)) == .timeout(ms: 15, engineDeadline: false))
        #expect(drawn(at: 10).wait(for: moment(10.010, animating: true)) == .timeout(ms: 5, engineDeadline: false))
        #expect(drawn(at: 10).wait(for: moment(10.020, animating: true)) == .none)
        #expect(!drawn(at: 10).isFrameDue(at: 10.010, animating: true))
        #expect(drawn(at: 10).isFrameDue(at: 10.020, animating: true))
    }

    @Test func aFrameShowingInputMayComeAtTwiceTheRate() {
        var schedule = drawn(at: 10)
        schedule.requestRedraw(showingInput: true)
        #expect(schedule.wait(for: moment(10)) == .timeout(ms: 9, engineDeadline: false), "1/120 s, rounded up")
        schedule.framePresented(at: 10.009)
        #expect(!schedule.hasNewInput && !schedule.needsRedraw)
        #expect(schedule.wait(for: moment(10.009)) == .untilInput, "drawn: nothing left to do")
    }

    @Test func aRedrawWithoutInputKeepsTheFrameRate() {
        var schedule = drawn(at: 10)
        schedule.requestRedraw()
        #expect(!schedule.hasNewInput)
        #expect(schedule.wait(for: moment(10)) == .timeout(ms: 15, engineDeadline: false))
    }

    @Test func aHeldPointerWakesTheEngineJustAfterItsDeadline() {
        #expect(drawn(at: 0).wait(for: moment(10, deadline: 10.1)) == .timeout(ms: 101, engineDeadline: true))
        #expect(
            drawn(at: 0).wait(for: moment(10, deadline: 12, periodic: true)) == .timeout(ms: 250, engineDeadline: true),
            "kiosk mode still wakes every 250 ms")
        #expect(drawn(at: 0).wait(for: moment(10, deadline: 12, replay: 30)) == .timeout(ms: 30, engineDeadline: true))
        #expect(LoopWait.timeout(ms: 5, engineDeadline: true).wakesEngine)
        #expect(!LoopWait.timeout(ms: 5, engineDeadline: false).wakesEngine && !LoopWait.none.wakesEngine)
    }

    @Test func aFrameWaitGoesBeforeTheEngineDeadline() {
        #expect(
            drawn(at: 10).wait(for: moment(10, animating: true, deadline: 10.001))
                == .timeout(ms: 15, engineDeadline: false))
    }

    @Test func idleKioskWakesPeriodicallyAndAnIdleAppWaitsForInput() {
        #expect(
            drawn(at: 0).wait(for: moment(10, periodic: true))
                == .timeout(ms: FrameSchedule.periodicWakeMs, engineDeadline: false))
        #expect(FrameSchedule.periodicWakeMs == 250)
        #expect(drawn(at: 0).wait(for: moment(10)) == .untilInput)
    }

    @Test func theNextReplayEventShortensEveryWait() {
        #expect(
            drawn(at: 10).wait(for: moment(10, animating: true, replay: 3)) == .timeout(ms: 3, engineDeadline: false))
        #expect(drawn(at: 10).wait(for: moment(10, animating: true, replay: 0)) == .none)
        #expect(
            drawn(at: 0).wait(for: moment(10, periodic: true, replay: 40)) == .timeout(ms: 40, engineDeadline: false))
        #expect(drawn(at: 0).wait(for: moment(10, replay: 40)) == .timeout(ms: 40, engineDeadline: false))
        #expect(drawn(at: 0).wait(for: moment(10, replay: 0)) == .none, "a replay event is due: no sleep")
    }
}
