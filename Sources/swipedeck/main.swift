import ArgumentParser
import Foundation
import SwipeCore
import SwipeDeck

/// `swipedeck run`: parses every flag straight into its typed value (`transform:` with the
/// `OptionParsing` parser, so a bad value is refused with the parser's message, `OptionMessages`),
/// puts them into `AppOptions`, checks the combinations (`AppOptions.checked()`) and hands over to
/// `SwipeDeckApp.run(options:)`. Every usage error exits with status 2; `--help` exits 0.
/// Numeric options take the next argument unconditionally so that e.g. `--threshold -1`
/// reaches the range check and gets a precise message. The help states each default from
/// `AppOptions.defaults` / `DeckOptions.defaults`, so it follows them.
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
    var deckPath: String?

    @Option(
        name: .customLong("window"), parsing: .unconditional,
        help: ArgumentHelp(
            "Window size in pixels, each side \(WindowSize.sideRange.lowerBound)…\(WindowSize.sideRange.upperBound). Default: \(AppOptions.defaults.windowSize).",
            valueName: "WIDTHxHEIGHT"),
        transform: { try OptionParsing.windowSize($0) })
    var windowSize: WindowSize?

    @Flag(help: "Start fullscreen at the desktop resolution. Default: off.")
    var fullscreen = false

    @Option(
        name: .customLong("log"),
        help: ArgumentHelp(
            "Append one JSON line per decision to FILE (created if missing; its folder must exist), or to standard output with -. Default: no log.",
            valueName: "FILE"))
    var logPath: String?

    @Option(
        name: .customLong("directions"),
        help: ArgumentHelp(
            "Comma-separated swipe directions, case-insensitive: \(SwipeDirection.allCases.map(\.rawValue).joined(separator: ", ")). Default: \(DeckOptions.defaults.allowedDirections.map(\.rawValue).joined(separator: ",")).",
            valueName: "LIST"),
        transform: { try OptionParsing.directions($0) })
    var allowedDirections: [SwipeDirection]?

    @Option(
        name: .customLong("layout"),
        help: ArgumentHelp(
            "How the stack is drawn: \(Help.or(LayoutName.allCases.map(\.rawValue))). Default: \(DeckOptions.defaults.layout.rawValue).",
            valueName: LayoutName.allCases.map(\.rawValue).joined(separator: "|")),
        transform: { try OptionParsing.layout($0) })
    var layout: LayoutName?

    @Option(
        name: .customLong("visible"), parsing: .unconditional,
        help: ArgumentHelp(
            "Number of cards drawn in the stack, \(Help.range(DeckOptions.visibleCountRange)). Default: \(DeckOptions.defaults.visibleCount).",
            valueName: "N"),
        transform: { try OptionParsing.visible($0) })
    var visibleCount: Int?

    @Option(
        name: .customLong("threshold"), parsing: .unconditional,
        help: ArgumentHelp(
            "Drag distance that decides a swipe, as a fraction of the card width, greater than 0 and at most \(OptionParsing.formatted(DeckOptions.thresholdFractionRange.upperBound)). Default: \(OptionParsing.formatted(DeckOptions.defaults.thresholdFraction)).",
            valueName: "FRACTION"),
        transform: { try OptionParsing.threshold($0) })
    var thresholdFraction: Double?

    @Option(
        name: .customLong("flick-speed"), parsing: .unconditional,
        help: ArgumentHelp(
            "Release speed that decides a swipe whatever the distance, in pixels per second, greater than 0. Default: \(OptionParsing.formatted(DeckOptions.defaults.flickSpeed)).",
            valueName: "PX_PER_S"),
        transform: { try OptionParsing.flickSpeed($0) })
    var flickSpeed: Double?

    @Flag(
        name: .customLong("loop"),
        help: "Start again from the first card after the last one. Default: \(Help.onOff(DeckOptions.defaults.loops)).")
    var loops = false

    @Flag(
        help:
            "Take the pictures in a folder deck's sub-folders too (ids like 2024/beach). Default: \(Help.onOff(AppOptions.defaults.recursive))."
    )
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
        o.logPath = logPath
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
