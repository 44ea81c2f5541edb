import Foundation
import SwipeSDL

/// Why a recording cannot be replayed; `description` is a complete message naming the file and line.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

/// A recording read back for `--replay`: the window it was made in and its events in time order.
public struct Recording: Hashable, Sendable {
    /// The window's size in points when it was recorded.
    public var window: WindowSize
    /// The events, `time` never decreasing.
    public var events: [RecordedEvent]
    /// Problems that were skipped (a torn last line), as messages.
    public var warnings: [String] = []

    public init(window: WindowSize, events: [RecordedEvent], warnings: [String] = []) {
        self.window = window; self.events = events; self.warnings = warnings
    }

    /// Reads the recording at `path`.
    public static func load(path: String) throws(RecordingError) -> Recording {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingError(description: "cannot read recording \(path)")
        }
        return try parse([UInt8](data), name: path)
    }

    /// Parses a recording's bytes; `name` (the path) is used in messages. The first line must be the
    /// header of version `RecordingFormat.version`; blank lines are skipped; a last line without its
    /// newline that does not parse (the app was killed mid-write) is skipped with a warning.
    public static func parse(_ bytes: [UInt8], name: String) throws(RecordingError) -> Recording {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsTorn = bytes.last != UInt8(ascii: "\n")
        var window: WindowSize?
        var events: [RecordedEvent] = []
        var warnings: [String] = []
        for (n, line) in lines.enumerated() where !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            func fail(_ message: String) -> RecordingError {
                RecordingError(description: "recording \(name) line \(n + 1): \(message)")
            }
            let json: JSONValue
            do { json = try JSONParser.parse(Array(line)) } catch {
                if endsTorn && n == lines.count - 1 && window != nil {
                    warnings.append(
                        "recording \(name) line \(n + 1) is incomplete (the recording was cut off?), skipped")
                    break
                }
                throw fail("\(error.reason) (column \(error.column))")
            }
            guard window != nil else {
                window = try header(json, fail: fail)
                continue
            }
            do throws(RecordingLineError) {
                let event = try RecordedEvent(json: json)
                if let last = events.last, event.time < last.time {
                    throw RecordingLineError("time \(event.time) s comes before the previous event's \(last.time) s")
                }
                events.append(event)
            } catch { throw fail(error.message) }
        }
        guard let window else {
            throw RecordingError(
                description:
                    "recording \(name) is empty: expected a header line like \(RecordingFormat.header(window: .standard).dropLast())"
            )
        }
        return Recording(window: window, events: events, warnings: warnings)
    }

    /// The window size in the header object `json`, after checking its version.
    static func header(_ json: JSONValue, fail: (String) -> RecordingError) throws(RecordingError) -> WindowSize {
        let example = String(RecordingFormat.header(window: .standard).dropLast())
        guard case .number(let version)? = json[RecordingFormat.headerKey] else {
            throw fail("not a SwipeDeck recording: expected a header like \(example)")
        }
        guard version == Double(RecordingFormat.version) else {
            throw fail(
                "unknown recording version \(OptionParsing.formatted(version)); this swipedeck reads version \(RecordingFormat.version)"
            )
        }
        guard case .array(let sides)? = json["window"], sides.count == 2,
            case .number(let w) = sides[0], case .number(let h) = sides[1],
            w == w.rounded(), h == h.rounded(), w >= 1, h >= 1, w <= 1e6, h <= 1e6
        else {
            throw fail("the header's \"window\" must be [WIDTH, HEIGHT] in whole points, e.g. \(example)")
        }
        return WindowSize(width: Int(w), height: Int(h))
    }
}
