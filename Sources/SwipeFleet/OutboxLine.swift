import SwipeDeck
import SwipeFleetRequest

/// One complete decision-log line on its way to the database, with where it ends in its file.
public struct OutboxLine: Hashable, Sendable {
    /// The line's text without its newline (its bytes, read as UTF-8; the database hashes it).
    public var text: String
    /// The decision the line records.
    public var entry: LogEntry
    /// Byte offset just past the line's newline in its file: where the cursor goes once it is stored.
    public var end: Int

    public init(text: String, entry: LogEntry, end: Int) { self.text = text; self.entry = entry; self.end = end }

    /// Milliseconds since 1970 of the line's `time`, nil when it cannot be read (`LogTime`).
    public var epochMilliseconds: Int64? { LogTime.epochMilliseconds(entry.time) }

    /// `text` fit for a PostgreSQL text value: U+0000 (which it cannot hold) becomes U+FFFD. Looked
    /// for in the UTF-8 bytes: Foundation's `contains` went through UTF-16, a quarter of the
    /// sender's CPU at eleven texts a line (perf, `bench/fleet.py`).
    static func storable(_ text: String) -> String {
        text.utf8.contains(0) ? text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : text
    }
}

/// The complete lines in a block of log bytes.
public enum LineSplitter {
    /// The lines of `bytes` (read from `start` in its file) that end with a newline; the rest (a line
    /// still being written, or torn) is left for later. Lines that are not decisions are handed to
    /// `skipped` with their offset and left out; blank lines are passed over. `used` (bytes from the
    /// block's start) says how far the block was taken: past the last line handed out, or past the
    /// `limit`-th one (default: no limit).
    public static func split(
        _ bytes: ArraySlice<UInt8>, start: Int, limit: Int = .max, skipped: (Int, ArraySlice<UInt8>) -> Void
    ) -> (lines: [OutboxLine], used: Int) {
        var lines: [OutboxLine] = []
        var lineStart = bytes.startIndex
        let newline = UInt8(ascii: "\n")
        while lines.count < limit, let end = bytes[lineStart...].firstIndex(of: newline) {
            var line = bytes[lineStart..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            let offset = start + (lineStart - bytes.startIndex)
            if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                if let entry = DecisionLogReader.entry(line: line) {
                    let text = String(decoding: line, as: UTF8.self)
                    lines.append(OutboxLine(text: text, entry: entry, end: start + (end + 1 - bytes.startIndex)))
                } else {
                    skipped(offset, line)
                }
            }
            lineStart = end + 1
        }
        return (lines, lineStart - bytes.startIndex)
    }
}
