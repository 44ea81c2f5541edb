import ArgumentParser
import Foundation
import SwipeCore
import SwipeDeck

/// `swipedeck report LOG`: each card's final decision in a decision log, after undos.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print each card's final decision in a decision log (after undos) as CSV or JSON.",
        discussion: "CSV has a card,index,decision header; a card is known by its id, and its last line decides it. Cards whose last line is an undo are not decided and are left out. In CSV, a text starting with = + - @ tab or CR gets a leading ' (so spreadsheets do not run it as a formula) and control characters are written as \\u00XX. Skipped (torn) log lines are reported on stderr."
    )

    @Argument(help: ArgumentHelp("A decision log written with --log.", valueName: "LOG"))
    var log: String

    @Flag(help: "Print a JSON array instead of CSV. Default: off.")
    var json = false

    @Option(help: ArgumentHelp("Only cards decided this way: left, right, up, down or a diagonal. Default: all.", valueName: "DIRECTION"))
    var decision: String?

    /// The `--decision` filter as the log writes it ("upLeft"), nil for all.
    var only: String? {
        decision.flatMap { d in SwipeDirection.allCases.first { $0.rawValue.lowercased() == d.lowercased() }?.rawValue }
    }

    func validate() throws {
        if let decision, only == nil {
            throw ValidationError("--decision: unknown direction \"\(decision)\"; valid: \(SwipeDirection.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: log) else {
            throw ValidationError("cannot read decision log \(log): \(String(cString: strerror(ENOENT)))")
        }
        let result: DecisionLogReader.Result
        do { result = try DecisionLogReader.read(path: log) } catch { throw ValidationError(error.description) }
        for problem in result.problems { StandardError.write("swipedeck: warning: decision log \(problem)\n") }
        let rows = DecisionReport.rows(result.entries, only: only)
        print(json ? DecisionReport.json(rows) : DecisionReport.csv(rows), terminator: "")
    }
}
