import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

/// `swipedeck notify-relay COMMAND [ARGUMENT...]`: runs COMMAND as a child and sends its systemd
/// notifications (READY=1, WATCHDOG=1, STATUS=…) on to `$NOTIFY_SOCKET` as its own, so systemd, which
/// takes them only from the unit's main process or its control group, hears an app that left the
/// unit's cgroup: in the kiosk unit `PAMName=login` moves the launcher, cage and SwipeDeck into the
/// login session's scope (issue 28). The relay is the unit's main process.
///
/// - The command runs in a process group of its own; SIGTERM and SIGINT to the relay go to that group
///   (`systemctl stop`). SIGHUP is ignored: logrotate's `pkill -HUP -x swipedeck` names the relay too,
///   and the app, HUPed itself, reopens its log.
/// - SIGABRT (systemd's `WatchdogSignal=` default, sent when the pings stopped) goes to the group too,
///   and `abortGrace` seconds later SIGKILL: a hung app does not outlive the unit.
/// - The relay exits with the command's status (128 + N when signal N ended it); what is left of the
///   group when the command ends is killed.
/// - Without `$NOTIFY_SOCKET`, or when it cannot be set up (one warning), the relay becomes the command
///   (exec), so nothing changes outside systemd.
public enum NotifyRelay {
    /// Seconds between SIGABRT passed on and SIGKILL to what is left of the command's group. 5.
    static let abortGrace = 5.0

    /// Runs `command` under the relay as `environment` asks and returns the status to exit with
    /// (127: the command cannot be run, with a message on stderr). `warn` gets one-line warnings.
    public static func run(_ command: [String], environment: [String: String], warn: @escaping (String) -> Void)
        -> Int32
    {
        guard !command.isEmpty else {
            warn("notify-relay: no COMMAND to run")
            return 2
        }
        guard let text = environment["NOTIFY_SOCKET"], !text.isEmpty else { return execute(command) }
        guard let address = NotifyAddress(text), let upstream = try? NotifySocket(address: address) else {
            warn("NOTIFY_SOCKET=\(text) cannot be used; running \(command[0]) without the relay")
            return execute(command)
        }
        guard let wake = RelaySignals.install() else {
            warn("no pipe for the relay's signals; running \(command[0]) without the relay")
            return execute(command)
        }
        let inbox: RelayInbox
        do {
            inbox = try RelayInbox(base: environment["XDG_RUNTIME_DIR"] ?? environment["TMPDIR"] ?? "/tmp")
        } catch {
            warn("\(error); running \(command[0]) without the relay")
            return execute(command)
        }
        defer { inbox.remove() }
        let child: pid_t
        do {
            child = try RelayChild.spawn(
                command, environment: RelayMessage.commandEnvironment(environment, socketPath: inbox.path))
        } catch {
            StandardError.write("swipedeck: error: \(error)\n")
            return 127
        }
        var loop = RelayLoop(child: child, upstream: upstream, warn: warn)
        return loop.run(inbox: inbox, wake: wake)
    }

    /// Replaces this process with `command` (searched on PATH); returns 127 after a message when it
    /// cannot.
    static func execute(_ command: [String]) -> Int32 {
        var arguments = command.map { strdup($0) } + [nil]
        execvp(command[0], &arguments)
        let reason = String(cString: strerror(errno))
        StandardError.write("swipedeck: error: notify-relay: cannot run \(command[0]): \(reason)\n")
        return 127
    }
}
