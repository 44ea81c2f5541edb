import Foundation
import NIOCore
import NIOSSL
import PostgresNIO
import SwipeFleetRequest

/// Turns the client's errors into `FleetError`s: one line each, and whether the fault may pass
/// (`.unreachable`: retry) or will not (`.refused`).
enum FleetFaults {
    /// SQLSTATE classes and codes that say the server is there but will not let us in or act.
    static let refusedStates: [String: String] = [
        "28P01": "password authentication failed", "28000": "authentication refused",
        "3D000": "no such database", "42501": "permission denied",
    ]

    /// `error` as a fleet error for `database` (logging in as `user`, when known).
    static func classify(_ error: any Error, database: String, user: String?) -> FleetError {
        if let fleet = error as? FleetError { return fleet }
        if error is Deadline.Passed {
            return FleetError(.unreachable, "\(database): no answer in time (a network fault?)")
        }
        if let psql = error as? PSQLError {
            if psql.code == .server, let state = psql.serverInfo?[.sqlState] {
                let message = psql.serverInfo?[.message] ?? "error \(state)"
                let line = "\(database): \(message) (SQLSTATE \(state))"
                let refused =
                    refusedStates[state] != nil || ["42", "3F", "22", "23"].contains { state.hasPrefix($0) }
                // Otherwise the server is shutting down, starting, out of connections, …: it passes.
                return FleetError(refused ? .refused : .unreachable, line, sqlState: state)
            }
            if psql.code == .authMechanismRequiresPassword {
                return FleetError(
                    .refused,
                    "\(database): the server asks for a password and none was given (in the URL, --password-file, or the credential \(Password.credentialName))"
                )
            }
            if psql.code == .unsupportedAuthMechanism || psql.code == .saslError {
                return FleetError(.refused, "\(database): authentication failed (\(psql.code.description))")
            }
            if psql.code == .sslUnsupported {
                return FleetError(.refused, "\(database): the server does not offer TLS, which sslmode asks for")
            }
            if let underlying = psql.underlying { return classify(underlying, database: database, user: user) }
            return FleetError(.unreachable, "\(database): \(psql.code.description)")
        }
        if let ssl = error as? NIOSSLError {
            guard tlsFaultIsLasting(ssl) else {
                return FleetError(.unreachable, "\(database): the TLS connection was cut (\(ssl))")
            }
            return FleetError(
                .refused,
                "\(database): TLS failed: \(ssl) (is sslrootcert the server's authority, and the host its name?)")
        }
        if let ssl = error as? NIOSSLExtraError {
            return FleetError(
                .refused, "\(database): TLS failed: \(ssl) (the host in the URL must be a name the certificate holds)")
        }
        if let ssl = error as? BoringSSLError {
            return FleetError(.refused, "\(database): TLS failed: \(ssl)")
        }
        if let connection = error as? NIOConnectionError {
            let reasons = connection.connectionErrors.map { failure in
                (failure.error as? IOError).map { String(cString: strerror($0.errnoCode)) } ?? "\(failure.error)"
            }
            let dns = [connection.dnsAError, connection.dnsAAAAError].compactMap { $0 }
            let reason = (reasons.isEmpty ? dns.map { "cannot resolve the host: \($0)" } : reasons).first
            return FleetError(.unreachable, "\(database): \(reason ?? "cannot connect")")
        }
        if let io = error as? IOError {
            return FleetError(.unreachable, "\(database): \(String(cString: strerror(io.errnoCode)))")
        }
        if error is CancellationError { return FleetError(.unreachable, "\(database): cancelled") }
        return FleetError(.unreachable, "\(database): \(String(describing: error))")
    }

    /// Whether a TLS error will come again on the next try: the certificates (not trusted, not for
    /// this host, not readable) and a handshake the server's certificate failed. A connection cut
    /// mid-stream (`uncleanShutdown`: a server stopped or crashed, a network fault) or a handshake
    /// broken by the network passes: before, a server's restart ended a TLS sender with status 3.
    static func tlsFaultIsLasting(_ error: NIOSSLError) -> Bool {
        switch error {
        case .failedToLoadCertificate, .failedToLoadPrivateKey, .noSuchFilesystemObject, .cannotMatchULabel,
            .noCertificateToValidate, .unableToValidateCertificate, .unableToAllocateBoringSSLObject:
            return true
        case .handshakeFailed(let cause):
            return "\(cause)".uppercased().contains("CERTIFICATE")
        case .writeDuringTLSShutdown, .shutdownFailed, .cannotFindPeerIP, .readInInvalidTLSState, .uncleanShutdown:
            return false
        }
    }
}
