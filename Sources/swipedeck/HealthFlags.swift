import ArgumentParser
import SwipeDeck

/// How a fleet watches the kiosk (issue 28, docs/kiosk.md): `--metrics`, name and help from
/// `OptionTable`. systemd's notifications need no flag: they are sent when systemd sets `NOTIFY_SOCKET`.
struct HealthFlags: ParsableArguments {
    @Option(name: OptionTable.metrics.long, help: OptionTable.metrics.argumentHelp, transform: { FilePath($0) })
    var metricsPath: FilePath?

    func apply(to options: inout AppOptions) {
        options.metricsPath = metricsPath
    }
}
