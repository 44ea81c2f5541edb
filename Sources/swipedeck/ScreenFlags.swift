import ArgumentParser
import SwipeDeck

/// The kiosk's screen (issue 28): `--screen-hours`, `--hide-cursor`.
struct ScreenFlags: ParsableArguments {
    @Option(
        name: .customLong("screen-hours"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Kiosk mode: the screen is on only in these hours of local time, black (panel off under X11, input ignored) outside them; each start begins a new session. [DAYS ]HH:MM-HH:MM, e.g. \"mon-fri 08:00-20:00\"; repeatable, or several joined by ;. Default: \(AppOptions.defaults.screenHours).",
            valueName: "HOURS"),
        transform: { try ScreenHours.parse($0) })
    var screenHours: [ScreenHours] = []

    @Flag(
        name: .customLong("hide-cursor"),
        help:
            "Always hide the mouse pointer (kiosk mode otherwise hides it while input comes from touch and shows it when a mouse moves). Default: \(Help.onOff(AppOptions.defaults.hideCursor))."
    )
    var hideCursor = false

    func apply(to options: inout AppOptions) {
        options.screenHours = ScreenHours(screenHours.flatMap(\.spans))
        options.hideCursor = hideCursor
    }
}
