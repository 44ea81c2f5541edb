import SwipeCore
import SwipeSDL

/// The deck the app shows now; the texture cache and the decision recorder read it through this
/// box, so a reloaded deck reaches them. Main thread only.
final class DeckHolder {
    var deck: Deck
    /// The command line's `--card-style`, over the deck's own; nil = the deck's.
    let cardStyle: CardFaceStyle?
    /// The command line's `--label-*` (and config files'), over the deck's own.
    let commandLineLabels: Labels
    init(_ deck: Deck, cardStyle: CardFaceStyle? = nil, labels: Labels = Labels()) {
        self.deck = deck; self.cardStyle = cardStyle; self.commandLineLabels = labels
    }

    /// The words shown on the stamps and the empty view: flag > config > manifest > English; a deck
    /// that holds no card at all says so instead of "No more cards" (`EmptyDeckMessage`).
    var labels: Labels {
        let labels = deck.labels.overlaid(by: commandLineLabels)
        return deck.count > 0 ? labels : labels.overlaid(by: Labels([.empty: EmptyDeckMessage.text(for: deck)]))
    }

    /// Card `index`'s face in the look it is shown in (`--card-style`, else `Deck.defaultCardStyle`).
    func face(at index: Int) -> CardFace {
        var face = deck.card(at: index)
        face.style = cardStyle ?? deck.defaultCardStyle
        return face
    }
}

extension AppRuntime {
    /// Takes a deck the watcher reloaded, if any, and shows it without losing the place.
    func applyReloadedDeck() {
        guard let loaded = watcher?.takeReloaded() else { return }
        for warning in loaded.warnings where !warning.hasPrefix("no images") { AppRuntime.warn(warning) }
        replaceDeck(with: loaded.deck)
    }

    /// Seconds between two comparisons of the painted cards' pictures with their files. 1.
    static let pictureCheckInterval = 1.0

    /// At most once per `pictureCheckInterval`, when the loop runs anyway: frees the textures of cards
    /// whose picture changed on disk under the same name (`CardTextureCache.dropChanged`), so they are
    /// painted again. Returns whether any was freed (then redraw).
    func checkChangedPictures(at t: Double) -> Bool {
        guard t - lastPictureCheck >= Self.pictureCheckInterval else { return false }
        lastPictureCheck = t
        return textures.dropChanged() > 0
    }

    /// Shows `newDeck` in place of the current one: cards on screen whose file or entry is gone stay
    /// (until swiped), the top card stays on top, textures follow their cards to their new indices and
    /// are kept only when their card's content (text, colour, picture file) is unchanged. The window's
    /// title follows the deck's name. The next frame shows it.
    func replaceDeck(with newDeck: Deck) {
        let old = holder.deck
        var next = newDeck
        for index in Set(controller.scene.cards.map(\.index)) where index < old.count {
            next = next.keeping(index, of: old)
        }
        let find = next.indexer()
        let map: (Int) -> Int? = { $0 < old.count ? find(old.key(at: $0)) : nil }
        let state = controller.deck
        let top: Int
        if let t = state.topIndex, let mapped = map(t) {
            top = mapped
        } else {
            // Run out (or the top is gone): stand after the last decided card still in the deck.
            let last = (0..<min(old.count, state.loops ? old.count : state.position)).reversed().lazy.compactMap(map)
                .first
            top = last.map { $0 + 1 } ?? (state.position == 0 ? 0 : next.count)
        }
        holder.deck = next
        window.title = Self.title(ofDeckNamed: next.name) // the manifest's "name" may have changed
        painter.scenes.labels = holder.labels // and its "labels" (the empty view reads them each frame)
        decisions.replaceDeck(count: next.count, topIndex: top, mapIndex: map)
        textures.remap(map)
        backs.removeAll() // backs are few and cheap: repaint rather than remap
        schedule.requestRedraw()
    }
}
