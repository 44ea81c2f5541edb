import ArgumentParser
import Foundation
import SwipeCore
import SwipeDeck

/// `swipedeck run`: parses every flag straight into its typed value (`transform:` with the
/// `OptionParsing` parser, so a bad value is refused with the parser's message, `OptionMessages`),
/// puts them into `AppOptions`, checks them (`AppOptions.checked()`) and hands over to
/// `SwipeDeckApp.run(options:)`. Every usage error exits with status 2; `--help` exits 0.
/// Numeric options take the next argument unconditionally so that e.g. `--threshold -1`
/// reaches the range check and gets a precise message. Each flag's name and help (its range and
/// default written in) come from its `OptionTable` spec.
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

    @Argument(help: OptionTable.deck.argumentHelp)
    var deckPath: String?

    @Option(
        name: OptionTable.window.long, parsing: .unconditional, help: OptionTable.window.argumentHelp,
        transform: { try OptionParsing.windowSize($0) })
    var windowSize: WindowSize?

    @Flag(name: OptionTable.fullscreen.long, help: OptionTable.fullscreen.argumentHelp)
    var fullscreen = false

    @Option(name: OptionTable.log.long, help: OptionTable.log.argumentHelp, transform: { LogTarget($0) })
    var log: LogTarget?

    @Option(
        name: OptionTable.directions.long, help: OptionTable.directions.argumentHelp,
        transform: { try OptionParsing.directions($0) })
    var allowedDirections: [SwipeDirection]?

    @Option(
        name: OptionTable.layout.long, help: OptionTable.layout.argumentHelp,
        transform: { try OptionParsing.layout($0) })
    var layout: LayoutName?

    @Option(
        name: OptionTable.visible.long, parsing: .unconditional, help: OptionTable.visible.argumentHelp,
        transform: { try OptionParsing.visible($0) })
    var visibleCount: Int?

    @Option(
        name: OptionTable.threshold.long, parsing: .unconditional, help: OptionTable.threshold.argumentHelp,
        transform: { try OptionParsing.threshold($0) })
    var thresholdFraction: Double?

    @Option(
        name: OptionTable.flickSpeed.long, parsing: .unconditional, help: OptionTable.flickSpeed.argumentHelp,
        transform: { try OptionParsing.flickSpeed($0) })
    var flickSpeed: Double?

    @Flag(name: OptionTable.loop.long, help: OptionTable.loop.argumentHelp)
    var loops = false

    @Flag(name: OptionTable.recursive.long, help: OptionTable.recursive.argumentHelp)
    var recursive = false

    @OptionGroup var operation: OperationFlags

    @OptionGroup var instruments: InstrumentFlags

    @OptionGroup var look: LookFlags

    @OptionGroup var labels: LabelFlags

    @OptionGroup var accessibility: AccessibilityFlags

    @OptionGroup var screen: ScreenFlags

    @OptionGroup var health: HealthFlags

    /// The options these flags give, before `AppOptions.checked()`: a flag not given keeps its default.
    var options: AppOptions {
        var o = AppOptions()
        o.deckPath = deckPath
        o.windowSize = windowSize ?? o.windowSize
        o.fullscreen = fullscreen
        o.log = log
        o.deckOptions.allowedDirections = allowedDirections ?? o.deckOptions.allowedDirections
        o.deckOptions.layout = layout ?? o.deckOptions.layout
        o.deckOptions.visibleCount = visibleCount ?? o.deckOptions.visibleCount
        o.deckOptions.thresholdFraction = thresholdFraction ?? o.deckOptions.thresholdFraction
        o.deckOptions.flickSpeed = flickSpeed ?? o.deckOptions.flickSpeed
        o.deckOptions.loops = loops
        o.recursive = recursive
        operation.apply(to: &o)
        instruments.apply(to: &o)
        look.apply(to: &o)
        labels.apply(to: &o)
        accessibility.apply(to: &o)
        screen.apply(to: &o)
        health.apply(to: &o)
        return o
    }

    /// Checks the options and runs the app; returns its exit status.
    func start() throws -> Int32 {
        let checked: AppOptions
        do { checked = try options.checked() } catch { throw ValidationError(error.description) }
        return SwipeDeckApp.run(options: checked)
    }

    func run() throws {
        Foundation.exit(try start())
    }
}
