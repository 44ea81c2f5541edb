import Foundation
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Bad recordings are refused with the file, the line and what is wrong.
@Suite struct RecordingReaderTests {
    static let header = "{\"swipedeck-recording\": 1, \"window\": [800, 600]}\n"
    static let key =
        "{\"t\": 0.5, \"type\": \"key-down\", \"keycode\": 27, \"scancode\": 41, \"mod\": 0, \"repeat\": false}\n"

    func error(_ text: String) -> String? {
        do { _ = try Recording.parse(Array(text.utf8), name: "r.jsonl"); return nil } catch { return error.description }
    }

    @Test func aGoodRecordingReads() throws {
        let r = try Recording.parse(
            Array((Self.header + "\n" + Self.key + "{\"t\": 0.6, \"type\": \"quit\"}\n").utf8), name: "r")
        #expect(r.events.map(\.time) == [0.5, 0.6])
        #expect(r.events.last?.input == .quit)
        #expect(r.warnings.isEmpty)
    }

    /// A bad recording and what its message must contain.
    static let badRecordings: [(String, String)] = [
        (header + key + "{\"t\": 0.7, \"type\": \"key-down\"\n", "r.jsonl line 3: "),
        (
            header + key + key + "{\"t\": 0.7, \"type\": \"mouse-down\", \"button\": 1}\n",
            "r.jsonl line 4: missing \"clicks\""
        ),
        (header + "{\"t\": 0.1, \"type\": \"teleport\"}\n", "r.jsonl line 2: unknown event type \"teleport\""),
        (header + "{\"t\": -1, \"type\": \"quit\"}\n", "r.jsonl line 2: \"t\" must be seconds ≥ 0"),
        (
            header + key + "{\"t\": 0.2, \"type\": \"quit\"}\n",
            "r.jsonl line 3: time 0.2 s comes before the previous event's 0.5 s"
        ),
        (
            header
                + "{\"t\": 1, \"type\": \"mouse-up\", \"button\": 300, \"clicks\": 1, \"x\": 0, \"y\": 0, \"which\": 0}\n",
            "r.jsonl line 2: \"button\" must be a whole number in 0…255, got 300"
        ),
        (
            header + "{\"t\": 1, \"type\": \"window\", \"event\": \"wobble\"}\n",
            "r.jsonl line 2: unknown window event \"wobble\""
        ),
        (header + "[1, 2]\n", "r.jsonl line 2: expected a JSON object, got an array"),
        (
            "{\"swipedeck-recording\": 2, \"window\": [800, 600]}\n" + key,
            "r.jsonl line 1: unknown recording version 2; this swipedeck reads version 1"
        ),
        (key, "r.jsonl line 1: not a SwipeDeck recording"),
        (
            "\n\n{\"swipedeck-recording\": 1, \"window\": [800]}\n",
            "r.jsonl line 3: the header's \"window\" must be [WIDTH, HEIGHT]"
        ),
        ("", "recording r.jsonl is empty"),
    ]

    @Test(arguments: badRecordings)
    func badLinesAreNamedByNumber(text: String, expected: String) {
        let message = error(text)
        #expect(message?.contains(expected) == true, "\(message ?? "no error")")
    }

    @Test func aTornLastLineIsSkippedWithAWarning() throws {
        let r = try Recording.parse(Array((Self.header + Self.key + "{\"t\": 0.9, \"ty").utf8), name: "r.jsonl")
        #expect(r.events.count == 1)
        #expect(r.warnings == ["recording r.jsonl line 3 is incomplete (the recording was cut off?), skipped"])
    }

    @Test func aMissingFileIsReported() {
        #expect(throws: RecordingError(description: "cannot read recording /nonexistent/r.jsonl")) {
            try Recording.load(path: "/nonexistent/r.jsonl")
        }
    }
}

/// When a replay's events are due.
@Suite struct ReplayScheduleTests {
    static let events = [0.0, 0.010, 0.010, 0.250].map { RecordedEvent(time: $0, .quit) }

    @Test func eventsComeOutWhenTheirTimeIsReached() {
        var s = ReplaySchedule(events: Self.events, startMs: 2_000)
        #expect(s.takeDue(at: 1.999).isEmpty)
        #expect(s.takeDue(at: 2.000).count == 1)
        #expect(s.millisecondsUntilNext(at: 2.0035) == 7, "rounded up: never wakes early")
        #expect(s.takeDue(at: 2.009).isEmpty)
        #expect(s.takeDue(at: 2.100).count == 2)
        #expect(s.millisecondsUntilNext(at: 2.100) == 150)
        #expect(!s.isFinished)
        #expect(s.takeDue(at: 3).count == 1)
        #expect(s.isFinished)
        #expect(s.millisecondsUntilNext(at: 3) == nil)
        #expect(s.nextDue == nil)
    }

    @Test func aLateLoopGetsEverythingDueAtOnceAndWaitsZero() {
        let s = ReplaySchedule(events: Self.events, startMs: 0)
        #expect(s.millisecondsUntilNext(at: 5) == 0)
    }
}

/// The lines of `--frame-stats`.
@Suite struct FrameStatsFormatTests {
    @Test func aFrameLineIsJSONWithTheSixKeys() throws {
        let line = FrameStatsFormat.line(
            FrameTiming(frame: 3, start: 1.5, present: 1.5125, oldestInput: 1.490, needed: 1.48))
        #expect(
            line
                == "{\"frame\": 3, \"start\": 1.500000, \"work_ms\": 12.500, \"present\": 1.512500, \"latency_ms\": 22.500, \"waited_ms\": 32.500}\n"
        )
        #expect(
            FrameTiming(frame: 1, start: 2, present: 2.004, oldestInput: nil).waitedMs == (2.004 - 2) * 1000,
            "needed defaults to start")
        let quiet = FrameStatsFormat.line(FrameTiming(frame: 4, start: 2, present: 2.001, oldestInput: nil))
        #expect(quiet.contains("\"latency_ms\": null"))
    }

    /// A frame is late from the first moment something needed showing since the previous frame.
    @Test func theWriterTimesAFrameFromWhenItWasFirstNeeded() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/frames.jsonl"
        let writer = try FrameStatsWriter(path: path)
        writer.noteNeeded(at: 1.20)
        writer.noteNeeded(at: 1.25)
        writer.beginPass(at: 1.30)
        writer.framePresented(at: 1.31)
        writer.beginPass(at: 2.00)
        writer.framePresented(at: 2.004) // nothing noted: needed when its pass began
        writer.close(textures: 0, cardBacks: 0)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("\"waited_ms\": 110.000}"))
        #expect(lines[1].hasSuffix("\"waited_ms\": 4.000}"))
    }

    @Test func theSummaryTotals() throws {
        var s = FrameStatsSummary()
        for _ in 0..<3 { s.addPass() }
        s.add(FrameTiming(frame: 1, start: 1, present: 1.002, oldestInput: nil))
        s.add(FrameTiming(frame: 2, start: 1.016, present: 1.020, oldestInput: 1.010))
        let line = FrameStatsFormat.summary(s, textures: 6, cardBacks: 1)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(obj["summary"] as? Bool == true)
        #expect(obj["frames"] as? Int == 2)
        #expect(obj["passes"] as? Int == 3)
        #expect(obj["textures"] as? Int == 6)
        #expect(obj["input_frames"] as? Int == 1)
        #expect(abs((obj["work_ms_mean"] as? Double ?? 0) - 3) < 1e-9)
        #expect(abs((obj["latency_ms_max"] as? Double ?? 0) - 10) < 1e-9)
        #expect(abs((obj["seconds"] as? Double ?? 0) - 0.02) < 1e-9)
    }
}
