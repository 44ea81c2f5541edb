import SwipeCore

#if canImport(Glibc)
import Glibc
#endif

/// One line of a decision log, as read back.
public struct LogEntry: Hashable, Sendable {
    /// The `time` value as written (ISO 8601 UTC).
    public var time: String
    /// The card's id: what names the card across reloads (decisions are keyed on it).
    public var card: String
    /// The card's 0-based position in the deck when the line was written (information only: a reload
    /// may move the card), 0…`DecisionLogReader.maxIndex`.
    public var index: Int
    /// `left`, `right`, … or `undo`, as written.
    public var decision: String
    /// The visitor session, nil in logs written before sessions existed.
    public var session: String?
    /// Milliseconds the card was on top before this line's decision; nil in older logs (or a value
    /// that is not a whole number of milliseconds ≥ 0).
    public var ms: Int?
    /// The machine that wrote the line (`--kiosk-name`, default its host name); nil in older logs.
    public var kiosk: String?
    /// The line's number in its session, from 1; nil in older logs (or a value that is not a whole
    /// number ≥ 1).
    public var seq: Int?

    public init(
        time: String = "", card: String, index: Int, decision: String, session: String? = nil,
        ms: Int? = nil, kiosk: String? = nil, seq: Int? = nil
    ) {
        self.time = time; self.card = card; self.index = index; self.decision = decision; self.session = session
        self.ms = ms; self.kiosk = kiosk; self.seq = seq
    }

    /// Whether this line takes a decision back.
    public var isUndo: Bool { decision == LoggedDecision.undo.name }
}

/// Reads a decision log tolerantly: a line that is not a complete log object (a torn last line after
/// a crash or power cut, stray text, a number out of range) is skipped and reported, never fatal.
public enum DecisionLogReader {
    /// What was read: the good lines in order, and a message for each skipped one.
    public struct Result: Hashable, Sendable {
        public var entries: [LogEntry]
        /// E.g. "decisions.jsonl line 7 is incomplete (torn write?), skipped".
        public var problems: [String]
    }

    /// Largest `index` accepted in a line: 2³¹ − 1 (no deck comes near it).
    public static let maxIndex = Int(Int32.max)

    /// Why one line is not an entry.
    enum LineProblem: Error, Equatable {
        /// Not a log object at all (or cut short).
        case notADecision
        /// A log object whose `index` is not an integer in 0…`maxIndex`.
        case indexOutOfRange(String)
    }

    /// The message for a skipped line `number` (1-based) of log `name`; `isTornEnd`: it is the last
    /// line and has no newline.
    static func message(_ problem: LineProblem, name: String, number: Int, isTornEnd: Bool) -> String {
        switch problem {
        case .notADecision where isTornEnd: return "\(name) line \(number) is incomplete (torn write?), skipped"
        case .notADecision: return "\(name) line \(number) is not a decision, skipped"
        case .indexOutOfRange(let value):
            return "\(name) line \(number): index \(value) is out of range (0…\(maxIndex)), skipped"
        }
    }

    /// Parses log `text`; `name` is used in problem messages.
    public static func parse(_ text: String, name: String = "log") -> Result {
        parse(bytes: Array(text.utf8), name: name)
    }

    /// Parses the bytes of a whole log; `name` is used in problem messages.
    public static func parse(bytes: [UInt8], name: String = "log") -> Result {
        var given = false
        return parse(name: name) { () -> ArraySlice<UInt8>? in
            defer { given = true }
            return given ? nil : bytes[...]
        }
    }

    /// Parses a log that comes in blocks from `next` (nil at its end), holding one line at a time: a
    /// line over `LogFileBytes.longestLine` bytes is skipped unread (a 2 GB sparse file is one).
    static func parse<E: Error>(name: String, blocks next: () throws(E) -> ArraySlice<UInt8>?) throws(E) -> Result {
        var result = Result(entries: [], problems: [])
        var splitter = LineSplitter()
        var number = 0
        func add(_ line: ArraySlice<UInt8>?, isTornEnd: Bool) {
            number += 1
            if let line, isBlank(line) { return }
            switch line.map({ entry($0) }) ?? .failure(.notADecision) {
            case .success(let entry): result.entries.append(entry)
            case .failure(let problem):
                result.problems.append(message(problem, name: name, number: number, isTornEnd: isTornEnd))
            }
        }
        while let block = try next() { splitter.feed(block) { add($0, isTornEnd: false) } }
        _ = splitter.finish { add($0, isTornEnd: true) }
        return result
    }

    /// Whether `line` holds nothing but spaces, tabs and carriage returns (skipped silently).
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The entry on one line (without its newline), or nil when it is not one (`swipedeck sync`).
    public static func entry(line: ArraySlice<UInt8>) -> LogEntry? { try? entry(line).get() }

    /// The entry on one line (without its newline), or why it is not one.
    static func entry(_ line: ArraySlice<UInt8>) -> Swift.Result<LogEntry, LineProblem> {
        guard let object = try? JSONParser.parse(Array(line)),
            case .string(let card)? = object["card"], case .string(let decision)? = object["decision"],
            case .number(let number)? = object["index"]
        else { return .failure(.notADecision) }
        guard number.rounded() == number, number >= 0, number <= Double(maxIndex) else {
            return .failure(.indexOutOfRange(number.description))
        }
        var time = "", session: String?
        if case .string(let t)? = object["time"] { time = t }
        if case .string(let s)? = object["session"] { session = s }
        var ms: Int?, kiosk: String?
        if case .number(let m)? = object["ms"], m >= 0, m <= Double(Int32.max), m.rounded() == m { ms = Int(m) }
        if case .string(let k)? = object["kiosk"] { kiosk = k }
        var seq: Int?
        if case .number(let q)? = object["seq"], q >= 1, q <= 9e15, q.rounded() == q { seq = Int(q) }
        return .success(
            LogEntry(
                time: time, card: card, index: Int(number), decision: decision, session: session,
                ms: ms, kiosk: kiosk, seq: seq))
    }

    /// Reads standard input to its end as a log named "-" (`swipedeck report -`, e.g. from journalctl),
    /// a block at a time.
    public static func readStandardInput() -> Result {
        var block = [UInt8](repeating: 0, count: LogFileBytes.blockSize)
        return parse(name: "-") { () -> ArraySlice<UInt8>? in
            while true {
                let n = block.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                return n > 0 ? block[..<n] : nil
            }
        }
    }

    /// Reads the whole log at `path` (for `swipedeck report`) a block at a time; a missing file reads
    /// as empty. Throws a one-line message naming the path and the system's reason when it exists but
    /// cannot be read.
    public static func read(path: String) throws(DecisionLogError) -> Result {
        guard let file = try LogFileBytes(path: path) else { return Result(entries: [], problems: []) }
        var offset = 0
        return try parse(name: path) { () throws(DecisionLogError) -> ArraySlice<UInt8>? in
            guard offset < file.size else { return nil }
            let block = try file.read(at: offset, count: min(LogFileBytes.blockSize, file.size - offset))
            offset += block.count
            return block.isEmpty ? nil : block[...]
        }
    }
}
