import ArgumentParser
import SwipeDeck

/// How a fleet watches the kiosk (issue 28, docs/kiosk.md): `--metrics`. systemd's notifications need
/// no flag: they are sent when systemd sets `NOTIFY_SOCKET`.
struct HealthFlags: ParsableArguments {
    @Option(
        name: .customLong("metrics"),
        help: ArgumentHelp(
            "Write the app's figures (decisions, frames, sessions, failures) in Prometheus text format to FILE, replaced whole every few seconds and at exit, e.g. for node_exporter's textfile collector; its folder must exist. Default: off.",
            valueName: "FILE"))
    var metricsPath: String?

    func apply(to options: inout AppOptions) {
        options.metricsPath = metricsPath
    }
}
