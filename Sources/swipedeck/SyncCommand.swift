import ArgumentParser
import Foundation
import SwipeDeck
import SwipeFleet

/// `swipedeck sync LOG... --database URL`: the fleet's sender, a process of its own beside the kiosk.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract:
            "Send decision logs' lines to a PostgreSQL database, each line once, following the logs as they grow.",
        discussion:
            "Each complete line goes to the table swipedeck.decisions (schema and table made when missing, if the role may). A cursor per log, kept in the state folder, moves only after the database committed the lines, and the database keeps each line once, so a crash or a lost connection never loses or doubles a line. Logs renamed by logrotate are drained before the new file is read. An unreachable database is retried with growing pauses; the backlog is reported on stderr now and then. The password comes from the URL, --password-file, or systemd's credential db-password. Exit status: 0 done (--once) or stopped (SIGTERM), 1 a log or the state folder cannot be used, 2 bad usage, 3 the database refused (password, privilege, schema), 4 the database cannot be reached (--once)."
    )

    @Argument(help: ArgumentHelp("Decision logs written with --log.", valueName: "LOG"))
    var logs: [String] = []

    @Option(
        help: ArgumentHelp(
            "The database: postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=verify-full&sslrootcert=FILE].",
            valueName: "URL"))
    var database: String?

    @Option(
        name: .customLong("password-file"),
        help: ArgumentHelp(
            "Read the password from FILE (not readable by other users). Default: the URL's, or $CREDENTIALS_DIRECTORY/db-password.",
            valueName: "FILE"))
    var passwordFile: String?

    @Flag(help: "Send what the logs hold now, then exit 0. Default: follow them until stopped.")
    var once = false

    @Option(
        name: .customLong("kiosk-name"),
        help: ArgumentHelp(
            "The kiosk stored for older lines that name none. Default: the host name.", valueName: "NAME"))
    var kioskName: String?

    @Option(
        name: .customLong("state-dir"),
        help: ArgumentHelp(
            "Where the cursors are kept. Default: $STATE_DIRECTORY, else ~/.local/state/swipedeck/sync.",
            valueName: "DIR"))
    var stateDir: String?

    @Option(
        name: .customLong("status-every"),
        help: ArgumentHelp(
            "Seconds between backlog reports while lines wait, 1…86400. Default: 60.", valueName: "SECONDS"))
    var statusEvery: Double = 60

    func validate() throws {
        if logs.isEmpty { throw ValidationError("missing LOG: give the decision logs to send") }
        if database == nil { throw ValidationError("missing --database URL") }
        if !(1...86_400).contains(statusEvery) { throw ValidationError("--status-every: expected 1…86400 seconds") }
    }

    /// `--kiosk-name`'s value checked as the app checks it.
    static func kioskName(_ name: String) throws(FleetError) -> String {
        do { return try KioskName.parse(name) } catch { throw FleetError(.usage, error.description) }
    }

    func run() throws {
        let say: @Sendable (String) -> Void = { text in StandardError.write("swipedeck sync: \(text)\n") }
        let options: SyncOptions
        do {
            let url = try DatabaseURL(parsing: database ?? "")
            var made = SyncOptions(
                logs: try logs.map(SyncStateFolder.absoluteLog), database: url,
                password: try Password.resolve(for: url, file: passwordFile),
                kiosk: try kioskName.map(Self.kioskName) ?? KioskName.hostName(),
                stateFolder: stateDir ?? SyncStateFolder.standard())
            made.once = once
            made.statusInterval = statusEvery
            options = made
        } catch {
            say(error.description)
            Foundation.exit(error.exitStatus)
        }
        let status = waitFor { () async -> Int32 in
            let sender: SyncSender
            do { sender = try SyncSender(options, say: say) } catch let error as FleetError {
                say(error.description)
                return error.exitStatus
            } catch {
                return 1
            }
            let status = sender.status
            SignalStop.install { say("stopped: " + status.line()) }
            return await sender.run()
        }
        Foundation.exit(status)
    }
}

/// SIGTERM and SIGINT end the sender at once with status 0 (nothing is lost: the cursor moves only
/// after a commit); SIGHUP, which logrotate sends to every `swipedeck`, is ignored.
enum SignalStop {
    nonisolated(unsafe) static var sources: [DispatchSourceSignal] = []

    static func install(_ lastWords: @escaping @Sendable () -> Void) {
        signal(SIGHUP, SIG_IGN)
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
