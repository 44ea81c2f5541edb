/// What `NotifyRelay` passes on of a notification its command sent (sd_notify's `KEY=VALUE` lines,
/// newline-separated): every line but those that would mislead systemd about the relay itself.
enum RelayMessage {
    /// Keys never passed on: `MAINPID` (the relay is the unit's main process and stays so) and
    /// `BARRIER` (it needs a descriptor passed with the datagram, which the relay does not carry).
    static let withheldKeys: Set<Substring> = ["MAINPID", "BARRIER"]

    /// `message` without its withheld lines and empty lines; nil when nothing is left to send.
    static func forwarded(_ message: String) -> String? {
        let kept = message.split(separator: "\n", omittingEmptySubsequences: true).filter { line in
            let key = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? line
            return !withheldKeys.contains(key)
        }
        return kept.isEmpty ? nil : kept.joined(separator: "\n")
    }

    /// The exit status of a relay whose command ended with wait status `status`: the command's own
    /// exit status, or 128 plus the signal that ended it (as a shell reports it).
    static func exitStatus(waitStatus status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// The environment of the command: `environment` with `NOTIFY_SOCKET` naming the relay's socket
    /// at `socketPath`, and without `WATCHDOG_PID` (systemd's main process is the relay, not the
    /// command: sd_watchdog_enabled(3) would turn the watchdog off in a command that compared it).
    static func commandEnvironment(_ environment: [String: String], socketPath: String) -> [String] {
        var copy = environment
        copy["NOTIFY_SOCKET"] = socketPath
        copy["WATCHDOG_PID"] = nil
        return copy.map { "\($0.key)=\($0.value)" }.sorted()
    }
}
