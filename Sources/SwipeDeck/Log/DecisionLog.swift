import Foundation
import SwipeCore
#if canImport(Glibc)
import Glibc
#endif

/// What a log line records: a swipe in some direction, or undoing the last one.
public enum LoggedDecision: Hashable, Sendable {
    case swipe(SwipeDirection)
    case undo

    /// The `decision` value written: the direction's rawValue ("left", "upRight", …) or "undo".
    public var name: String {
        switch self {
        case .swipe(let direction): return direction.rawValue
        case .undo: return "undo"
        }
    }
}

/// Why the decision log failed; `description` is a complete message.
public struct DecisionLogError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

/// An append-only JSON-lines file of decisions, one object per line:
/// `{"time": "2026-11-22T10:15:30.123Z", "card": "panda", "index": 1, "decision": "right", "session": "3f9a0c1e"}`
/// (keys in this order; `session` names the visitor session and is left out when `session` is nil; `time` is UTC with milliseconds; `index` is the card's 0-based
/// position in the deck). The file is opened with `O_APPEND|O_CREAT` (mode 0644), each
/// line goes out in one `write()` and is `fsync`ed at once, so a crash loses nothing
/// already recorded and existing content is never overwritten.
public final class DecisionLog {
    /// The file path as given.
    public let path: String
    private var fd: Int32
    private let clock: () -> Date
    /// The visitor session written as each line's fifth key; nil leaves the key out. Default nil.
    public var session: String?

    /// Opens (creating if needed) the log at `path`; the parent folder must exist.
    /// `clock` supplies each line's time (default: the system clock).
    public init(path: String, clock: @escaping () -> Date = Date.init) throws(DecisionLogError) {
        self.path = path
        self.clock = clock
        fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        if fd < 0 && errno == EACCES { fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644) }  // write-only file
        if fd < 0 {
            throw DecisionLogError(description: "cannot open decision log \(path): \(String(cString: strerror(errno)))")
        }
        endTornLine()
    }

    /// A crash in mid-write may have left a last line without its newline: end it, so the next line
    /// starts on its own (the reader skips the torn one).
    private func endTornLine() {
        let size = lseek(fd, 0, SEEK_END)
        guard size > 0 else { return }
        var last: UInt8 = 0
        guard pread(fd, &last, 1, size - 1) == 1, last != UInt8(ascii: "\n") else { return }
        var newline = UInt8(ascii: "\n")
        _ = write(fd, &newline, 1)
    }

    deinit { if fd >= 0 { _ = Glibc.close(fd) } }

    /// Appends one line for `decision` on card `cardID` at deck position `index` (0-based) and syncs it.
    /// `time` defaults to the log's clock.
    public func record(cardID: String, index: Int, decision: LoggedDecision, at time: Date? = nil) throws(DecisionLogError) {
        guard fd >= 0 else { throw DecisionLogError(description: "decision log \(path) is closed") }
        let line = DecisionLog.line(time: time ?? clock(), cardID: cardID, index: index, decision: decision, session: session)
        let bytes = Array(line.utf8)
        var written: Int
        repeat {
            written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        } while written < 0 && errno == EINTR
        if written != bytes.count {
            let reason = written < 0 ? String(cString: strerror(errno)) : "short write (\(written) of \(bytes.count) bytes)"
            throw DecisionLogError(description: "cannot write to decision log \(path): \(reason)")
        }
        try flush()
    }

    /// Forces written lines to disk (`fsync`). Lines are already synced by `record`; harmless to repeat.
    public func flush() throws(DecisionLogError) {
        guard fd >= 0 else { return }
        if fsync(fd) != 0 && errno != EINVAL {  // EINVAL: e.g. /dev/null, which cannot sync
            throw DecisionLogError(description: "cannot sync decision log \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Syncs and closes the file; later `record` calls throw. Closing twice is harmless.
    public func close() throws(DecisionLogError) {
        guard fd >= 0 else { return }
        defer { fd = -1 }
        try flush()
        if Glibc.close(fd) != 0 {
            throw DecisionLogError(description: "cannot close decision log \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// One complete log line including the trailing newline (pure).
    public static func line(time: Date, cardID: String, index: Int, decision: LoggedDecision, session: String? = nil) -> String {
        let sessionKey = session.map { ", \"session\": \(JSONText.quoted($0))" } ?? ""
        return "{\"time\": \(JSONText.quoted(timestamp(time))), \"card\": \(JSONText.quoted(cardID)), \"index\": \(index), \"decision\": \(JSONText.quoted(decision.name))\(sessionKey)}\n"
    }

    /// A new session id: 8 random lowercase hex digits, e.g. "3f9a0c1e".
    public static func newSessionID() -> String {
        let hex = String(UInt32.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// `time` as ISO 8601 UTC with milliseconds, e.g. "2026-11-22T10:15:30.123Z" (truncated, not rounded, to the millisecond).
    public static func timestamp(_ time: Date) -> String {
        let totalMs = Int64((time.timeIntervalSince1970 * 1000).rounded(.down))
        var seconds = time_t(totalMs >= 0 ? totalMs / 1000 : (totalMs - 999) / 1000)
        let ms = Int(totalMs - Int64(seconds) * 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(Int(parts.tm_year) + 1900, 4))-\(pad(Int(parts.tm_mon) + 1, 2))-\(pad(Int(parts.tm_mday), 2))T"
            + "\(pad(Int(parts.tm_hour), 2)):\(pad(Int(parts.tm_min), 2)):\(pad(Int(parts.tm_sec), 2)).\(pad(ms, 3))Z"
    }
}
