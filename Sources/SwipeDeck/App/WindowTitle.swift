import Foundation

/// The window's title, from the deck's name.
enum WindowTitle {
    /// The window's title for a deck called `name`: "SwipeDeck — name", or "SwipeDeck" for a deck
    /// without a name. Control characters (line breaks, tabs, NUL) become spaces, runs of white space
    /// one space, and a name longer than `nameLimit` characters is cut there with "…" (a title
    /// bar shows far less, and X11 refuses properties past its request size).
    static func of(deckNamed name: String) -> String {
        let spaced = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map {
                    CharacterSet.controlCharacters.contains($0) || CharacterSet.whitespacesAndNewlines.contains($0)
                        ? " " : $0
                }))
        let words = spaced.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard !words.isEmpty else { return "SwipeDeck" }
        let shown = words.count > nameLimit ? words.prefix(nameLimit - 1) + "…" : words
        return "SwipeDeck — \(shown)"
    }

    /// Characters of the deck's name shown in the window title at most. 120.
    static let nameLimit = 120
}
