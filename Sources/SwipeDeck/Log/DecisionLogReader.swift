import Foundation
import SwipeCore

/// One line of a decision log, as read back.
public struct LogEntry: Hashable, Sendable {
    /// The `time` value as written (ISO 8601 UTC).
    public var time: String
    /// The card's id.
    public var card: String
    /// The card's 0-based position in the deck.
    public var index: Int
    /// `left`, `right`, … or `undo`, as written.
    public var decision: String
    /// The visitor session, nil in logs written before sessions existed.
    public var session: String?

    public init(time: String = "", card: String, index: Int, decision: String, session: String? = nil) {
        self.time = time; self.card = card; self.index = index; self.decision = decision; self.session = session
    }

    /// Whether this line takes a decision back.
    public var isUndo: Bool { decision == LoggedDecision.undo.name }
}

/// Reads a decision log tolerantly: a line that is not a complete log object (a torn last line after
/// a crash or power cut, stray text) is skipped and reported, never fatal.
public enum DecisionLogReader {
    /// What was read: the good lines in order, and a message for each skipped one.
    public struct Result: Hashable, Sendable {
        public var entries: [LogEntry]
        /// E.g. "decisions.jsonl line 7 is incomplete (torn write?), skipped".
        public var problems: [String]
    }

    /// Parses log `text`; `name` is used in problem messages.
    public static func parse(_ text: String, name: String = "log") -> Result {
        var result = Result(entries: [], problems: [])
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (n, line) in lines.enumerated() where !line.allSatisfy({ $0 == " " }) {
            if let entry = entry(String(line)) {
                result.entries.append(entry)
            } else {
                let last = n == lines.count - 1 || (n == lines.count - 2 && lines.last == "")
                let what = last ? "is incomplete (torn write?)" : "is not a decision"
                result.problems.append("\(name) line \(n + 1) \(what), skipped")
            }
        }
        return result
    }

    /// Reads the log at `path`; a missing file reads as empty. Throws when it exists but cannot be read.
    public static func read(path: String) throws -> Result {
        guard FileManager.default.fileExists(atPath: path) else { return Result(entries: [], problems: []) }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return parse(String(decoding: data, as: UTF8.self), name: path)
    }

    static func entry(_ line: String) -> LogEntry? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let card = object["card"] as? String, let index = object["index"] as? Int, index >= 0,
              let decision = object["decision"] as? String else { return nil }
        return LogEntry(time: object["time"] as? String ?? "", card: card, index: index, decision: decision,
                        session: object["session"] as? String)
    }

    /// Where the log's last session stands: its id and the deck position its swipes and undos leave
    /// (swipes count up, undos down, never below 0). Nil session for an empty log.
    public static func resumePoint(_ entries: [LogEntry]) -> (session: String?, position: Int) {
        guard let last = entries.last else { return (nil, 0) }
        var position = 0
        for entry in entries.reversed().prefix(while: { $0.session == last.session }).reversed() {
            position = entry.isUndo ? max(0, position - 1) : position + 1
        }
        return (last.session, position)
    }
}
