import Foundation
import SwipeDeck
import SwipeFleet
import SwipeFleetRequest

/// swipedeck-fleet REQUEST: the fleet's PostgreSQL client, started by `swipedeck sync` and
/// `swipedeck report --database` with their checked flags as one JSON argument (`FleetRequest`).
/// Not meant to be run by hand.
signal(SIGHUP, SIG_IGN) // logrotate's postrotate HUPs every swipedeck: the sender has nothing to reopen
guard CommandLine.arguments.count == 2, let request = FleetProgram.request(CommandLine.arguments[1]) else {
    StandardError.write("\(FleetProgram.name): run it as swipedeck sync or swipedeck report --database\n")
    exit(2)
}
ProcessSetup.prepare()
switch request {
case .sync(let sync):
    IdlePriority.enter() // before any thread starts: a kiosk's frames come first
    FleetExecutor.install() // no libdispatch worker: an idle sender never wakes (Pause)
    exit(SyncRun.run(sync))
case .report(let report): exit(ReportRun.run(report))
}
