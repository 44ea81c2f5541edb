import ArgumentParser
import Foundation
import SwipeDeck

/// Command-line front end: parses arguments with ArgumentParser, validates them with
/// `AppOptions(commandLine:)` and hands over to `SwipeDeckApp.run(options:)`.
/// Every usage error (unknown flag, bad value) exits with status 2; `--help` exits 0.
/// Numeric options take the next argument unconditionally so that e.g. `--threshold -1`
/// reaches our range check and gets a precise message.
struct SwipeDeckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show a stack of cards and swipe them away: right = like, left = skip.",
        discussion: """
            DECK is a folder of pictures (png, jpg, jpeg, bmp, gif, webp; one card each, \
            sorted by file name) or a deck.json manifest (or a folder containing one). \
            Without DECK the bundled sample deck is shown. Bad options exit with status 2.
            """
    )

    @Argument(help: ArgumentHelp("Deck folder or deck.json file. Default: the sample deck.", valueName: "DECK"))
    var deck: String?

    @Option(name: .customLong("window"), parsing: .unconditional,
            help: ArgumentHelp("Window size in pixels, each side 200…16384. Default: 800x600.", valueName: "WIDTHxHEIGHT"))
    var window: String?

    @Flag(help: "Start fullscreen at the desktop resolution. Default: off.")
    var fullscreen = false

    @Option(name: .customLong("log"),
            help: ArgumentHelp("Append one JSON line per decision to FILE (created if missing; its folder must exist), or to standard output with -. Default: no log.", valueName: "FILE"))
    var log: String?

    @Option(name: .customLong("directions"),
            help: ArgumentHelp("Comma-separated swipe directions, case-insensitive: left, right, up, down, upLeft, upRight, downLeft, downRight. Default: left,right.", valueName: "LIST"))
    var directions: String?

    @Option(name: .customLong("layout"),
            help: ArgumentHelp("How the stack is drawn: inset, scaled or collect. Default: inset.", valueName: "inset|scaled|collect"))
    var layout: String?

    @Option(name: .customLong("visible"), parsing: .unconditional,
            help: ArgumentHelp("Number of cards drawn in the stack, 1…5. Default: 3.", valueName: "N"))
    var visible: String?

    @Option(name: .customLong("threshold"), parsing: .unconditional,
            help: ArgumentHelp("Drag distance that decides a swipe, as a fraction of the card width, greater than 0 and at most 2. Default: 0.3.", valueName: "FRACTION"))
    var threshold: String?

    @Option(name: .customLong("flick-speed"), parsing: .unconditional,
            help: ArgumentHelp("Release speed that decides a swipe whatever the distance, in pixels per second, greater than 0. Default: 1000.", valueName: "PX_PER_S"))
    var flickSpeed: String?

    @Flag(help: "Start again from the first card after the last one. Default: off.")
    var loop = false

    @Flag(help: "Take the pictures in a folder deck's sub-folders too (ids like 2024/beach). Default: off.")
    var recursive = false


    @OptionGroup var operation: OperationFlags

    @OptionGroup var instruments: InstrumentFlags

    @OptionGroup var look: LookFlags

    @OptionGroup var labels: LabelFlags

    /// Validates the values and runs the app; returns its exit status.
    func start() throws -> Int32 {
        var values = CommandLineValues(deck: deck, window: window, fullscreen: fullscreen, log: log,
                                       directions: directions, layout: layout, visible: visible,
                                       threshold: threshold, flickSpeed: flickSpeed, loop: loop)
        values.recursive = recursive
        operation.apply(to: &values)
        instruments.apply(to: &values)
        look.apply(to: &values)
        labels.apply(to: &values)
        let options: AppOptions
        do {
            options = try AppOptions(commandLine: values)
        } catch {
            throw ValidationError(error.description)
        }
        return SwipeDeckApp.run(options: options)
    }

    func run() throws {
        Foundation.exit(try start())
    }
}
