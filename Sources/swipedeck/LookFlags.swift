import ArgumentParser
import SwipeCore
import SwipeDeck

/// How the cards look: `--card-style`, `--text-scale`.
struct LookFlags: ParsableArguments {
    @Option(
        name: .customLong("card-style"),
        help: ArgumentHelp(
            "Card look: photo (the picture covers the card, the title on a dark gradient at its bottom) or text (the picture inside a margin, the title below). Default: photo for a folder of pictures, the manifest's \"style\" or text for a deck.json.",
            valueName: "photo|text"),
        transform: { try OptionParsing.cardStyle($0) })
    var cardStyle: CardFaceStyle?

    @Option(
        name: .customLong("text-scale"), parsing: .unconditional,
        help: ArgumentHelp(
            "Draw every text (the cards' titles, subtitles and backs, the counter, the empty view, the idle warning, the stamps) this much larger, \(OptionParsing.formatted(DeckOptions.textScaleRange.lowerBound))…\(OptionParsing.formatted(DeckOptions.textScaleRange.upperBound)); the layout makes room. Default: \(OptionParsing.formatted(DeckOptions.defaults.textScale)).",
            valueName: "SCALE"),
        transform: { try OptionParsing.textScale($0) })
    var textScale: Double?

    func apply(to options: inout AppOptions) {
        options.cardStyle = cardStyle
        options.deckOptions.textScale = textScale ?? options.deckOptions.textScale
    }
}
