import ArgumentParser
import Foundation
import SwipeDeck

/// `--config FILE`: the lines of every config file put before the arguments as the flags they stand
/// for (`ConfigFile.Entry.arguments`), so ArgumentParser parses them into the same typed values as
/// the command line, and the command line wins.
enum ConfigArguments {
    /// The arguments with every `--config FILE` (or `--config=FILE`) replaced by its files' lines,
    /// put first. Several files are read in the order given; for a key set more than once the last
    /// line read wins (`ConfigFile.merged`), `false` included; a key the command line gives drops
    /// the files' line for it. Each line is checked on its own, so a bad one is named by its file
    /// and line number with the flag's own message: an unknown key always, a bad value (or a value
    /// after a key that takes none) when the line is used. `report`'s and `notify-relay`'s arguments pass
    /// unchanged.
    static func expand(_ arguments: [String]) throws -> [String] {
        guard arguments.first != "report", arguments.first != "notify-relay" else { return arguments }
        let (paths, rest) = split(arguments)
        guard !paths.isEmpty else { return arguments }
        var files: [[ConfigFile.Entry]] = []
        for path in paths {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw ValidationError("--config: cannot read \(path)")
            }
            do { files.append(try ConfigFile.parse(text, name: path)) } catch {
                throw ValidationError(error.description)
            }
        }
        let runArguments = rest.first == "run" ? Array(rest.dropFirst()) : rest
        let given = try SwipeDeckCommand.parse(runArguments)
        var overridden = ConfigFile.keysGiven(in: runArguments)
        if given.deckPath != nil { overridden.insert("deck") }
        let used = ConfigFile.merged(files).filter { !overridden.contains($0.key) }
        let usedLines = Set(used)
        for entry in files.joined() { try check(entry, used: usedLines.contains(entry)) }
        return used.flatMap { flagArguments(for: $0) } + runArguments
    }

    /// The arguments `entry` stands for (`ConfigFile.Entry.arguments(takesValue:)`, the key's kind
    /// from `OptionTable`), except that a switch with a `--no-` form (`reduced-motion`) set false gives
    /// that form: `reduced-motion = false` turns reduced motion off rather than leaving it to the
    /// desktop. (Given later, the command line's form of the same switch wins.)
    static func flagArguments(for entry: ConfigFile.Entry) -> [String] {
        let plain = entry.arguments(takesValue: takesValue(entry.key))
        guard plain.isEmpty, OptionTable.configKind(entry.key) == .switchWithNo else { return plain }
        return ["--no-" + entry.key]
    }

    /// Whether `key`'s flag takes a value (`--window 800x600`) rather than being a switch
    /// (`--kiosk`), as `OptionTable.configKind` says. Unknown keys count as taking one.
    static func takesValue(_ key: String) -> Bool {
        !(OptionTable.configKind(key)?.isSwitch ?? false)
    }

    /// The `--config` paths, and the other arguments in their order (all after a `--`).
    static func split(_ arguments: [String]) -> (paths: [String], rest: [String]) {
        var rest: [String] = []
        var paths: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" { rest += arguments[i...]; break }
            if argument == "--config", i + 1 < arguments.count { // a missing value: ArgumentParser reports it
                paths.append(arguments[i + 1]); i += 2; continue
            }
            if argument.hasPrefix("--config=") {
                paths.append(String(argument.dropFirst("--config=".count))); i += 1; continue
            }
            rest.append(argument); i += 1
        }
        return (paths, rest)
    }

    /// Throws for an unknown key (one `OptionTable.configKind` does not know), and when `used` for a
    /// value after a switch (it would be read as the deck) or a value its flag refuses (the flag's own
    /// message).
    static func check(_ entry: ConfigFile.Entry, used: Bool) throws {
        guard OptionTable.configKind(entry.key) != nil else {
            throw ValidationError("--config: \(entry.place): unknown key \"\(entry.key)\"")
        }
        guard used else { return }
        let takes = takesValue(entry.key)
        let arguments = entry.arguments(takesValue: takes)
        if !takes && arguments.count > 1 {
            throw ValidationError(
                "--config: \(entry.place): \(entry.key) is a switch: expected true or false (or yes/no, on/off), got \"\(entry.value)\""
            )
        }
        do { _ = try SwipeDeckCommand.parse(arguments) } catch {
            throw ValidationError(
                "--config: \(entry.place): \(OptionMessages.reason(error, parsing: SwipeDeckCommand.self))")
        }
    }
}
