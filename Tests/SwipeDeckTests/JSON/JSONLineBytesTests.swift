import Foundation
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The exact bytes every JSON writer produces, pinned from the hand-built writers these lines came from
/// before they shared `JSONLine` (main at 016fad4): the decision log, recordings, frame stats and the
/// report's JSON. A change here changes a file format that other tools read.
@Suite struct JSONLineBytesTests {
    /// 2026-11-22T10:15:30.123Z (plus 0.4 ms that the log drops).
    static let time = Date(timeIntervalSince1970: 1_795_342_530.123_4)
    /// Every character class a writer must get right: quotes, backslash, slash, NUL and the other control
    /// characters (short escapes where JSON has them), DEL, U+2028/2029 (kept raw, as before), accents
    /// precomposed and combining, an emoji and an emoji sequence.
    static let hostile = "q\"b\\s/\u{0}\u{1F}\r\u{8}\u{C}\n\t\u{7F}\u{2028}\u{2029}é e\u{301} 😀 👩‍👩‍👧"
    /// `hostile` as it must appear between the quotes of a JSON string.
    static let hostileEscaped = "q\\\"b\\\\s/\\u0000\\u001f\\r\\b\\f\\n\\t\u{7F}\u{2028}\u{2029}é e\u{301} 😀 👩‍👩‍👧"

    // MARK: decision log

    @Test func decisionLogLines() {
        #expect(
            DecisionLog.line(
                time: Self.time, cardID: "panda", index: 1, decision: .swipe(.right), session: "3f9a0c1e",
                ms: 1830, kiosk: "lobby-1")
                == "{\"time\": \"2026-11-22T10:15:30.123Z\", \"card\": \"panda\", \"index\": 1, \"decision\": \"right\", "
                + "\"session\": \"3f9a0c1e\", \"ms\": 1830, \"kiosk\": \"lobby-1\"}\n")
        #expect(
            DecisionLog.line(time: Self.time, cardID: "", index: 2_147_483_647, decision: .undo, ms: -5, kiosk: "")
                == "{\"time\": \"2026-11-22T10:15:30.123Z\", \"card\": \"\", \"index\": 2147483647, \"decision\": \"undo\", "
                + "\"ms\": 0, \"kiosk\": \"\"}\n")
        #expect(
            DecisionLog.line(time: Date(timeIntervalSince1970: 0), cardID: "c", index: 0, decision: .swipe(.upLeft))
                == "{\"time\": \"1970-01-01T00:00:00.000Z\", \"card\": \"c\", \"index\": 0, \"decision\": \"upLeft\"}\n"
        )
    }

    @Test func decisionLogLineWithHostileStrings() {
        let line = DecisionLog.line(
            time: Self.time, cardID: Self.hostile, index: 0, decision: .swipe(.left),
            session: Self.hostile, kiosk: Self.hostile)
        let h = Self.hostileEscaped
        #expect(
            line
                == "{\"time\": \"2026-11-22T10:15:30.123Z\", \"card\": \"\(h)\", \"index\": 0, \"decision\": \"left\", "
                + "\"session\": \"\(h)\", \"kiosk\": \"\(h)\"}\n")
    }

    // MARK: recordings

    @Test func recordingHeader() {
        #expect(
            RecordingFormat.header(window: WindowSize(width: 800, height: 600))
                == "{\"swipedeck-recording\": 1, \"window\": [800, 600]}\n")
        #expect(
            RecordingFormat.header(window: WindowSize(width: 1, height: 1_000_000))
                == "{\"swipedeck-recording\": 1, \"window\": [1, 1000000]}\n")
    }

    /// One line per kind of event, with times and numbers at the edges of their formats.
    static let recordingLines: [(RecordedEvent, String)] = [
        (
            RecordedEvent(
                time: 0.512, .mouseButton(MouseButtonInput(isDown: true, button: 1, clicks: 1, x: 300, y: 200))),
            "{\"t\": 0.512, \"type\": \"mouse-down\", \"button\": 1, \"clicks\": 1, \"x\": 300, \"y\": 200, \"which\": 0}\n"
        ),
        (
            RecordedEvent(
                time: 0.007,
                .mouseButton(
                    MouseButtonInput(
                        isDown: false, button: 255, clicks: 2, x: -3,
                        y: Int32.min, which: UInt32.max))),
            "{\"t\": 0.007, \"type\": \"mouse-up\", \"button\": 255, \"clicks\": 2, \"x\": -3, \"y\": -2147483648, "
                + "\"which\": 4294967295}\n"
        ),
        (
            RecordedEvent(time: 0.528, .mouseMotion(MouseMotionInput(x: 310, y: 201, dx: 10, dy: -1, buttons: 1))),
            "{\"t\": 0.528, \"type\": \"mouse-motion\", \"x\": 310, \"y\": 201, \"dx\": 10, \"dy\": -1, \"buttons\": 1, \"which\": 0}\n"
        ),
        (
            RecordedEvent(time: 1.204, .finger(FingerInput(.down, touchId: 3, fingerId: 0, x: 0.5, y: 0.25))),
            "{\"t\": 1.204, \"type\": \"finger-down\", \"touch\": 3, \"finger\": 0, \"x\": 0.5, \"y\": 0.25, \"dx\": 0, \"dy\": 0, "
                + "\"pressure\": 1}\n"
        ),
        (
            RecordedEvent(
                time: 3.3,
                .finger(
                    FingerInput(
                        .motion, touchId: -1, fingerId: Int64.max, x: 0.1, y: 1.0 / 3,
                        dx: -0.0123, dy: 0.99999994, pressure: 1e-7))),
            "{\"t\": 3.300, \"type\": \"finger-motion\", \"touch\": -1, \"finger\": 9223372036854775807, \"x\": 0.1, "
                + "\"y\": 0.33333334, \"dx\": -0.0123, \"dy\": 0.99999994, \"pressure\": 1e-07}\n"
        ),
        (
            RecordedEvent(
                time: 4,
                .finger(
                    FingerInput(
                        .up, touchId: 0, fingerId: 1, x: 12_345_678, y: -0.0,
                        dx: .nan, dy: -.infinity, pressure: 9_999_999))),
            "{\"t\": 4.000, \"type\": \"finger-up\", \"touch\": 0, \"finger\": 1, \"x\": 12345678.0, \"y\": 0, \"dx\": 0, "
                + "\"dy\": 0, \"pressure\": 9999999}\n"
        ),
        (
            RecordedEvent(time: 2.031, .key(KeyInput(isDown: true, keycode: 1_073_741_903, scancode: 79))),
            "{\"t\": 2.031, \"type\": \"key-down\", \"keycode\": 1073741903, \"scancode\": 79, \"mod\": 0, \"repeat\": false}\n"
        ),
        // 2.0315 s is 2031.4999… ms in binary: rounded to 2031, as SDL stamps are whole milliseconds.
        (
            RecordedEvent(
                time: 2.0315,
                .key(
                    KeyInput(
                        isDown: false, keycode: -1, scancode: UInt32.max, modifiers: UInt16.max,
                        isRepeat: true))),
            "{\"t\": 2.031, \"type\": \"key-up\", \"keycode\": -1, \"scancode\": 4294967295, \"mod\": 65535, \"repeat\": true}\n"
        ),
        (
            RecordedEvent(time: 5, .window(.sizeChanged(width: 1024, height: 768))),
            "{\"t\": 5.000, \"type\": \"window\", \"event\": \"size-changed\", \"width\": 1024, \"height\": 768}\n"
        ),
        (
            RecordedEvent(time: 5.5, .window(.focusGained)),
            "{\"t\": 5.500, \"type\": \"window\", \"event\": \"focus-gained\"}\n"
        ),
        (
            RecordedEvent(time: 5.5, .window(.focusLost)),
            "{\"t\": 5.500, \"type\": \"window\", \"event\": \"focus-lost\"}\n"
        ),
        (RecordedEvent(time: 5.5, .window(.shown)), "{\"t\": 5.500, \"type\": \"window\", \"event\": \"shown\"}\n"),
        (RecordedEvent(time: 5.5, .window(.hidden)), "{\"t\": 5.500, \"type\": \"window\", \"event\": \"hidden\"}\n"),
        (
            RecordedEvent(time: 5.5, .window(.minimized)),
            "{\"t\": 5.500, \"type\": \"window\", \"event\": \"minimized\"}\n"
        ),
        (
            RecordedEvent(time: 5.5, .window(.restored)),
            "{\"t\": 5.500, \"type\": \"window\", \"event\": \"restored\"}\n"
        ),
        (RecordedEvent(time: 5.5, .window(.exposed)), "{\"t\": 5.500, \"type\": \"window\", \"event\": \"exposed\"}\n"),
        (RecordedEvent(time: 5.5, .window(.close)), "{\"t\": 5.500, \"type\": \"window\", \"event\": \"close\"}\n"),
        (RecordedEvent(time: -1, .quit), "{\"t\": 0.000, \"type\": \"quit\"}\n"),
        (RecordedEvent(time: 1e12, .quit), "{\"t\": 1000000000.000, \"type\": \"quit\"}\n"),
    ]

    @Test(arguments: recordingLines) func recordingLine(event: RecordedEvent, expected: String) {
        #expect(RecordingFormat.line(event) == expected)
    }

    // MARK: frame stats

    @Test func frameStatsLines() {
        #expect(
            FrameStatsFormat.line(FrameTiming(frame: 1, start: 0.412006, present: 0.41519, oldestInput: nil))
                == "{\"frame\": 1, \"start\": 0.412006, \"work_ms\": 3.184, \"present\": 0.415190, \"latency_ms\": null, "
                + "\"waited_ms\": 3.184}\n")
        #expect(
            FrameStatsFormat.line(
                FrameTiming(
                    frame: 2, start: -1.25, present: -0.0000004, oldestInput: -2,
                    needed: -1.3))
                == "{\"frame\": 2, \"start\": -1.250000, \"work_ms\": 1250.000, \"present\": 0.000000, \"latency_ms\": 2000.000, "
                + "\"waited_ms\": 1300.000}\n")
        #expect(
            FrameStatsFormat.line(FrameTiming(frame: 3, start: .nan, present: .infinity, oldestInput: 0))
                == "{\"frame\": 3, \"start\": null, \"work_ms\": null, \"present\": null, \"latency_ms\": null, \"waited_ms\": null}\n"
        )
    }

    @Test func frameStatsSummaries() {
        #expect(
            FrameStatsFormat.summary(FrameStatsSummary(), textures: 0, cardBacks: 0)
                == "{\"summary\": true, \"frames\": 0, \"textures\": 0, \"card_backs\": 0, \"passes\": 0, \"seconds\": 0.000, "
                + "\"work_ms_mean\": null, \"work_ms_max\": 0.000, \"input_frames\": 0, \"latency_ms_mean\": null, "
                + "\"latency_ms_max\": null}\n")
        var summary = FrameStatsSummary()
        for _ in 0..<5 { summary.addPass() }
        summary.add(FrameTiming(frame: 1, start: 0.5, present: 0.5125, oldestInput: nil))
        summary.add(FrameTiming(frame: 2, start: 0.6, present: 0.6045, oldestInput: 0.58))
        summary.add(FrameTiming(frame: 3, start: 4.0, present: 4.0021, oldestInput: 3.999))
        #expect(
            FrameStatsFormat.summary(summary, textures: 6, cardBacks: 2)
                == "{\"summary\": true, \"frames\": 3, \"textures\": 6, \"card_backs\": 2, \"passes\": 5, \"seconds\": 3.502, "
                + "\"work_ms_mean\": 6.367, \"work_ms_max\": 12.500, \"input_frames\": 2, \"latency_ms_mean\": 13.800, "
                + "\"latency_ms_max\": 24.500}\n")
    }

    // MARK: report --json

    @Test func reportRows() {
        let rows = [
            DecisionReport.Row(kiosk: "lobby", card: "panda", index: 1, decision: "right"),
            DecisionReport.Row(kiosk: Self.hostile, card: Self.hostile, index: 0, decision: Self.hostile),
        ]
        let h = Self.hostileEscaped
        #expect(
            DecisionReport.json(rows) == "[\n  {\"card\": \"panda\", \"index\": 1, \"decision\": \"right\"},\n"
                + "  {\"card\": \"\(h)\", \"index\": 0, \"decision\": \"\(h)\"}\n]\n")
        #expect(
            DecisionReport.json(rows, withKiosk: true)
                == "[\n  {\"kiosk\": \"lobby\", \"card\": \"panda\", \"index\": 1, \"decision\": \"right\"},\n"
                + "  {\"kiosk\": \"\(h)\", \"card\": \"\(h)\", \"index\": 0, \"decision\": \"\(h)\"}\n]\n")
        #expect(DecisionReport.json([]) == "[]\n")
    }

    @Test func reportByCard() {
        var panda = CardStatistics(card: "panda")
        panda.shown = 3; panda.liked = 2; panda.skipped = ["left": 1]; panda.times = [1830, 1200, 2500, 1831]
        var odd = CardStatistics(card: Self.hostile)
        odd.shown = 2; odd.skipped = [Self.hostile: 1, "down": 1]
        let h = Self.hostileEscaped
        #expect(
            CardStatistics.json([panda, odd])
                == "[\n  {\"card\": \"panda\", \"shown\": 3, \"liked\": 2, \"skipped\": 1, \"skipped_by_direction\": "
                + "{\"left\": 1, \"down\": 0, \"\(h)\": 0}, \"like_rate\": 0.667, \"median_ms\": 1830.5},\n"
                + "  {\"card\": \"\(h)\", \"shown\": 2, \"liked\": 0, \"skipped\": 2, \"skipped_by_direction\": "
                + "{\"left\": 0, \"down\": 1, \"\(h)\": 1}, \"like_rate\": 0, \"median_ms\": null}\n]\n")
        #expect(
            CardStatistics.json([CardStatistics(card: "new")])
                == "[\n  {\"card\": \"new\", \"shown\": 0, \"liked\": 0, \"skipped\": 0, \"skipped_by_direction\": {\"left\": 0}, "
                + "\"like_rate\": null, \"median_ms\": null}\n]\n")
        #expect(CardStatistics.json([]) == "[]\n")
    }
}
