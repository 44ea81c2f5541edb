import Foundation

extension Health {
    /// The health reports `options` and `environment` ask for: systemd's notifications when
    /// `NOTIFY_SOCKET` is set, the metrics file with `--metrics` (written once now, so a path that
    /// cannot be written is refused at start: the app exits with status 2), the test's renderer stall
    /// (`RendererStall`). Nil when none is asked for. Warnings go to standard error.
    public static func open(_ options: AppOptions, environment: [String: String]) throws(OptionError) -> Health? {
        let warn: (String) -> Void = { StandardError.write("swipedeck: warning: \($0)\n") }
        let file = options.metricsPath.map { MetricsFile(path: $0) }
        if let file {
            do { try file.write(MetricsText.format(MetricsSnapshot())) } catch {
                throw OptionError(option: "--metrics", message: error.description)
            }
        }
        let notifier = SystemdNotifier(environment: environment, warn: warn)
        let stall = RendererStall.frames(in: environment)
        guard notifier != nil || file != nil || stall != nil else { return nil }
        return Health(
            notifier: notifier, metricsFile: file, stallAfterFrames: stall, warn: warn,
            wallClock: { Date().timeIntervalSince1970 })
    }
}
