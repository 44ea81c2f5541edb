import SwipeCore

/// The deck the app shows now, and what keeps it current: the watcher that reloads it when its files
/// change, and the periodic check of the painted pictures. The texture cache and the decision
/// recorder read the deck through this box, so a reloaded deck reaches them. Main thread only.
final class DeckHolder {
    /// Seconds between two comparisons of the painted cards' pictures with their files. 1.
    static let pictureCheckInterval = 1.0

    /// The deck shown now.
    private(set) var deck: Deck
    /// The command line's `--card-style`, over the deck's own; nil = the deck's.
    let cardStyle: CardFaceStyle?
    /// The command line's `--label-*` (and config files'), over the deck's own.
    let commandLineLabels: Labels
    /// `--high-contrast`: every face is painted with a solid plate under its text.
    let highContrast: Bool
    /// Reloads the deck when its files change; nil until `watch`, and for a deck without a source on disk.
    private(set) var watcher: DeckWatcher?
    /// The painted cards' pictures are compared with their files every `pictureCheckInterval`
    /// (`CardTextureCache.dropChanged`), on the app's clock.
    var pictureCheck = Every(DeckHolder.pictureCheckInterval)

    init(_ deck: Deck, cardStyle: CardFaceStyle? = nil, labels: Labels = Labels(), highContrast: Bool = false) {
        self.deck = deck; self.cardStyle = cardStyle; self.commandLineLabels = labels
        self.highContrast = highContrast
    }

    deinit { stopWatching() }

    /// Stops the watcher's thread (the app's end; the painters may hold this box a little longer).
    func stopWatching() { watcher?.stop() }

    /// Starts watching the deck's source (a deck read from disk); `wake` is called from the watcher's
    /// thread when a reloaded deck is ready (`takeReloaded`).
    func watch(recursive: Bool, wake: @escaping @Sendable () -> Void) {
        guard !deck.sourcePath.isEmpty, watcher == nil else { return }
        watcher = DeckWatcher(path: deck.sourcePath, recursive: recursive, onReload: wake)
    }

    /// The deck the watcher reloaded since the last call, with the warnings worth printing (an empty
    /// folder's "no images" is not: the empty view says it); nil when none.
    func takeReloaded() -> (deck: Deck, warnings: [String])? {
        guard let loaded = watcher?.takeReloaded() else { return nil }
        return (loaded.deck, loaded.warnings.filter { !$0.hasPrefix("no images") })
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
        face.highContrast = highContrast
        return face
    }

    /// Takes `newDeck` in place of the current one, with the engine at `state` and the cards `shown`
    /// on screen (deck indices): cards shown whose file or entry is gone stay (until swiped), the top
    /// card stays on top. Returns the index of the new top card and the map from old indices to new
    /// ones (nil: gone), for the engine and the textures.
    func replace(with newDeck: Deck, shown: Set<Int>, state: DeckState) -> (top: Int, map: (Int) -> Int?) {
        let old = deck
        var next = newDeck
        for index in shown where index < old.count { next = next.keeping(index, of: old) }
        let find = next.indexer()
        let map: (Int) -> Int? = { $0 < old.count ? find(old.key(at: $0)) : nil }
        let top: Int
        if let t = state.topIndex, let mapped = map(t) {
            top = mapped
        } else {
            // Run out (or the top is gone): stand after the last decided card still in the deck.
            let last = (0..<min(old.count, state.loops ? old.count : state.position)).reversed().lazy.compactMap(map)
                .first
            top = last.map { $0 + 1 } ?? (state.position == 0 ? 0 : next.count)
        }
        deck = next
        return (top, map)
    }
}
