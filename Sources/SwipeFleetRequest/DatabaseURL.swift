import Foundation

/// A PostgreSQL connection URL as libpq writes it, the part of it SwipeDeck reads:
/// `postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=MODE&sslrootcert=FILE]`, or a Unix
/// socket folder as `postgresql://USER@/DATABASE?host=/run/postgresql` (also `postgres://`).
/// Percent-escapes are decoded. Defaults as libpq: port 5432, database = user, sslmode `prefer`.
public struct DatabaseURL: Hashable, Sendable, CustomStringConvertible {
    /// How the connection is encrypted and checked (libpq's `sslmode`).
    public enum TLSMode: String, CaseIterable, Sendable {
        /// Plain text.
        case disable
        /// TLS when the server offers it, not checked; plain text otherwise. The default.
        case prefer
        /// TLS, the certificate not checked.
        case require
        /// TLS, the certificate signed by a trusted authority (`sslrootcert`), any host name.
        case verifyCA = "verify-ca"
        /// TLS, the certificate signed by a trusted authority and naming the host connected to.
        case verifyFull = "verify-full"
    }

    /// Where the server is: a host name or address and a port, or a Unix socket's path.
    public enum Endpoint: Hashable, Sendable {
        case tcp(host: String, port: Int)
        case socket(path: String)
    }

    public var endpoint: Endpoint
    /// The role to log in as. Required.
    public var user: String
    /// The password given in the URL, nil when none (then `--password-file` or the credential).
    public var password: String?
    /// The database's name; the user's name when the URL has none.
    public var database: String
    public var tlsMode: TLSMode
    /// PEM file of the authorities trusted for `verify-ca` and `verify-full`; nil: the system's.
    public var rootCertificate: String?

    /// The URL without its password, for messages and for naming the sender's cursor.
    public var description: String {
        var place: String
        switch endpoint {
        case .tcp(let host, let port): place = "\(host.contains(":") ? "[\(host)]" : host):\(port)"
        case .socket(let path): place = path
        }
        if case .socket = endpoint { place = "(socket \(place))" }
        return "postgresql://\(user)@\(place)/\(database)?sslmode=\(tlsMode.rawValue)"
    }

    /// Parses `text`; throws a `.usage` error saying what is wrong.
    public init(parsing text: String) throws(FleetError) {
        func bad(_ why: String) -> FleetError {
            FleetError(.usage, "--database: \(why) (expected postgresql://USER@HOST[:PORT]/DATABASE)")
        }
        guard text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") else {
            throw bad("not a postgresql:// URL")
        }
        guard let parts = URLComponents(string: text) else { throw bad("not a valid URL") }
        guard let user = parts.user?.removingPercentEncoding ?? parts.user, !user.isEmpty else {
            throw bad("no user name")
        }
        self.user = user
        password = parts.password.map { $0.removingPercentEncoding ?? $0 }
        let path = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
        database = path.isEmpty ? user : (path.removingPercentEncoding ?? path)
        var query: [String: String] = [:]
        for item in parts.queryItems ?? [] { query[item.name] = item.value ?? "" }
        let known: Set = ["sslmode", "sslrootcert", "host", "port"]
        if let unknown = query.keys.sorted().first(where: { !known.contains($0) }) {
            throw bad("unknown parameter \"\(unknown)\"; known: sslmode, sslrootcert, host, port")
        }
        if let mode = query["sslmode"] {
            guard let parsed = TLSMode(rawValue: mode) else {
                throw bad("sslmode \"\(mode)\" is none of \(TLSMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            tlsMode = parsed
        } else {
            tlsMode = .prefer
        }
        rootCertificate = query["sslrootcert"].flatMap { $0.isEmpty ? nil : $0 }
        let portText = query["port"] ?? parts.port.map(String.init)
        let port = portText.flatMap { Int($0) } ?? 5432
        guard (1...65535).contains(port), portText == nil || Int(portText!) != nil else {
            throw bad("port \(portText ?? "") is not a number in 1…65535")
        }
        if let socketFolder = query["host"], socketFolder.hasPrefix("/") {
            endpoint = .socket(path: socketFolder + "/.s.PGSQL.\(port)")
            if tlsMode == .prefer { tlsMode = .disable }
        } else if let host = query["host"] ?? parts.host, !host.isEmpty {
            endpoint = .tcp(host: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: port)
        } else {
            throw bad("no host (a name, an address, or ?host=/socket/folder)")
        }
        if case .socket = endpoint, tlsMode != .disable {
            throw bad("sslmode \(tlsMode.rawValue) over a Unix socket: TLS needs a host")
        }
    }
}
