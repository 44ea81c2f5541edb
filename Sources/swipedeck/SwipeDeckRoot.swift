import ArgumentParser
import Foundation
import SwipeDeck

/// `swipedeck [run] [DECK] [options]` (the default) and `swipedeck report LOG`.
/// Every usage error (unknown flag, bad value, bad config line) exits with status 2; `--help` exits 0.
@main
struct SwipeDeckRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipedeck",
        abstract: "Show a stack of cards and swipe them away: right = like, left = skip.",
        usage: """
            swipedeck [run] [<DECK>] [<options>]
            swipedeck report <LOG>... [--json] [--decision <DIRECTION>] [--by-card] [--session <ID>] [--since <TIME>] [--until <TIME>]
            """,
        discussion: "Without a subcommand, run shows the deck. See 'swipedeck run --help' for its options. SwipeDeck \(SwipeDeckVersion.current).",
        version: SwipeDeckVersion.current,
        subcommands: [SwipeDeckCommand.self, ReportCommand.self],
        defaultSubcommand: SwipeDeckCommand.self
    )

    /// Runs the command and exits; usage errors exit 2 instead of ArgumentParser's 64.
    /// First of all the standard descriptors are made safe to use (`ProcessSetup`).
    static func main() {
        ProcessSetup.prepare()
        if RootHelp.isRequested(Array(CommandLine.arguments.dropFirst())) {
            print(RootHelp.text(), terminator: "")
            Foundation.exit(0)
        }
        do {
            var command = try parseAsRoot(try expandConfig(Array(CommandLine.arguments.dropFirst())))
            if let app = command as? SwipeDeckCommand { Foundation.exit(try app.start()) }
            try command.run()
            Foundation.exit(0)
        } catch {
            // Help and version requests come through here as clean exits with status 0.
            if exitCode(for: error) == .success { exit(withError: error) }
            StandardError.write(fullMessage(for: error) + "\n")
            Foundation.exit(SwipeDeckApp.usageErrorStatus)
        }
    }

    /// Puts the lines of every `--config FILE` before the arguments (so the command line wins), each
    /// line checked on its own so a bad one is named by its file and line number. Several files are
    /// read in the order given; for a key set more than once the last line read wins
    /// (`ConfigFile.merged`), `false` included.
    static func expandConfig(_ arguments: [String]) throws -> [String] {
        guard arguments.first != "report" else { return arguments }
        var rest: [String] = []
        var paths: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" { rest += arguments[i...]; break }
            if argument == "--config", i + 1 < arguments.count {   // a missing value: ArgumentParser reports it
                paths.append(arguments[i + 1]); i += 2; continue
            }
            if argument.hasPrefix("--config=") { paths.append(String(argument.dropFirst("--config=".count))); i += 1; continue }
            rest.append(argument); i += 1
        }
        guard !paths.isEmpty else { return arguments }
        var files: [[ConfigFile.Entry]] = []
        for path in paths {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw ValidationError("--config: cannot read \(path)")
            }
            do { files.append(try ConfigFile.parse(text, name: path)) } catch { throw ValidationError(error.description) }
            for entry in files[files.count - 1] {
                do { _ = try SwipeDeckCommand.parse(entry.arguments) } catch {
                    let reason = SwipeDeckCommand.message(for: error)
                    throw ValidationError("--config: \(path) line \(entry.line): \(reason.hasPrefix("Unknown option") ? "unknown key \"\(entry.key)\"" : reason)")
                }
            }
        }
        let runArguments = rest.first == "run" ? Array(rest.dropFirst()) : rest
        let given = try SwipeDeckCommand.parse(runArguments)
        let prefix = ConfigFile.merged(files).filter { $0.key != "deck" || given.deck == nil }.flatMap(\.arguments)
        return prefix + runArguments
    }
}
