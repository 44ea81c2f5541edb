import Foundation
import Logging
import NIOCore
import NIOSSL
import PostgresNIO
import SwipeFleetRequest

/// One connection to the fleet's database: opened, checked for the schema, and used to add lines
/// and to run reports. Every wait is bounded (`timeout`): a server that stops answering (a network
/// blackhole) ends in `.unreachable`, never a hang.
public final class PostgresStore: @unchecked Sendable {
    let connection: PostgresConnection
    let logger = Logger(label: "swipedeck.fleet", factory: { _ in SwiftLogNoOpLogHandler() })
    /// The URL without its password, for messages.
    public let name: String
    /// Longest wait for one statement, seconds. Default 30.
    public var timeout: Double = 30

    init(connection: PostgresConnection, name: String) { self.connection = connection; self.name = name }

    /// Connects to `url` with `password`; throws a `FleetError` saying why not.
    public static func connect(_ url: DatabaseURL, password: String?, timeout: Double = 15) async throws(FleetError)
        -> PostgresStore
    {
        var configuration: PostgresConnection.Configuration
        switch url.endpoint {
        case .socket(let path):
            configuration = .init(unixSocketPath: path, username: url.user, password: password, database: url.database)
        case .tcp(let host, let port):
            let tls = try tlsSetting(url)
            configuration = .init(
                host: host, port: port, username: url.user, password: password, database: url.database, tls: tls)
        }
        configuration.options.connectTimeout = .milliseconds(Int64(timeout * 1000))
        let logger = Logger(label: "swipedeck.fleet", factory: { _ in SwiftLogNoOpLogHandler() })
        do {
            let connection = try await PostgresConnection.connect(
                configuration: configuration, id: 1, logger: logger)
            return PostgresStore(connection: connection, name: url.description)
        } catch {
            throw FleetFaults.classify(error, database: url.description, user: url.user)
        }
    }

    /// The TLS setting for `url`'s `sslmode` (libpq's meanings; `sslrootcert` or the system's roots).
    static func tlsSetting(_ url: DatabaseURL) throws(FleetError) -> PostgresConnection.Configuration.TLS {
        var tls = TLSConfiguration.makeClientConfiguration()
        switch url.tlsMode {
        case .disable: return .disable
        case .prefer, .require: tls.certificateVerification = .none
        case .verifyCA: tls.certificateVerification = .noHostnameVerification
        case .verifyFull: tls.certificateVerification = .fullVerification
        }
        if let root = url.rootCertificate, url.tlsMode == .verifyCA || url.tlsMode == .verifyFull {
            do {
                tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(root))
            } catch {
                throw FleetError(.usage, "--database: sslrootcert \(root) is not a readable PEM certificate file")
            }
        }
        do {
            let context = try NIOSSLContext(configuration: tls)
            return url.tlsMode == .prefer ? .prefer(context) : .require(context)
        } catch {
            throw FleetError(.usage, "--database: cannot set up TLS: \(error)")
        }
    }

    /// Runs `query`, all its rows read, within `timeout`; on a timeout the connection is closed and
    /// the statement left behind (`Deadline`). A connection already closed (the server restarted) is
    /// not used: `.unreachable`, so the caller connects again.
    func run(_ query: PostgresQuery) async throws(FleetError) -> [PostgresRow] {
        let connection = self.connection, logger = self.logger
        guard !connection.isClosed else {
            throw FleetError(.unreachable, "\(name): the connection was closed (the server restarted?)")
        }
        do {
            return try await Deadline.run(seconds: timeout, onTimeout: { connection.close().whenComplete { _ in } }) {
                var rows: [PostgresRow] = []
                for try await row in try await connection.query(query, logger: logger) { rows.append(row) }
                return rows
            }
        } catch {
            throw FleetFaults.classify(error, database: name, user: nil)
        }
    }

    /// Whether the connection is closed (by the server, the network or a timeout): then make a new one.
    public var isClosed: Bool { connection.isClosed }

    /// Makes sure the schema is there at `FleetSchema.version`, creating it when missing (if this role
    /// may). Throws `.refused` for a newer schema or a role that may neither read nor create it.
    public func prepareSchema() async throws(FleetError) {
        do {
            let rows = try await run("SELECT max(version) FROM swipedeck.schema_version")
            let found = try rows.first?.decode(Int?.self) ?? nil
            guard let found else { return try await createSchema() }
            if found > FleetSchema.version {
                throw FleetError(
                    .refused,
                    "\(name): the swipedeck schema is version \(found), newer than this SwipeDeck's \(FleetSchema.version); update swipedeck"
                )
            }
        } catch let error as FleetError {
            guard error.isMissingSchema else { throw error }
            try await createSchema()
        } catch {
            throw FleetFaults.classify(error, database: name, user: nil)
        }
    }

    func createSchema() async throws(FleetError) {
        do {
            _ = try await run("BEGIN")
            for statement in FleetSchema.creation { _ = try await run(PostgresQuery(unsafeSQL: statement)) }
            _ = try await run("COMMIT")
        } catch {
            _ = try? await run("ROLLBACK")
            if error.isPermissionDenied {
                throw FleetError(
                    .refused,
                    "\(name): the database has no swipedeck schema and this role may not create it; run fleet-roles.sql (docs/fleet.md) as the database's owner"
                )
            }
            throw error
        }
    }

    /// Adds `lines` (their kiosk, when a line names none, is `kiosk`) in one statement: all or none.
    /// Returns how many were new (the others were stored before).
    @discardableResult
    public func insert(_ lines: [OutboxLine], kiosk: String) async throws(FleetError) -> Int {
        guard !lines.isEmpty else { return 0 }
        let e = lines.map(\.entry)
        let s = OutboxLine.storable
        var binds = PostgresBindings(capacity: 11)
        binds.append(e.map { s($0.kiosk ?? kiosk) })
        binds.append(e.map { s($0.session ?? "") })
        binds.append(e.map { $0.session != nil })
        binds.append(e.map { Int64($0.seq ?? 0) })
        binds.append(lines.map { $0.epochMilliseconds ?? Int64.min })
        binds.append(e.map { s($0.time) })
        binds.append(e.map { s($0.card) })
        binds.append(e.map { Int32(clamping: $0.index) })
        binds.append(e.map { s($0.decision) })
        binds.append(e.map { Int32(clamping: $0.ms ?? -1) })
        binds.append(lines.map { s($0.text) })
        let rows = try await run(PostgresQuery(unsafeSQL: FleetSchema.insertBatch, binds: binds))
        return (try? rows.first?.decode(Int.self)) ?? 0
    }

    /// Closes the connection (errors ignored).
    public func close() async { try? await connection.close() }
}
