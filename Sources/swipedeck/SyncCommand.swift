import ArgumentParser
import Foundation
import SwipeDeck
import SwipeFleetRequest

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

    /// Hands the checked flags to the fleet program (which replaces this process); a bad value
    /// exits 2 here with one line.
    func run() throws {
        let request: SyncRequest
        do {
            _ = try DatabaseURL(parsing: database ?? "")
            request = SyncRequest(
                logs: try logs.map(SyncStateFolder.absoluteLog), database: database ?? "",
                passwordFile: passwordFile, once: once, kioskName: try kioskName.map(Self.kioskName),
                stateDir: stateDir, statusEvery: statusEvery)
        } catch {
            StandardError.write("swipedeck sync: \(error.description)\n")
            Foundation.exit(error.exitStatus)
        }
        StandardError.write("swipedeck sync: \(FleetProgram.exec(.sync(request)))\n")
        Foundation.exit(1)
    }

    /// `--kiosk-name`'s value checked as the app checks it.
    static func kioskName(_ name: String) throws(FleetError) -> String {
        do { return try KioskName.parse(name) } catch { throw FleetError(.usage, error.description) }
    }
}
