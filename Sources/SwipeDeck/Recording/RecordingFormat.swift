import SwipeSDL

/// The text form of an input recording (`--record`, `--replay`): JSON lines, a header first.
///
/// ```
/// {"swipedeck-recording": 1, "window": [800, 600]}
/// {"t": 0.512, "type": "mouse-down", "button": 1, "clicks": 1, "x": 300, "y": 200, "which": 0}
/// {"t": 0.528, "type": "mouse-motion", "x": 310, "y": 201, "dx": 10, "dy": 1, "buttons": 1, "which": 0}
/// {"t": 1.204, "type": "finger-down", "touch": 3, "finger": 0, "x": 0.5, "y": 0.25, "dx": 0, "dy": 0, "pressure": 1}
/// {"t": 2.031, "type": "key-down", "keycode": 1073741903, "scancode": 79, "mod": 0, "repeat": false}
/// {"t": 3.3, "type": "window", "event": "size-changed", "width": 1024, "height": 768}
/// {"t": 4.0, "type": "quit"}
/// ```
/// `t` is seconds since the recording started (SDL's millisecond timestamps); mouse positions are
/// window points; finger positions are normalised 0…1; key codes, scancodes and modifier masks are
/// SDL's. Window events: focus-gained, focus-lost, shown, hidden, minimized, restored, exposed, close,
/// size-changed (with width and height).
public enum RecordingFormat {
    /// The format version this app writes and reads. 1.
    public static let version = 1
    /// The header's key naming the format version.
    public static let headerKey = "swipedeck-recording"

    /// The first line: format version and window size in points, newline included.
    public static func header(window: WindowSize) -> String {
        JSONLine([headerKey: .integer(version), "window": .array([.integer(window.width), .integer(window.height)])])
            .line
    }

    /// One event's line, newline included: `t` in seconds with three decimals, `type`, then the
    /// event's own members (floats in their shortest exact form, `JSONNumber(_: Float)`).
    public static func line(_ event: RecordedEvent) -> String {
        var line = JSONLine(["t": .number(JSONNumber(milliseconds: event.milliseconds))])
        switch event.input {
        case .mouseButton(let b):
            line.add([
                "type": .string(b.isDown ? "mouse-down" : "mouse-up"), "button": .integer(b.button),
                "clicks": .integer(b.clicks), "x": .integer(b.x), "y": .integer(b.y), "which": .integer(b.which),
            ])
        case .mouseMotion(let m):
            line.add([
                "type": "mouse-motion", "x": .integer(m.x), "y": .integer(m.y), "dx": .integer(m.dx),
                "dy": .integer(m.dy), "buttons": .integer(m.buttons), "which": .integer(m.which),
            ])
        case .finger(let f):
            line.add([
                "type": .string("finger-" + f.phase.rawValue), "touch": .integer(f.touchId),
                "finger": .integer(f.fingerId), "x": .number(JSONNumber(f.x)), "y": .number(JSONNumber(f.y)),
                "dx": .number(JSONNumber(f.dx)), "dy": .number(JSONNumber(f.dy)),
                "pressure": .number(JSONNumber(f.pressure)),
            ])
        case .key(let k):
            line.add([
                "type": .string(k.isDown ? "key-down" : "key-up"), "keycode": .integer(k.keycode),
                "scancode": .integer(k.scancode), "mod": .integer(k.modifiers), "repeat": .bool(k.isRepeat),
            ])
        case .window(let w):
            line.add(["type": "window", "event": .string(windowEventName(w))])
            if case .sizeChanged(let width, let height) = w {
                line.add(["width": .integer(width), "height": .integer(height)])
            }
        case .quit:
            line.add("type", "quit")
        }
        return line.line
    }

    /// The `event` name of a window change.
    static func windowEventName(_ w: WindowInput) -> String {
        switch w {
        case .focusGained: return "focus-gained"
        case .focusLost: return "focus-lost"
        case .shown: return "shown"
        case .hidden: return "hidden"
        case .minimized: return "minimized"
        case .restored: return "restored"
        case .exposed: return "exposed"
        case .close: return "close"
        case .sizeChanged: return "size-changed"
        }
    }

    /// Every window change with a fixed name (all but size-changed), by name.
    static let windowEventsByName: [String: WindowInput] = Dictionary(
        uniqueKeysWithValues: [
            WindowInput.focusGained, .focusLost, .shown, .hidden, .minimized, .restored, .exposed, .close,
        ]
        .map { (windowEventName($0), $0) })
}
