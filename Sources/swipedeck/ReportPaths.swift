import ArgumentParser
import Foundation
import SwipeDeck

/// `swipedeck report --paths --deck DECK LOG...`: the files of the decided cards, to act on them
/// (`swipedeck report --paths -0 --decision right --deck ~/Photos log.jsonl | xargs -0 mv -t liked/`).
struct ReportPathFlags: ParsableArguments {
    @Flag(
        help:
            "Print the decided cards' files (their pictures), one per line, instead of CSV; each file once. Needs --deck. Default: off."
    )
    var paths = false

    @Option(
        help: ArgumentHelp(
            "With --paths: the deck the log was written for (a folder or a deck.json), which knows each card's file.",
            valueName: "DECK"))
    var deck: String?

    @Flag(help: "With --paths and a folder deck: its sub-folders' pictures too, as run --recursive. Default: off.")
    var recursive = false

    @Flag(
        name: [.customShort("0"), .customLong("null")],
        help: "With --paths: end each path with a NUL instead of a newline (for xargs -0). Default: off.")
    var null = false

    /// Refuses the flags that do not go together.
    func check(byCard: Bool, json: Bool, database: String?) throws {
        if !paths {
            if deck != nil || recursive || null { throw ValidationError("--deck, --recursive and -0 go with --paths") }
            return
        }
        if deck == nil { throw ValidationError("--paths needs --deck DECK: the deck knows each card's file") }
        if byCard || json { throw ValidationError("--paths prints paths: not with --by-card or --json") }
        if database != nil { throw ValidationError("--paths reads decision logs: not with --database") }
    }

    /// The text for `rows`: each decided card's picture once, in the report's order, each ended by a
    /// newline or a NUL. Cards the deck does not hold, or that have no picture, are named on stderr.
    func text(_ rows: [DecisionReport.Row]) throws -> String {
        let loaded: LoadedDeck
        do { loaded = try DeckLoader.load(path: deck ?? "", recursive: recursive) } catch {
            throw ValidationError("--deck: \(error)")
        }
        var fileOf: [String: String?] = [:]
        for index in 0..<loaded.deck.count {
            let face = loaded.deck.card(at: index)
            if fileOf[face.id] == nil { fileOf[face.id] = .some(face.imagePath) }
        }
        var printed = Set<String>(), missing: [String] = [], bare: [String] = []
        var out = ""
        for row in rows where !printed.contains(row.card) {
            printed.insert(row.card)
            guard let file = fileOf[row.card] else { missing.append(row.card); continue }
            guard let path = file else { bare.append(row.card); continue }
            out += path + (null ? "\0" : "\n")
        }
        if !missing.isEmpty {
            StandardError.write(
                "swipedeck: warning: \(missing.count) decided card\(missing.count == 1 ? " is" : "s are") not in \(deck ?? ""), left out: \(missing.prefix(5).joined(separator: ", "))\(missing.count > 5 ? ", …" : "")\n"
            )
        }
        if !bare.isEmpty {
            StandardError.write(
                "swipedeck: warning: \(bare.count) decided card\(bare.count == 1 ? " has" : "s have") no picture, left out: \(bare.prefix(5).joined(separator: ", "))\(bare.count > 5 ? ", …" : "")\n"
            )
        }
        return out
    }
}
