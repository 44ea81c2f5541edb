/// The backlog as the saved cursors give it, measured apart from the sender (which may be stuck in a
/// statement): the logs' lines past the positions the database confirmed. For the last words on
/// SIGTERM.
public struct BacklogProbe: Sendable {
    /// Each log's path and its cursor file.
    let logs: [(path: String, cursor: String)]

    /// Lines not yet stored, and the `time` of the oldest of them (nil when none).
    public func measure() -> (lines: Int, oldest: String?) {
        var lines = 0
        var oldest: String?
        for log in logs {
            let positions = (try? LogCursor.load(log.cursor))??.files ?? []
            let followed = FollowedLog(path: log.path, cursor: positions) { _ in }
            lines += followed.backlog
            if let time = followed.oldestUnsentTime, oldest.map({ time < $0 }) ?? true { oldest = time }
        }
        return (lines, oldest)
    }
}
