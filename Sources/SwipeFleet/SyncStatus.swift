import Foundation
import SwipeDeck
import SwipeFleetRequest

/// What the sender last knew of its backlog, shared with the signal handler that prints the exit
/// message (read and written under a lock).
public final class SyncStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var backlog = 0
    private var oldest: String?
    private var stored = 0
    private var repeated = 0

    public init() {}

    /// Notes the backlog: `lines` not yet stored, the oldest written at `oldest` (ISO 8601), if any.
    public func note(backlog lines: Int, oldest: String?) {
        lock.lock(); defer { lock.unlock() }
        backlog = lines; self.oldest = oldest
    }

    /// Counts a stored batch: `new` lines added, `repeated` already in the database.
    public func note(stored new: Int, repeated: Int) {
        lock.lock(); defer { lock.unlock() }
        stored += new; self.repeated += repeated
    }

    /// One line: lines stored this run, and the backlog with the age of its oldest line at `now`.
    public func line(now: Date = Date()) -> String {
        lock.lock(); defer { lock.unlock() }
        return Self.describe(stored: stored, repeated: repeated, backlog: backlog, oldest: oldest, now: now)
    }

    /// "1200 lines stored (3 were there already); backlog: 40 lines, the oldest 2 min old" (pure).
    public static func describe(stored: Int, repeated: Int, backlog: Int, oldest: String?, now: Date) -> String {
        var text = "\(stored) line\(stored == 1 ? "" : "s") stored"
        if repeated > 0 { text += " (\(repeated) \(repeated == 1 ? "was" : "were") there already)" }
        guard backlog > 0 else { return text + "; backlog: none" }
        text += "; backlog: \(backlog) line\(backlog == 1 ? "" : "s")"
        if let oldest, let date = LogFilter.parseTime(oldest) {
            text += ", the oldest \(age(now.timeIntervalSince(date))) old"
        }
        return text
    }

    /// A duration in its largest whole unit: "40 s", "3 min", "5 h", "2 days".
    static func age(_ seconds: Double) -> String {
        let s = max(0, Int(seconds))
        if s < 120 { return "\(s) s" }
        if s < 7200 { return "\(s / 60) min" }
        if s < 172_800 { return "\(s / 3600) h" }
        return "\(s / 86_400) days"
    }
}
