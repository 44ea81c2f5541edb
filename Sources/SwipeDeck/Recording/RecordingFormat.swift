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
        "{\"\(headerKey)\": \(version), \"window\": [\(window.width), \(window.height)]}\n"
    }

    /// One event's line, newline included.
    public static func line(_ event: RecordedEvent) -> String {
        var fields = "{\"t\": \(seconds(event.milliseconds)), "
        switch event.input {
        case .mouseButton(let b):
            fields += "\"type\": \"\(b.isDown ? "mouse-down" : "mouse-up")\", \"button\": \(b.button), \"clicks\": \(b.clicks), "
                + "\"x\": \(b.x), \"y\": \(b.y), \"which\": \(b.which)"
        case .mouseMotion(let m):
            fields += "\"type\": \"mouse-motion\", \"x\": \(m.x), \"y\": \(m.y), \"dx\": \(m.dx), \"dy\": \(m.dy), "
                + "\"buttons\": \(m.buttons), \"which\": \(m.which)"
        case .finger(let f):
            fields += "\"type\": \"finger-\(f.phase.rawValue)\", \"touch\": \(f.touchId), \"finger\": \(f.fingerId), "
                + "\"x\": \(number(f.x)), \"y\": \(number(f.y)), \"dx\": \(number(f.dx)), \"dy\": \(number(f.dy)), "
                + "\"pressure\": \(number(f.pressure))"
        case .key(let k):
            fields += "\"type\": \"\(k.isDown ? "key-down" : "key-up")\", \"keycode\": \(k.keycode), "
                + "\"scancode\": \(k.scancode), \"mod\": \(k.modifiers), \"repeat\": \(k.isRepeat)"
        case .window(let w):
            fields += "\"type\": \"window\", \"event\": \"\(windowEventName(w))\""
            if case let .sizeChanged(width, height) = w { fields += ", \"width\": \(width), \"height\": \(height)" }
        case .quit:
            fields += "\"type\": \"quit\""
        }
        return fields + "}\n"
    }

    /// Whole milliseconds as seconds with three decimals: 1204 → "1.204", 7 → "0.007".
    static func seconds(_ ms: Int64) -> String {
        let whole = ms / 1000, frac = ms % 1000
        let digits = String(frac)
        return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// The shortest decimal that reads back as the same `Float` through a `Double` (what the JSON
    /// parser gives); the exact `Double` form in the rare case it would not.
    /// Not-a-number and infinities (which SDL never sends) become 0.
    static func number(_ f: Float) -> String {
        guard f.isFinite else { return "0" }
        if f == f.rounded(), abs(f) < 1e7 { return String(Int(f)) }
        let short = f.description
        if let d = Double(short), Float(d) == f { return short }
        return Double(f).description
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
    static let windowEventsByName: [String: WindowInput] = Dictionary(uniqueKeysWithValues:
        [WindowInput.focusGained, .focusLost, .shown, .hidden, .minimized, .restored, .exposed, .close]
            .map { (windowEventName($0), $0) })
}
