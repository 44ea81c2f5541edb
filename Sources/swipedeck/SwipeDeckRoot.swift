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
            swipedeck report --database <URL> [<report options>]
            swipedeck sync <LOG>... --database <URL> [--once]
            swipedeck notify-relay <COMMAND> [<ARGUMENT>...]
            """,
        discussion:
            "Without a subcommand, run shows the deck. See 'swipedeck run --help' for its options. SwipeDeck \(SwipeDeckVersion.current).",
        version: SwipeDeckVersion.current,
        subcommands: [SwipeDeckCommand.self, ReportCommand.self, SyncCommand.self, NotifyRelayCommand.self],
        defaultSubcommand: SwipeDeckCommand.self
    )

    /// Runs the command and exits; usage errors exit 2 instead of ArgumentParser's 64.
    /// First of all the standard descriptors are made safe to use (`ProcessSetup`).
    static func main() {
        // logrotate's postrotate HUPs every swipedeck; a sender about to become swipedeck-fleet ignores
        // it from its first instruction on (an ignored signal stays ignored across exec).
        // The notify relay, named by the same pkill, ignores it as well.
        if ["sync", "notify-relay"].contains(CommandLine.arguments.dropFirst().first) { signal(SIGHUP, SIG_IGN) }
        ProcessSetup.prepare()
        if RootHelp.isRequested(Array(CommandLine.arguments.dropFirst())) {
            print(RootHelp.text(), terminator: "")
            Foundation.exit(0)
        }
        do {
            var command = try parseAsRoot(try ConfigArguments.expand(Array(CommandLine.arguments.dropFirst())))
            if let app = command as? SwipeDeckCommand { Foundation.exit(try app.start()) }
            do { try command.run() } catch {
                if exitCode(for: error) == .success { exit(withError: error) } // help, version
                StandardError.write(UsageMessage.text(for: error, command: type(of: command)) + "\n")
                Foundation.exit(SwipeDeckApp.usageErrorStatus)
            }
            Foundation.exit(0)
        } catch {
            // Help and version requests come through here as clean exits with status 0.
            if exitCode(for: error) == .success { exit(withError: error) }
            StandardError.write(UsageMessage.text(for: error) + "\n")
            Foundation.exit(SwipeDeckApp.usageErrorStatus)
        }
    }
}
