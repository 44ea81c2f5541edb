import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Floods of input through the real loop: a replay of more events than SDL's queue holds (65,535)
/// all due at once, and SIGTERM while a big batch waits in the queue.
@Suite(.serialized) struct EventFloodAppTests {
    /// Empties SDL's queue (and a quit SDL may still have pending from a signal).
    func emptyQueue() {
        EventPump.pump()
        EventPump.discardQueuedEvents()
    }

    /// `count` mouse moves with the left button held, all within the recording's first 0.1 s.
    static func flood(_ count: Int) -> Recording {
        let events = (0..<count).map { (i: Int) -> RecordedEvent in
            let ms: Int = i * 100 / count
            let x = Int32(300 + i % 200)
            return RecordedEvent(
                time: Double(ms) / 1000, .mouseMotion(MouseMotionInput(x: x, y: 200, dx: 1, buttons: 1)))
        }
        return Recording(window: WindowSize(width: 800, height: 600), events: events)
    }

    @Test func aReplayFloodIsQueuedInBatchesAndNoEventIsDropped() throws {
        let count = 80_000
        let folder = try TempFolder()
        defer { folder.remove(); emptyQueue() }
        let app = try AppHarness()
        emptyQueue()
        let clock = VirtualLoopClock(startMs: Int64(EventPump.ticksMilliseconds()))
        app.runtime.loopClock = clock
        let recorded = folder.path + "/replayed.jsonl"
        app.runtime.startInstruments(
            RunInstruments(recorder: try InputRecorder(path: recorded), replay: Self.flood(count)))
        clock.advance(to: clock.ms + 200) // every event is due
        app.runtime.step(wait: false)
        let firstPass = app.runtime.instruments.replay?.next ?? count
        #expect(firstPass < count, "one pass queued \(firstPass) of \(count) events")
        var passes = 1
        while !(app.runtime.instruments.replay?.isFinished ?? true) || EventPump.hasQueuedEvents,
            passes < 10_000
        {
            clock.advance(to: clock.ms + 1)
            app.runtime.step(wait: false)
            passes += 1
        }
        app.runtime.finishInstruments()
        let lines = try String(contentsOfFile: recorded, encoding: .utf8).split(separator: "\n")
        #expect(
            lines.count - 1 == count, "every replayed event reached the loop (and its recording), in \(passes) passes")
    }

    @Test func sigtermEndsTheLoopInTheMiddleOfABigBatch() throws {
        defer { emptyQueue() }
        let app = try AppHarness()
        emptyQueue()
        let motion = RecordedInput.mouseMotion(MouseMotionInput(x: 300, y: 200, buttons: 1))
        for _ in 0..<20_000 {
            EventPump.add(RecordedEvent(time: 0, motion), windowID: app.runtime.window.id, startMs: 0)
        }
        raiseUnblocked(SIGTERM) // its handler has run on return
        #expect(TerminationSignal.wasReceived)
        app.runtime.step(wait: false)
        #expect(!app.runtime.isRunning, "SIGTERM ends the loop")
        #expect(
            EventPump.hasQueuedEvents,
            "it ended without handling the whole batch first")
        TerminationSignal.install() // clear the flag for the next tests
    }
}
