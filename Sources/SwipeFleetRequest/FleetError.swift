/// Why `swipedeck sync` or `report --database` stopped, with the exit status it stops with.
/// `description` is one complete line for standard error.
public struct FleetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// How the fault ends the run.
    public enum Kind: Hashable, Sendable {
        /// Bad usage: a malformed URL, an unreadable or world-readable password file. Exit 2.
        case usage
        /// The database said no and will say it again: wrong password, no such database, no
        /// privilege, a newer schema, a certificate that does not verify. Exit 3.
        case refused
        /// The database could not be reached (refused connection, timeout, lost connection): it may
        /// come back, so the follower retries; `--once` and `report` give up. Exit 4.
        case unreachable
        /// A decision log could not be read, or the cursor could not be saved. Exit 1.
        case local
    }

    public var kind: Kind
    public var description: String
    /// The server's SQLSTATE when the server itself answered with the error, e.g. "28P01".
    public var sqlState: String?

    public init(_ kind: Kind, _ description: String, sqlState: String? = nil) {
        self.kind = kind; self.description = description; self.sqlState = sqlState
    }

    /// Whether the database refused a line's values (SQLSTATE class 22 or 23), not the connection:
    /// the batch is then split to find the line.
    public var isDataError: Bool { sqlState.map { $0.hasPrefix("22") || $0.hasPrefix("23") } ?? false }
    /// Whether the schema or its table is missing (SQLSTATE 3F000, 42P01).
    public var isMissingSchema: Bool { sqlState == "3F000" || sqlState == "42P01" }
    /// Whether a privilege was refused (SQLSTATE 42501).
    public var isPermissionDenied: Bool { sqlState == "42501" }

    /// The process's exit status for this fault: 2 usage, 3 refused, 4 unreachable, 1 local.
    public var exitStatus: Int32 {
        switch kind {
        case .usage: return 2
        case .refused: return 3
        case .unreachable: return 4
        case .local: return 1
        }
    }
}
