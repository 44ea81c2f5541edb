import Testing

@testable import SwipeFleetRequest

/// The kiosk's binary hands `sync` and `report --database` to the fleet program as one JSON argument.
@Suite struct FleetProgramTests {
    @Test func aRequestCrossesAsOneArgumentUnchanged() {
        let sync = FleetRequest.sync(
            SyncRequest(
                logs: ["/var/log/swipedeck/a b.jsonl"], database: "postgresql://k@db/f?sslmode=verify-full",
                passwordFile: nil, once: true, kioskName: "lobby \"1\"", stateDir: "/var/lib/s", statusEvery: 60))
        let report = FleetRequest.report(
            ReportRequest(
                database: "postgresql://r@db/f", passwordFile: "/root/pw", json: true, byCard: false, only: "upLeft",
                session: "3f9a0c1e", since: "2026-11-01", until: nil))
        for request in [sync, report] {
            #expect(FleetProgram.request(FleetProgram.argument(request)) == request)
        }
        #expect(FleetProgram.request("--help") == nil)
    }

    @Test func theProgramIsLookedForBesideTheBinaryThenInLib() {
        #expect(
            FleetProgram.candidates(besides: "/usr/bin/swipedeck") == [
                "/usr/bin/swipedeck-fleet", "/usr/lib/swipedeck/swipedeck-fleet",
            ])
    }
}
