import Testing

@testable import SwipeSDL

@Suite struct FramePacerTests {
    @Test func waitsForTheRestOfTheFrame() {
        let pacer = FramePacer(targetHz: 50, wakeEarly: 0)
        #expect(abs(pacer.waitSeconds(lastFrame: 1.0, now: 1.005) - 0.015) < 1e-9)
        #expect(
            pacer.waitMilliseconds(lastFrame: 1.0, now: 1.005) == 14
                || pacer.waitMilliseconds(lastFrame: 1.0, now: 1.005) == 15)
        #expect(!pacer.isFrameDue(lastFrame: 1.0, now: 1.005))
    }

    @Test func aWaitUnderAMillisecondStillSleeps() {
        let pacer = FramePacer(targetHz: 60, wakeEarly: 0.002)
        let now = 1.0 + pacer.frameDuration - pacer.wakeEarly - 0.0003
        #expect(!pacer.isFrameDue(lastFrame: 1.0, now: now))
        #expect(
            pacer.waitMilliseconds(lastFrame: 1.0, now: now) == 1, "0 would make the loop spin until the frame is due")
    }

    @Test func lateFramesDoNotWait() {
        let pacer = FramePacer()
        #expect(pacer.waitSeconds(lastFrame: 1.0, now: 2.0) == 0)
        #expect(pacer.waitMilliseconds(lastFrame: 1.0, now: 2.0) == 0)
        #expect(pacer.isFrameDue(lastFrame: 1.0, now: 2.0))
    }

    @Test func clockMovesForward() {
        let clock = FrameClock()
        let a = clock.now()
        var x = 0.0
        for i in 0..<10_000 { x += Double(i).squareRoot() }
        let b = clock.now()
        #expect(x > 0)
        #expect(b >= a && a >= 0)
    }

    /// A frame that shows new input may come at `inputHz`, sooner than an animation frame.
    @Test func inputFramesMayComeSooner() {
        let pacer = FramePacer(targetHz: 60, inputHz: 120, wakeEarly: 0.002)
        let soon = 1.0 + 0.0085 // just past 1/120 s after the last frame
        #expect(pacer.isFrameDue(lastFrame: 1.0, now: soon, showsInput: true))
        #expect(!pacer.isFrameDue(lastFrame: 1.0, now: soon))
        #expect(!pacer.isFrameDue(lastFrame: 1.0, now: 1.007, showsInput: true))
        #expect(pacer.waitMilliseconds(lastFrame: 1.0, now: 1.007, showsInput: true) == 2)
        #expect(FramePacer(targetHz: 60, inputHz: 30).inputHz == 60, "never slower than targetHz")
    }
}
