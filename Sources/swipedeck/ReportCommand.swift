import ArgumentParser
import Foundation
import SwipeCore
import SwipeDeck
import SwipeFleetRequest

/// `swipedeck report LOG...`: each card's final decision in one or more decision logs (after undos),
/// or with `--by-card` per-card statistics over a fleet's logs.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Print each card's final decision in decision logs (after undos) as CSV or JSON, or per-card statistics with --by-card.",
        discussion:
            "LOG is a file written with --log, or - for standard input (e.g. journalctl -o cat -u swipedeck-kiosk | swipedeck report -). Several logs are read as one, each machine (the kiosk name in each line; for older lines without one, the log they come from) kept apart. Each visitor counts: a row is one card as one visitor session on one machine left it (its last line for the card decides it; a card is known by its id). CSV has a card,index,decision header, with a kiosk column first over several machines and a session column when a machine had several visitor sessions. Cards whose last line in a session is an undo are not decided and are left out. --by-card prints card,shown,liked,skipped,skipped_<direction>...,like_rate,median_ms: a card is shown once per visitor session that decided it, counted by the session's last line for it; median_ms is the median time on top before the deciding line (for the first card of a session that began with nobody there, a kiosk starting or an idle reset, counted from the visitor's first touch or key). In CSV, a text starting with = + - @ tab or CR gets a leading ' (so spreadsheets do not run it as a formula) and control characters are written as \\u00XX. Skipped (torn) log lines are reported on stderr."
    )

    @Argument(help: ArgumentHelp("Decision logs written with --log; - reads standard input.", valueName: "LOG"))
    var logs: [String] = []

    @Option(
        help: ArgumentHelp(
            "Report on the decisions swipedeck sync stored in this PostgreSQL database instead of logs: postgresql://USER@HOST[:PORT]/DATABASE. Default: none.",
            valueName: "URL"))
    var database: String?

    @Option(
        name: .customLong("password-file"),
        help: ArgumentHelp(
            "With --database: read the password from FILE (not readable by other users). Default: the URL's.",
            valueName: "FILE"))
    var passwordFile: String?

    @Flag(help: "Print a JSON array instead of CSV. Default: off.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Only cards decided this way: left, right, up, down or a diagonal. Default: all.", valueName: "DIRECTION"))
    var decision: String?

    @Flag(
        name: .customLong("by-card"),
        help:
            "Per card: shown, liked, skipped (in each direction), like rate and median time on top before the decision (ms). Default: off."
    )
    var byCard = false

    @Option(help: ArgumentHelp("Only lines of this visitor session (8 hex digits). Default: all.", valueName: "ID"))
    var session: String?

    @Option(
        help: ArgumentHelp(
            "Only lines written at or after TIME, ISO 8601 (2026-11-22 or 2026-11-22T10:00:00Z; UTC without an offset). Default: no bound.",
            valueName: "TIME"))
    var since: String?

    @Option(
        help: ArgumentHelp(
            "Only lines written before TIME, ISO 8601 like --since. Default: no bound.", valueName: "TIME"))
    var until: String?

    @OptionGroup var pathFlags: ReportPathFlags

    /// The `--decision` filter as the log writes it ("upLeft"), nil for all.
    var only: String? {
        decision.flatMap { d in SwipeDirection.allCases.first { $0.rawValue.lowercased() == d.lowercased() }?.rawValue }
    }

    func validate() throws {
        if logs.isEmpty && database == nil {
            throw ValidationError(
                "missing LOG: give one or more decision logs, - for standard input, or --database URL")
        }
        if !logs.isEmpty && database != nil {
            throw ValidationError("give decision logs or --database, not both")
        }
        if logs.filter({ $0 == "-" }).count > 1 { throw ValidationError("- (standard input) can be read only once") }
        if byCard && decision != nil {
            throw ValidationError("--decision and --by-card do not go together: --by-card counts every direction")
        }
        if let decision, only == nil {
            throw ValidationError(
                "--decision: unknown direction \"\(decision)\"; valid: \(SwipeDirection.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        try pathFlags.check(byCard: byCard, json: json, database: database)
        for (name, value) in [("--since", since), ("--until", until)] {
            if let value, LogFilter.parseTime(value) == nil {
                throw ValidationError(
                    "\(name): expected an ISO 8601 time such as 2026-11-22 or 2026-11-22T10:00:00Z, got \"\(value)\"")
            }
        }
    }

    func run() throws {
        let filter = LogFilter(
            session: session, since: since.flatMap(LogFilter.parseTime), until: until.flatMap(LogFilter.parseTime))
        if let database { try runInTheDatabase(database) }
        var entries: [LogEntry] = []
        for log in logs {
            for var entry in try read(log) where filter.keeps(entry) {
                if entry.kiosk == nil { entry.kiosk = log } // an older line: its log stands for its machine
                entries.append(entry)
            }
        }
        let machine = { (e: LogEntry) in e.kiosk ?? "" }
        if byCard {
            let stats = CardStatistics.compute(entries, machine: machine)
            print(json ? CardStatistics.json(stats) : CardStatistics.csv(stats), terminator: "")
            return
        }
        let rows = DecisionReport.rows(entries, only: only, machine: machine)
        if pathFlags.paths { return print(try pathFlags.text(rows), terminator: "") }
        let (kiosk, session) = DecisionReport.columns(entries, machine: machine)
        print(
            json
                ? DecisionReport.json(rows, withKiosk: kiosk, withSession: session)
                : DecisionReport.csv(rows, withKiosk: kiosk, withSession: session),
            terminator: "")
    }

    /// The entries of one log (`-`: standard input), its skipped lines reported on stderr.
    func read(_ log: String) throws -> [LogEntry] {
        let result: DecisionLogReader.Result
        if log == "-" {
            result = DecisionLogReader.readStandardInput()
        } else {
            guard FileManager.default.fileExists(atPath: log) else {
                throw ValidationError("cannot read decision log \(log): \(String(cString: strerror(ENOENT)))")
            }
            do { result = try DecisionLogReader.read(path: log) } catch { throw ValidationError(error.description) }
        }
        // From journald (-) the app's warnings come mixed with its decision lines: counted, not listed.
        let strays = log == "-" ? result.problems.filter { $0.hasSuffix("is not a decision, skipped") } : []
        for problem in result.problems where !strays.contains(problem) {
            StandardError.write("swipedeck: warning: decision log \(problem)\n")
        }
        if !strays.isEmpty {
            StandardError.write(
                "swipedeck: warning: standard input: \(strays.count) line\(strays.count == 1 ? "" : "s") that \(strays.count == 1 ? "is" : "are") not a decision skipped\n"
            )
        }
        return result.entries
    }

    /// `--database`: the checked flags go to the fleet program, which replaces this process.
    func runInTheDatabase(_ database: String) throws -> Never {
        do { _ = try DatabaseURL(parsing: database) } catch { throw ValidationError(error.description) }
        let request = ReportRequest(
            database: database, passwordFile: passwordFile, json: json, byCard: byCard, only: only, session: session,
            since: since, until: until)
        StandardError.write("swipedeck report: \(FleetProgram.exec(.report(request)))\n")
        Foundation.exit(1)
    }
}
