import ArgumentParser
import SwipeCore
import SwipeDeck

/// How the cards look: `--card-style`, `--text-scale`; names and help from `OptionTable`.
struct LookFlags: ParsableArguments {
    @Option(
        name: OptionTable.cardStyle.long, help: OptionTable.cardStyle.argumentHelp,
        transform: { try OptionParsing.cardStyle($0) })
    var cardStyle: CardFaceStyle?

    @Option(
        name: OptionTable.textScale.long, parsing: .unconditional, help: OptionTable.textScale.argumentHelp,
        transform: { try OptionParsing.textScale($0) })
    var textScale: Double?

    func apply(to options: inout AppOptions) {
        options.cardStyle = cardStyle
        options.deckOptions.textScale = textScale ?? options.deckOptions.textScale
    }
}
