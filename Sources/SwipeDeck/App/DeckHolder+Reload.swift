import SwipeCore
import SwipeSDL

extension DeckHolder {
    /// Takes a deck the watcher reloaded, if any (its warnings go to standard error), and shows it
    /// (`show`). Returns whether a deck was taken (the next frame shows it).
    func applyReload(to decisions: inout DecisionSession, painter: FramePainter, window: Window) -> Bool {
        guard let loaded = takeReloaded() else { return false }
        for warning in loaded.warnings { SwipeDeckApp.warn(warning) }
        show(loaded.deck, &decisions, painter: painter, window: window)
        return true
    }

    /// Shows `newDeck` in place of the current one without losing the place (`replace`): `decisions`
    /// go on with it, `painter`'s textures follow their cards to their new indices and are kept only
    /// when their card's content (text, colour, picture file) is unchanged, and `window`'s title
    /// follows the deck's name.
    func show(_ newDeck: Deck, _ decisions: inout DecisionSession, painter: FramePainter, window: Window) {
        let controller = decisions.controller
        let (top, map) = replace(
            with: newDeck, shown: Set(controller.scene.cards.map(\.index)), state: controller.deck)
        window.title = WindowTitle.of(deckNamed: deck.name) // the manifest's "name" may have changed
        painter.deckReplaced(labels: labels, map: map) // and its "labels"
        decisions.replaceDeck(count: deck.count, topIndex: top, mapIndex: map)
    }
}
