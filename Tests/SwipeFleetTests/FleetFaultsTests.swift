import NIOSSL
import Testing

@testable import SwipeFleet
@testable import SwipeFleetRequest

/// Which faults the sender tries again and which end it (issue 25's exit statuses 3 and 4).
@Suite struct FleetFaultsTests {
    let database = "postgresql://kiosk@db.example/fleet"

    @Test func aTLSConnectionCutByAServerRestartIsTriedAgain() {
        for cut in [NIOSSLError.uncleanShutdown, .readInInvalidTLSState, .writeDuringTLSShutdown] {
            #expect(FleetFaults.classify(cut, database: database, user: nil).kind == .unreachable, "\(cut)")
        }
    }

    @Test func certificatesThatWillNotDoEndTheRun() {
        for lasting in [NIOSSLError.unableToValidateCertificate, .cannotMatchULabel, .failedToLoadCertificate] {
            #expect(FleetFaults.classify(lasting, database: database, user: nil).kind == .refused, "\(lasting)")
        }
    }
}
