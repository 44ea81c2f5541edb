import Foundation
import SwipeDeck
import SwipeFleet
import SwipeFleetRequest

/// `swipedeck sync`: the sender, until it is stopped or (`--once`) the logs are drained.
enum SyncRun {
    /// Runs the sender; returns the exit status (`FleetError.exitStatus`, 0 when done or stopped).
    static func run(_ request: SyncRequest) -> Int32 {
        let say: @Sendable (String) -> Void = { text in StandardError.write("swipedeck sync: \(text)\n") }
        let options: SyncOptions
        do {
            let url = try DatabaseURL(parsing: request.database)
            var made = SyncOptions(
                logs: request.logs, database: url,
                password: try Password.resolve(for: url, file: request.passwordFile),
                kiosk: request.kioskName ?? KioskName.hostName(),
                stateFolder: request.stateDir ?? SyncStateFolder.standard())
            made.once = request.once
            made.statusInterval = request.statusEvery
            options = made
        } catch {
            say(error.description)
            return error.exitStatus
        }
        return waitFor { () async -> Int32 in
            let sender: SyncSender
            do { sender = try SyncSender(options, say: say) } catch let error as FleetError {
                say(error.description)
                return error.exitStatus
            } catch {
                return 1
            }
            let status = sender.status, probe = sender.probe
            SignalStop.install {
                let backlog = probe.measure()
                status.note(backlog: backlog.lines, oldest: backlog.oldest)
                say("stopped: " + status.line())
            }
            return await sender.run()
        }
    }
}

/// SIGTERM and SIGINT end the sender at once with status 0 (nothing is lost: the cursor moves only
/// after a commit), saying what was stored and what waits, measured from the saved cursors.
enum SignalStop {
    nonisolated(unsafe) static var sources: [DispatchSourceSignal] = []

    static func install(_ lastWords: @escaping @Sendable () -> Void) {
        for number in [SIGTERM, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                lastWords()
                Foundation.exit(0)
            }
            source.resume()
            sources.append(source)
        }
    }
}
