import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// A session recorded through the real loop and replayed through it: the same decisions, and the
/// frame stats of the replay. The instruments start once the harness's app has settled (recording and
/// replay clocks start there). One at a time: SDL's queue and window are process-wide.
@Suite(.serialized) struct ReplayAppTests {
    static let expected = ["c0:right", "c1:left", "c2:left", "c3:right", "c3:undo"]

    /// Drives a recording app: a mouse drag past the threshold, a short slow one, a finger drag left,
    /// Left, Right, Backspace.
    /// Returns the decisions it logged.
    func recordSession(to path: String) throws -> [String] {
        let app = try AppHarness()
        app.runtime.startInstruments(RunInstruments(recorder: try InputRecorder(path: path)))
        let c = app.card
        app.mouseDrag(from: Vector2(c.center.x, c.minY + 60), to: Vector2(c.center.x + c.width * 0.6, c.minY + 70))
        app.mouseDrag(from: c.center, to: c.center + Vector2(c.width * 0.15, 0), steps: 6, pause: 0.02, hold: 0.15)
        app.fingerDrag(from: c.center, to: c.center - Vector2(c.width * 0.7, 0))
        app.key(.left)
        app.key(.right)
        app.key(.backspace)
        app.runtime.finishInstruments()
        return app.decisions.map { "\($0.0):\($0.1)" }
    }

    /// Runs `app`'s real loop (sleeping as in use) until it quits; a watchdog pushes SDL_QUIT after
    /// `limit` seconds so a broken `--replay-exit` fails instead of hanging. Returns whether the
    /// watchdog ended it.
    func runLoop(_ app: AppHarness, limit: Double = 20) -> Bool {
        let done = Flag(), fired = Flag()
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
            guard !done.isSet else { return }
            fired.set()
            EventPump.push(.quit, windowID: 0) // SDL's queue may be filled from any thread
        }
        #expect(app.runtime.run() == 0)
        done.set()
        return fired.isSet
    }

    @Test func aReplayThroughTheRealLoopMakesTheRecordedDecisions() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/session.jsonl"
        #expect(try recordSession(to: path) == Self.expected)

        let recording = try Recording.load(path: path)
        #expect(recording.window == WindowSize(width: 800, height: 600))
        #expect(recording.events.contains { if case .mouseMotion = $0.input { true } else { false } })
        #expect(
            recording.events.contains {
                if case .finger(let f) = $0.input { f.phase == .motion && f.touchId == 7 } else { false }
            })
        let stats = folder.path + "/frames.jsonl"
        let app = try AppHarness()
        app.runtime.startInstruments(
            RunInstruments(
                replay: recording, replayExit: true,
                frameStats: try FrameStatsWriter(path: stats)))
        let framesBefore = app.runtime.framesDrawn
        #expect(!runLoop(app), "--replay-exit ended the loop, not the watchdog")
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == Self.expected)
        #expect(!app.runtime.needsFrame, "it quit once the animations settled")

        let lines = try String(contentsOfFile: stats, encoding: .utf8).split(separator: "\n")
        let objects = try lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let frames = objects.dropLast()
        #expect(frames.count == app.runtime.framesDrawn - framesBefore)
        #expect(frames.enumerated().allSatisfy { $0.element["frame"] as? Int == $0.offset + 1 })
        for frame in frames {
            let start = try #require(frame["start"] as? Double), present = try #require(frame["present"] as? Double)
            let work = try #require(frame["work_ms"] as? Double)
            #expect(present >= start && abs((present - start) * 1000 - work) < 0.01)
        }
        let latencies = frames.compactMap { $0["latency_ms"] as? Double }
        #expect(latencies.count >= 5 && latencies.allSatisfy { $0 >= 0 && $0 < 1000 })
        let summary = try #require(objects.last)
        #expect(summary["summary"] as? Bool == true)
        #expect(summary["frames"] as? Int == frames.count)
        #expect(summary["textures"] as? Int == app.runtime.painter.textures.count)
    }

    @Test func theReplayWaitsForItsEventsWithoutSpinning() throws {
        // Two keys 0.6 s apart, the first at 0.4 s: the loop sleeps between them instead of polling.
        let key = { (t: Double, key: Key) in RecordedEvent(time: t, .key(KeyInput(pressing: key))) }
        let recording = Recording(
            window: WindowSize(width: 800, height: 600),
            events: [key(0.4, .right), key(1.0, .left)])
        let folder = try TempFolder()
        defer { folder.remove() }
        let stats = try FrameStatsWriter(path: folder.path + "/frames.jsonl")
        let app = try AppHarness(realTime: true) // how the real loop sleeps: on SDL's clock
        app.runtime.startInstruments(RunInstruments(replay: recording, replayExit: true, frameStats: stats))
        let before = app.runtime.framesDrawn, passesBefore = stats.summary.passes
        #expect(!runLoop(app), "--replay-exit ended the loop")
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right", "c1:left"])
        let frames = app.runtime.framesDrawn - before, passes = stats.summary.passes - passesBefore
        #expect(frames < 150, "frames only while cards move")
        // A loop that polled would pass thousands of times in the 0.6 s between the keys; the pacing
        // itself is checked on a virtual clock (`InstrumentsTests`), not against the wall clock here.
        #expect(passes < frames + 40, "the loop woke for frames and events only: \(passes) passes, \(frames) frames")
    }
}

/// A flag set on one thread and read on another.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
