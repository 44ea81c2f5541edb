import Foundation
import SwipeCore
import SwipeSDL

extension AppRuntime {
    /// The buttons under the stack (↺ dimmed when there is nothing to undo) and the counter above it.
    func drawControls(viewport: Size) {
        let layout = ChromeLayout.deck(screen: controller.screen)
        for (kind, rect) in layout.buttons.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            chrome.drawButton(kind, in: rect, highlighted: buttons.pressed == kind,
                              enabled: kind != .undo || controller.deck.canUndo)
        }
        chrome.drawLabel(counterText, centeredAt: layout.labelCenter, pointSize: layout.labelPointSize,
                         color: Self.labelColor)
    }

    /// Colour of the counter. A muted slate.
    static let labelColor = RGBA(90, 90, 100)

    /// "3 / 6": the top card is the 3rd of this pass through a deck of 6 (`DeckState.counter`: cards
    /// decided + 1 / cards decided + cards left, so a reload never makes it jump).
    var counterText: String {
        let (shown, total) = controller.deck.counter
        return "\(shown) / \(total)"
    }

    /// The window's title for a deck called `name`: "SwipeDeck — name", or "SwipeDeck" for a deck
    /// without a name.
    static func title(ofDeckNamed name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "SwipeDeck" : "SwipeDeck — \(trimmed)"
    }
}
