import SwipeSDL

/// Tells systemd how the app is (sd_notify(3)'s protocol, written here: `NotifySocket` sends one
/// datagram per message), only when `$NOTIFY_SOCKET` is set. A socket that is missing or refuses
/// gets one warning for the whole run; the app runs on and keeps trying quietly.
///
/// `$WATCHDOG_USEC` turns the watchdog on (`watchdog`). `$WATCHDOG_PID` is not compared with the
/// app's process id: in the kiosk unit the main process is `cage-kiosk`, which starts cage, which
/// starts the app (`NotifyAccess=all` lets the app's messages through).
final class SystemdNotifier {
    private let socket: NotifySocket?
    private let warn: (String) -> Void
    private var warned = false
    /// The watchdog asked for; nil: none.
    private(set) var watchdog: WatchdogPolicy?

    /// The notifier `environment` asks for; nil without `NOTIFY_SOCKET` (or with it empty). A value
    /// that is no socket address, or a socket the system refuses, gives one warning through `warn`
    /// and a notifier that sends nothing.
    init?(environment: [String: String], warn: @escaping (String) -> Void) {
        guard let text = environment["NOTIFY_SOCKET"], !text.isEmpty else { return nil }
        self.warn = warn
        watchdog = WatchdogPolicy(watchdogMicroseconds: environment["WATCHDOG_USEC"])
        guard let address = NotifyAddress(text) else {
            socket = nil
            warned = true
            warn("NOTIFY_SOCKET=\(text) is not a socket path (/…) or an abstract name (@…); systemd is not told")
            return
        }
        do { socket = try NotifySocket(address: address) } catch {
            socket = nil
            warned = true
            warn("\(error); systemd is not told")
            return
        }
        if let watchdog, watchdog.pingInterval * 2 < Self.shortestWatchdog {
            warn(
                "WATCHDOG_USEC asks for a watchdog of \(watchdog.pingInterval * 2) s; the loop wakes every "
                    + "\(Double(FrameSchedule.periodicWakeMs) / 1000) s, so pings may come late")
        }
    }

    /// The shortest watchdog timeout the loop's periodic wake keeps up with, seconds: twice
    /// `FrameSchedule.periodicWakeMs`.
    static var shortestWatchdog: Double { Double(FrameSchedule.periodicWakeMs) * 2 / 1000 }

    /// Sends `message`; the first failure of the run is warned about, later ones are quiet.
    func send(_ message: String) {
        guard let socket else { return }
        do { try socket.send(message) } catch {
            guard !warned else { return }
            warned = true
            warn("\(error); the kiosk runs on without telling systemd")
        }
    }

    /// Whether a ping is due at `t` (`WatchdogPolicy.isPingDue`); false without a watchdog.
    func isPingDue(at t: Double, frameOwedSince: Double?) -> Bool {
        watchdog?.isPingDue(at: t, frameOwedSince: frameOwedSince) ?? false
    }

    /// A ping went out at `t`.
    func pinged(at t: Double) { watchdog?.pinged(at: t) }
}
