import Foundation
import SwipeSDL
import Testing

@testable import SwipeDeck

/// RecordedEvent → JSON line → RecordedEvent, for every kind a recording keeps (the SDL side of the
/// round trip, SDL_Event ⇄ RecordedInput, is tested in SwipeSDLTests' RecordedEventSDLTests).
@Suite struct RecordingFormatTests {
    /// Each kind of input, with awkward values where a field allows them.
    static var samples: [(String, RecordedInput)] {
        var out: [(String, RecordedInput)] = []
        for isDown in [true, false] {
            out.append(
                (
                    "mouse button \(isDown)",
                    .mouseButton(
                        MouseButtonInput(
                            isDown: isDown, button: 3, clicks: 2, x: 417, y: -3,
                            which: MouseButtonInput.touchMouseID))
                ))
        }
        out.append(
            (
                "mouse motion",
                .mouseMotion(
                    MouseMotionInput(
                        x: 12, y: 590, dx: -7, dy: 4,
                        buttons: MouseMotionInput.leftButtonMask, which: 0))
            ))
        for phase in FingerInput.Phase.allCases {
            out.append(
                (
                    "finger \(phase)",
                    .finger(
                        FingerInput(
                            phase, touchId: FingerInput.mouseTouchID, fingerId: 42, x: 0.1, y: 1.0 / 3,
                            dx: -0.0123, dy: 0.99999994, pressure: 0.5))
                ))
        }
        for isDown in [true, false] {
            out.append(
                (
                    "key \(isDown)",
                    .key(KeyInput(isDown: isDown, keycode: 122, scancode: 29, modifiers: 0x0042, isRepeat: isDown))
                ))
        }
        let windows: [WindowInput] = [
            .focusGained, .focusLost, .shown, .hidden, .minimized, .restored, .exposed, .close,
            .sizeChanged(width: 1024, height: 700),
        ]
        out += windows.map { ("window \($0)", .window($0)) }
        out.append(("quit", .quit))
        return out
    }

    @Test(arguments: samples.map(\.0))
    func everyKindRoundTripsThroughAJSONLine(name: String) throws {
        let input = try #require(Self.samples.first { $0.0 == name }?.1)
        let recorded = RecordedEvent(time: 0.234, input)
        let line = RecordingFormat.line(recorded)
        #expect(line.hasPrefix("{\"t\": 0.234, \"type\": ") && line.hasSuffix("}\n"))
        let text = RecordingFormat.header(window: WindowSize(width: 640, height: 480)) + line
        let recording = try Recording.parse(Array(text.utf8), name: "r.jsonl")
        #expect(recording.window == WindowSize(width: 640, height: 480))
        #expect(recording.events == [recorded], "\(line)")
    }
}
