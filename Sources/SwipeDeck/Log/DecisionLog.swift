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
/// (keys in this order, then `"ms": 1830` (time on top before the decision), `"kiosk": "lobby-1"` and
/// `"seq": 4` (the line's number in its session, from 1) when known; `session` names the visitor session
/// and is left out, with `seq`, when `session` is nil; `time` is UTC with milliseconds; `index` is the card's 0-based
/// position in the deck). The file is opened with `O_APPEND|O_CREAT` (mode 0644), each
/// line goes out in one `write()`, so a crash of the app loses nothing already recorded and existing
/// content is never overwritten, and is `fsync`ed at once on a background queue (`LogSyncer`), so a
/// slow disk never holds up a frame; `close` waits for those syncs. A failed or short write (disk full)
/// throws every time, and the torn piece it may leave is ended with a newline before the next line,
/// so no later line is glued to it. Before each line the log checks that its path still names the
/// open file and reopens it when not (deleted, renamed by logrotate): see `DecisionLog+Reopen.swift`.
public final class DecisionLog {
    /// The file path as given.
    public let path: String
    var fd: Int32
    /// Whether the file is a regular file (not /dev/null or a terminal): only those are reopened.
    var isRegularFile: Bool
    private let clock: () -> Date
    /// Now on the log's clock: the time its next line would carry.
    var now: Date { clock() }
    /// Syncs written lines to disk off the caller's thread.
    let syncer: LogSyncer
    /// The visitor session written as each line's fifth key; nil leaves the key out. Default nil.
    /// A new session numbers its lines (`seq`) from 1 again.
    public var session: String? { didSet { if session != oldValue { nextSeq = 1 } } }
    /// The `seq` of the next line of the session: 1 for its first. With the session, it makes each
    /// line's identity in a fleet's database (`swipedeck sync`).
    public private(set) var nextSeq = 1
    /// The machine's name (`--kiosk-name`, default the host name) written as each line's `kiosk` key,
    /// so logs gathered from a fleet keep their machines apart; nil leaves the key out. Default nil.
    public var kiosk: String?
    /// A piece of a line went out without its newline (a failed or short write, or a torn end that
    /// could not be checked): the next write starts with a newline.
    var lineIsOpen = false
    /// Byte offset where the torn last line found at opening starts (a crash in mid-write), which
    /// was ended with a newline; nil when the file ended cleanly.
    public internal(set) var tornLineOffset: Int?
    /// Called with a message when the log reopens its file (deleted or moved away). Default: nothing.
    public var onNotice: (String) -> Void = { _ in }
    /// The `write(2)` the log uses: bytes written, or -1 with `errno` set. Tests substitute failing ones.
    var writeBytes: (Int32, UnsafeRawBufferPointer) -> Int = { fd, bytes in
        Glibc.write(fd, bytes.baseAddress, bytes.count)
    }

    /// Opens (creating if needed) the log at `path`; the parent folder must exist. A regular file,
    /// or a device that takes writes (/dev/null); a FIFO, a directory or /dev/full throw a one-line
    /// message with the system's reason. A write-only file is fine. `clock` supplies each line's
    /// time (default: the system clock).
    public convenience init(path: String, clock: @escaping () -> Date = Date.init) throws(DecisionLogError) {
        try self.init(path: path, clock: clock, syncer: LogSyncer())
    }

    /// As the public `init`, syncing through `syncer` (tests: a slow or failing sync).
    init(path: String, clock: @escaping () -> Date, syncer: LogSyncer) throws(DecisionLogError) {
        self.path = path
        self.clock = clock
        self.syncer = syncer
        (fd, isRegularFile) = try Self.openFile(path)
        endTornLine()
    }

    deinit { if fd >= 0 { _ = Glibc.close(fd) } }

    /// Appends one line for `decision` on card `cardID` at deck position `index` (0-based) and starts
    /// its sync to disk, without waiting for it. `time` defaults to the log's clock; `ms` is how long
    /// the card was on top before the decision (milliseconds, ≥ 0; nil leaves the key out). Throws on
    /// every failed or short write, and, after writing the line, when an earlier line's sync failed.
    public func record(
        cardID: String, index: Int, decision: LoggedDecision, at time: Date? = nil,
        ms: Int? = nil
    ) throws(DecisionLogError) {
        guard fd >= 0 else { throw DecisionLogError(description: "decision log \(path) is closed") }
        reopenIfMoved()
        let line = DecisionLog.line(
            time: time ?? clock(), cardID: cardID, index: index, decision: decision,
            session: session, ms: ms, kiosk: kiosk, seq: session == nil ? nil : nextSeq)
        if session != nil { nextSeq += 1 } // a failed write's number is not used again
        try append(Array(line.utf8))
        syncer.sync(fd: fd, path: path)
        if let failure = syncer.takeFailure() { throw DecisionLogError(description: failure) }
    }

    /// Writes `bytes` (ending with a newline) after a newline when a torn piece is open; retries
    /// short writes; remembers whether a torn piece is left. Throws naming the system's reason.
    func append(_ line: [UInt8]) throws(DecisionLogError) {
        let newline = UInt8(ascii: "\n")
        let bytes = lineIsOpen ? [newline] + line : line
        var done = 0
        var reason: String?
        while done < bytes.count {
            guard hasRoom() else { reason = "nobody reads it (the pipe is full)"; break }
            let n = bytes.withUnsafeBytes { writeBytes(fd, UnsafeRawBufferPointer(rebasing: $0[done...])) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { reason = String(cString: strerror(errno)); break }
            if n == 0 { reason = "nothing written"; break }
            done += n
        }
        if done > 0 { lineIsOpen = bytes[done - 1] != newline }
        if let reason {
            let what = done > 0 && done < bytes.count ? " (\(done) of \(bytes.count) bytes written)" : ""
            throw DecisionLogError(
                description: "cannot write to decision log \(path): \(reason)\(what); the line is lost")
        }
    }

    /// Goes on numbering a resumed session after its line `seq` (the last one in the log); never back.
    public func continueSequence(after seq: Int) { nextSeq = max(nextSeq, seq + 1) }

    /// Forces written lines to disk and waits for it: the syncs `record` started, then one more `fsync`.
    /// Throws when one of them failed. Harmless to repeat.
    public func flush() throws(DecisionLogError) {
        syncer.waitForScheduled()
        if let failure = syncer.takeFailure() { throw DecisionLogError(description: failure) }
        guard fd >= 0 else { return }
        if let failure = LogSyncer.failureMessage(error: LogSyncer.fsyncError(fd), path: path) {
            throw DecisionLogError(description: failure)
        }
    }

    /// Ends a torn piece if one is open, syncs and closes the file; later `record` calls throw.
    /// Closing twice is harmless.
    public func close() throws(DecisionLogError) {
        guard fd >= 0 else { return }
        defer { fd = -1 }
        if lineIsOpen { try? append([]) }
        var syncFailure: DecisionLogError?
        do { try flush() } catch { syncFailure = error } // closed all the same
        if Glibc.close(fd) != 0 {
            throw DecisionLogError(
                description: "cannot close decision log \(path): \(String(cString: strerror(errno)))")
        }
        if let syncFailure { throw syncFailure }
    }

    /// A new session id: 8 random lowercase hex digits, e.g. "3f9a0c1e".
    public static func newSessionID() -> String {
        let hex = String(UInt32.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
