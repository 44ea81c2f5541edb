import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Kiosks run for months: past 2³² ms (49.7 days) of uptime SDL's 32-bit event timestamps wrap while
/// the loop's clock goes on. The real loop on a virtual clock started there, fed events stamped as SDL
/// stamps them (the clock's low 32 bits), must still decide drags and replay at the recorded pace.
@Suite(.serialized) struct ClockWrapAppTests {
    /// 2³² milliseconds: where SDL's 32-bit event timestamps wrap.
    static let wrapMs: Int64 = 1 << 32

    /// Queues `input` stamped as SDL would stamp it now (the low 32 bits of the clock), runs one pass.
    func send(_ input: RecordedInput, _ app: AppHarness, _ clock: VirtualLoopClock) {
        #expect(
            EventPump.add(
                RecordedEvent(time: 0, input), windowID: app.runtime.window.id,
                startMs: UInt32(truncatingIfNeeded: clock.ms)))
        app.runtime.step(wait: false)
    }

    /// Runs passes 16 ms apart on `clock` until nothing moves (at most 2,000).
    func settle(_ app: AppHarness, _ clock: VirtualLoopClock) {
        for _ in 0..<2_000 {
            clock.advance(to: clock.ms + 16)
            app.runtime.step(wait: false)
            if !app.runtime.needsFrame && app.runtime.controller.nextDeadline == nil { break }
        }
    }

    /// A drag to the right past the threshold over 12 moves 16 ms apart, by mouse or by finger.
    func dragRight(_ app: AppHarness, _ clock: VirtualLoopClock, finger: Bool) {
        let c = app.card
        let from = Vector2(c.center.x, c.minY + 60), to = Vector2(c.center.x + c.width * 0.6, c.minY + 70)
        func at(_ p: Vector2, _ phase: FingerInput.Phase) -> RecordedInput {
            finger
                ? .finger(FingerInput(phase, touchId: 7, fingerId: 1, x: Float(p.x / 800), y: Float(p.y / 600)))
                : phase == .motion
                    ? .mouseMotion(MouseMotionInput(x: Int32(p.x.rounded()), y: Int32(p.y.rounded()), buttons: 1))
                    : .mouseButton(
                        MouseButtonInput(
                            isDown: phase == .down, button: 1, x: Int32(p.x.rounded()), y: Int32(p.y.rounded())))
        }
        send(at(from, .down), app, clock)
        for i in 1...12 {
            clock.advance(to: clock.ms + 16)
            send(at(Vector2.lerp(from, to, Double(i) / 12), .motion), app, clock)
        }
        clock.advance(to: clock.ms + 16)
        send(at(to, .up), app, clock)
        settle(app, clock)
    }

    /// Mouse drags at three uptimes (one crossing the wrap), finger drags at two.
    static let drags: [(startMs: Int64, finger: Bool)] = [
        (wrapMs + 3_600_000, false), (wrapMs - 100, false), (3 * wrapMs + 12_345, false),
        (wrapMs + 3_600_000, true), (wrapMs - 100, true),
    ]

    @Test(arguments: drags)
    func aDragDecidesPastTheWrap(startMs: Int64, finger: Bool) throws {
        let app = try AppHarness()
        let clock = VirtualLoopClock(startMs: startMs)
        app.runtime.loopClock = clock
        dragRight(app, clock, finger: finger)
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right"], "uptime \(startMs) ms, finger \(finger)")
    }

    @Test func aReplayPastTheWrapKeepsItsPaceAndDecides() throws {
        // Two keys 5 s apart: at the start only the first is due, 5 s later the second.
        let key = { (t: Double, key: Key) in RecordedEvent(time: t, .key(KeyInput(pressing: key))) }
        let recording = Recording(
            window: WindowSize(width: 800, height: 600),
            events: [key(0.1, .right), key(5.1, .left)])
        let app = try AppHarness()
        let clock = VirtualLoopClock(startMs: Self.wrapMs + 86_400_000)
        app.runtime.loopClock = clock
        app.runtime.startInstruments(RunInstruments(replay: recording))
        clock.advance(to: clock.ms + 200)
        settle(app, clock)
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right"], "only the first key is due after 0.2 s")
        clock.advance(to: clock.ms + 5_000)
        settle(app, clock)
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right", "c1:left"])
        app.runtime.finishInstruments()
    }
}
