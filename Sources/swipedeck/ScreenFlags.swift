import ArgumentParser
import SwipeDeck

/// The kiosk's screen (issue 28): `--screen-hours`, `--hide-cursor`; names and help from `OptionTable`.
struct ScreenFlags: ParsableArguments {
    @Option(
        name: OptionTable.screenHours.long, parsing: .unconditionalSingleValue,
        help: OptionTable.screenHours.argumentHelp, transform: { try ScreenHours.parse($0) })
    var screenHours: [ScreenHours] = []

    @Flag(name: OptionTable.hideCursor.long, help: OptionTable.hideCursor.argumentHelp)
    var hideCursor = false

    func apply(to options: inout AppOptions) {
        options.screenHours = ScreenHours(screenHours.flatMap(\.spans))
        options.hideCursor = hideCursor
    }
}
