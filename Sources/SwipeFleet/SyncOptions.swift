import SwipeFleetRequest

/// What `swipedeck sync` is asked to do (all checked by the command line).
public struct SyncOptions: Sendable {
    /// The logs to follow, absolute paths.
    public var logs: [String]
    public var database: DatabaseURL
    /// The password to log in with; nil for none.
    public var password: String?
    /// The kiosk name stored for older lines that carry none (`--kiosk-name`, default the host name).
    public var kiosk: String
    /// Where the cursors are kept (created if missing).
    public var stateFolder: String
    /// Drain the logs to their current end, then exit. Default off: follow them for ever.
    public var once = false
    /// Seconds between backlog reports on standard error while lines wait. Default 60.
    public var statusInterval = 60.0
    /// Most lines in one INSERT. Default 5,000.
    public var batchLines = 5_000
    /// Longest wait between tries to reach the database, seconds. Default 30.
    public var maxBackoff = 30.0
    /// Whether the drain slows down while a kiosk on this machine draws (`DrainPacer`). Default on.
    public var yieldsToKiosk = true

    public init(logs: [String], database: DatabaseURL, password: String?, kiosk: String, stateFolder: String) {
        self.logs = logs; self.database = database; self.password = password; self.kiosk = kiosk
        self.stateFolder = stateFolder
    }
}
