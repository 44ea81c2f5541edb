import ArgumentParser
import SwipeCore
import SwipeDeck

/// How the cards look: `--card-style`.
struct LookFlags: ParsableArguments {
    @Option(
        name: .customLong("card-style"),
        help: ArgumentHelp(
            "Card look: photo (the picture covers the card, the title on a dark gradient at its bottom) or text (the picture inside a margin, the title below). Default: photo for a folder of pictures, the manifest's \"style\" or text for a deck.json.",
            valueName: "photo|text"),
        transform: { try OptionParsing.cardStyle($0) })
    var cardStyle: CardFaceStyle?

    func apply(to options: inout AppOptions) { options.cardStyle = cardStyle }
}
