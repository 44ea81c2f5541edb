/// What the command line asks of the fleet program (`swipedeck-fleet`), checked already: the
/// `swipedeck` binary parses and checks the flags, then hands this over, so the kiosk's own binary
/// never links the network and TLS stack and the flags are written in one place.
public enum FleetRequest: Codable, Hashable, Sendable {
    /// `swipedeck sync`.
    case sync(SyncRequest)
    /// `swipedeck report --database`.
    case report(ReportRequest)
}

/// `swipedeck sync LOG... --database URL` as given (see `SyncCommand` for each flag's meaning).
public struct SyncRequest: Codable, Hashable, Sendable {
    /// The logs, absolute paths.
    public var logs: [String]
    /// The database URL as given (it parses).
    public var database: String
    public var passwordFile: String?
    public var once: Bool
    /// A checked kiosk name; nil: the host name.
    public var kioskName: String?
    /// The state folder; nil: the standard one.
    public var stateDir: String?
    /// Seconds between backlog reports, 1…86400.
    public var statusEvery: Double

    public init(
        logs: [String], database: String, passwordFile: String?, once: Bool, kioskName: String?,
        stateDir: String?, statusEvery: Double
    ) {
        self.logs = logs; self.database = database; self.passwordFile = passwordFile; self.once = once
        self.kioskName = kioskName; self.stateDir = stateDir; self.statusEvery = statusEvery
    }
}

/// `swipedeck report --database URL` with the report's flags, checked.
public struct ReportRequest: Codable, Hashable, Sendable {
    public var database: String
    public var passwordFile: String?
    public var json: Bool
    public var byCard: Bool
    /// One decision as the log writes it ("upLeft"), nil for all.
    public var only: String?
    public var session: String?
    /// ISO 8601 times that parse.
    public var since: String?
    public var until: String?

    public init(
        database: String, passwordFile: String?, json: Bool, byCard: Bool, only: String?, session: String?,
        since: String?, until: String?
    ) {
        self.database = database; self.passwordFile = passwordFile; self.json = json; self.byCard = byCard
        self.only = only; self.session = session; self.since = since; self.until = until
    }
}
