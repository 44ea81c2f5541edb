/// The backlog as the saved cursors give it, measured apart from the sender (which may be stuck in a
/// statement): the logs' lines past the positions the database confirmed. For the last words on
/// SIGTERM.
public struct BacklogProbe: Sendable {
    /// Each log's path and its cursor file.
    let logs: [(path: String, cursor: String)]

    /// Lines not yet stored, and the `time` of the oldest of them (nil when none).
    public func measure() -> (lines: Int, oldest: String?) {
        Self.measure(
            logs.map { log in
                FollowedLog(path: log.path, cursor: (try? LogCursor.load(log.cursor))??.files ?? []) { _ in }
            })
    }

    /// The lines `logs` have not had confirmed, and the `time` of the oldest (ISO 8601 sorts as text).
    static func measure(_ logs: [FollowedLog]) -> (lines: Int, oldest: String?) {
        (logs.reduce(0) { $0 + $1.backlog }, logs.lazy.compactMap(\.oldestUnsentTime).min())
    }
}
