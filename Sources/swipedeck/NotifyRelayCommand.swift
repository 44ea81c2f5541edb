import ArgumentParser
import Foundation
import SwipeDeck

/// `swipedeck notify-relay COMMAND [ARGUMENT...]`: the kiosk unit's main process, which passes the
/// app's systemd notifications on as its own (`NotifyRelay`).
struct NotifyRelayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify-relay",
        abstract: "Run COMMAND and pass its systemd notifications (READY, WATCHDOG, STATUS) on as this process's.",
        discussion:
            "For a systemd unit whose app leaves the unit's control group, as the kiosk unit's login session (PAMName=) moves cage and SwipeDeck: systemd then takes notifications only from the unit's main process, which this is. COMMAND runs in a process group of its own and is told a socket of the relay's in NOTIFY_SOCKET; SIGTERM and SIGINT go on to that group (SIGHUP is ignored), SIGABRT (the watchdog's signal) too, followed by SIGKILL 5 s later. The exit status is COMMAND's (128+N when signal N ended it; 127 when it cannot be run). Without NOTIFY_SOCKET the relay simply runs COMMAND in its place."
    )

    @Argument(
        parsing: .captureForPassthrough,
        help: ArgumentHelp("The command to run, with its arguments.", valueName: "COMMAND"))
    var command: [String] = []

    func validate() throws {
        if command.isEmpty { throw ValidationError("missing COMMAND: give the command to run") }
    }

    func run() throws {
        if command.first == "--help" || command.first == "-h" { // the command's own --help comes after "--"
            print(Self.helpMessage())
            return
        }
        let arguments = command.first == "--" ? Array(command.dropFirst()) : command
        if arguments.isEmpty { throw ValidationError("missing COMMAND: give the command to run") }
        let status = NotifyRelay.run(arguments, environment: ProcessInfo.processInfo.environment) {
            StandardError.write("swipedeck: warning: \($0)\n")
        }
        Foundation.exit(status)
    }
}
