import Foundation
import SwipeCore
import SwipeSDL

extension AppRuntime {
    /// "3 / 6": the top card is the 3rd of this pass through a deck of 6 (`DeckState.counter`: cards
    /// decided + 1 / cards decided + cards left, so a reload never makes it jump).
    var counterText: String {
        let (shown, total) = controller.deck.counter
        return "\(shown) / \(total)"
    }

    /// The window's title for a deck called `name`: "SwipeDeck — name", or "SwipeDeck" for a deck
    /// without a name. Control characters (line breaks, tabs, NUL) become spaces, runs of white space
    /// one space, and a name longer than `titleNameLimit` characters is cut there with "…" (a title
    /// bar shows far less, and X11 refuses properties past its request size).
    static func title(ofDeckNamed name: String) -> String {
        let spaced = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map {
                    CharacterSet.controlCharacters.contains($0) || CharacterSet.whitespacesAndNewlines.contains($0)
                        ? " " : $0
                }))
        let words = spaced.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard !words.isEmpty else { return "SwipeDeck" }
        let shown = words.count > titleNameLimit ? words.prefix(titleNameLimit - 1) + "…" : words
        return "SwipeDeck — \(shown)"
    }

    /// Characters of the deck's name shown in the window title at most. 120.
    static let titleNameLimit = 120
}
