import ArgumentParser
import Testing

@testable import swipedeck

/// `swipedeck notify-relay COMMAND…`: everything after the subcommand is the command, a config file's
/// `--config` included (it is cage-kiosk's); its own help; no command is a usage error.
@Suite struct NotifyRelayCommandTests {
    func relay(_ arguments: [String]) throws -> NotifyRelayCommand {
        try #require(try SwipeDeckRoot.parseAsRoot(try ConfigArguments.expand(arguments)) as? NotifyRelayCommand)
    }

    @Test func theCommandAndItsArgumentsPassUnchanged() throws {
        let launcher = ["/usr/lib/swipedeck/cage-kiosk", "--config", "/etc/swipedeck/kiosk.conf"]
        #expect(try relay(["notify-relay"] + launcher).command == launcher, "--config is not read as SwipeDeck's")
        #expect(try relay(["notify-relay", "--", "sh", "-c", "exit 3"]).command == ["--", "sh", "-c", "exit 3"])
    }

    @Test func helpIsItsOwnAndNoCommandIsAUsageError() throws {
        #expect(try relay(["notify-relay", "--help"]).command == ["--help"], "run() prints the help for it")
        #expect(NotifyRelayCommand.helpMessage().contains("WATCHDOG"))
        #expect(throws: (any Error).self) { try relay(["notify-relay"]) }
    }
}
