import SwipeSDL

/// Reads one event line of a recording (see `RecordingFormat`); `RecordingLineError` says what is wrong.
extension RecordedEvent {
    /// The event in the JSON object `json`.
    init(json: JSONValue) throws(RecordingLineError) {
        let fields = RecordingFields(json)
        guard case .object = json else { throw RecordingLineError("expected a JSON object, got \(json.kindName)") }
        let t = try fields.number("t")
        guard t >= 0 && t <= RecordedEvent.maxSeconds else {
            throw RecordingLineError(
                "\"t\" must be seconds ≥ 0 and ≤ \(OptionParsing.formatted(RecordedEvent.maxSeconds)), got \(t)")
        }
        let type = try fields.string("type")
        let input: RecordedInput
        switch type {
        case "mouse-down", "mouse-up":
            input = .mouseButton(
                MouseButtonInput(
                    isDown: type == "mouse-down", button: try fields.integer("button"),
                    clicks: try fields.integer("clicks"), x: try fields.integer("x"),
                    y: try fields.integer("y"), which: try fields.integer("which")))
        case "mouse-motion":
            input = .mouseMotion(
                MouseMotionInput(
                    x: try fields.integer("x"), y: try fields.integer("y"),
                    dx: try fields.integer("dx"), dy: try fields.integer("dy"),
                    buttons: try fields.integer("buttons"), which: try fields.integer("which")))
        case "finger-down", "finger-motion", "finger-up":
            let phase = FingerInput.Phase(rawValue: String(type.dropFirst("finger-".count)))!
            input = .finger(
                FingerInput(
                    phase, touchId: try fields.integer("touch"), fingerId: try fields.integer("finger"),
                    x: try fields.float("x"), y: try fields.float("y"),
                    dx: try fields.float("dx"), dy: try fields.float("dy"),
                    pressure: try fields.float("pressure")))
        case "key-down", "key-up":
            input = .key(
                KeyInput(
                    isDown: type == "key-down", keycode: try fields.integer("keycode"),
                    scancode: try fields.integer("scancode"), modifiers: try fields.integer("mod"),
                    isRepeat: try fields.bool("repeat")))
        case "window":
            let name = try fields.string("event")
            if name == "size-changed" {
                input = .window(.sizeChanged(width: try fields.integer("width"), height: try fields.integer("height")))
            } else if let change = RecordingFormat.windowEventsByName[name] {
                input = .window(change)
            } else {
                let valid = (RecordingFormat.windowEventsByName.keys.sorted() + ["size-changed"]).joined(
                    separator: ", ")
                throw RecordingLineError("unknown window event \(JSONText.quoted(name)); valid: \(valid)")
            }
        case "quit":
            input = .quit
        default:
            throw RecordingLineError(
                "unknown event type \(JSONText.quoted(type)); valid: mouse-down, mouse-up, mouse-motion, "
                    + "finger-down, finger-motion, finger-up, key-down, key-up, window, quit")
        }
        self.init(time: t, input)
    }
}

/// What is wrong with one line of a recording (the reader adds the file and line number).
struct RecordingLineError: Error, Hashable, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Typed access to the members of one line's object, with messages naming the member.
struct RecordingFields {
    let json: JSONValue
    init(_ json: JSONValue) { self.json = json }

    func value(_ key: String) throws(RecordingLineError) -> JSONValue {
        guard let v = json[key] else { throw RecordingLineError("missing \(JSONText.quoted(key))") }
        return v
    }

    func number(_ key: String) throws(RecordingLineError) -> Double {
        guard case .number(let d) = try value(key) else {
            throw RecordingLineError("\(JSONText.quoted(key)) must be a number, got \(try value(key).kindName)")
        }
        return d
    }

    /// A whole number that fits `T` (e.g. 0…255 for a `UInt8`).
    func integer<T: FixedWidthInteger>(_ key: String) throws(RecordingLineError) -> T {
        let d = try number(key)
        guard d == d.rounded(), let n = T(exactly: d) else {
            throw RecordingLineError("\(JSONText.quoted(key)) must be a whole number in \(T.min)…\(T.max), got \(d)")
        }
        return n
    }

    func float(_ key: String) throws(RecordingLineError) -> Float {
        let d = try number(key)
        guard abs(d) <= Double(Float.greatestFiniteMagnitude) else {
            throw RecordingLineError("\(JSONText.quoted(key)) is out of range, got \(d)")
        }
        return Float(d)
    }

    func string(_ key: String) throws(RecordingLineError) -> String {
        guard case .string(let s) = try value(key) else {
            throw RecordingLineError("\(JSONText.quoted(key)) must be a string, got \(try value(key).kindName)")
        }
        return s
    }

    func bool(_ key: String) throws(RecordingLineError) -> Bool {
        guard case .bool(let b) = try value(key) else {
            throw RecordingLineError("\(JSONText.quoted(key)) must be true or false, got \(try value(key).kindName)")
        }
        return b
    }
}
