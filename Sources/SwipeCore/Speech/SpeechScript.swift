/// What the app says for what happened on the stack: a pure function of the engine's events, the
/// card on top and the deck's words (issue 29, EN 301 549 5.1.3).
///
/// - A card coming on top (at start, after a decision, after an undo): "card 3 of 12", its title,
///   its subtitle; the place in the labels' language, the card's text in the card's.
/// - A decision: the direction's spoken label ("liked", "skipped", …), then the next card, or the
///   empty view's message when none is left.
/// - An undo: "undone", then the card back on top.
/// - A card turned to its back: its description (its title when it has none); to its front: the card.
///
/// ```swift
/// let script = SpeechScript(labels: Labels(), labelsLanguage: "en", count: 12) { _ in
///     SpokenCard(title: "Panda", subtitle: "Animal", language: "en") }
/// script.utterance(for: [.swiped(index: 1, direction: .right)], top: 2)?.text
/// // "liked. card 3 of 12. Panda. Animal"
/// ```
public struct SpeechScript: Sendable {
    /// The words around the cards (`spoken…` keys, `empty`).
    public var labels: Labels
    /// The language of `labels` (a BCP 47 tag; default English).
    public var labelsLanguage: String
    /// The number of cards in the deck (the "of 12").
    public var count: Int
    /// The text of the card at a deck index (0-based, `0..<count`).
    public var card: @Sendable (Int) -> SpokenCard

    public init(
        labels: Labels, labelsLanguage: String = LanguageTag.english, count: Int,
        card: @escaping @Sendable (Int) -> SpokenCard
    ) {
        self.labels = labels; self.labelsLanguage = labelsLanguage; self.count = count; self.card = card
    }

    /// The utterance for `events` (in the order the engine made them), `top` being the deck index of
    /// the card now on top (nil when none is left); nil when nothing is to be said (a drag's lean, a tap).
    public func utterance(for events: [DeckEvent], top: Int?) -> Utterance? {
        var parts: [Utterance.Part] = []
        var cardComes = false
        for event in events {
            switch event {
            case .swiped(_, let direction):
                parts = [word(Self.spokenKey(direction))]
                cardComes = true
            case .undone:
                parts = [word(.spokenUndo)]
                cardComes = true
            case .flipped(let index, let showsBack):
                parts = showsBack ? back(of: index) : onTop(index)
                cardComes = false
            case .ranOut, .selected, .progress: break
            }
        }
        if cardComes { parts += top.map(onTop) ?? [word(.empty)] }
        return parts.isEmpty ? nil : Utterance(parts)
    }

    /// What is said when the card at `index` is on top with nothing before it (the first card, the
    /// card after a reset); the empty view's message for nil.
    public func onTop(_ index: Int?) -> Utterance {
        Utterance(index.map(onTop) ?? [word(.empty)])
    }

    /// What is said when the visitor turns speech on: "Speech on" (the `speechOn` label), then the card
    /// at `index` as `onTop` says it (the empty view's message for nil).
    public func turnedOn(top index: Int?) -> Utterance {
        Utterance([word(.speechOn)] + onTop(index).parts)
    }

    /// "card 3 of 12", the title, the subtitle (left out when empty).
    private func onTop(_ index: Int) -> [Utterance.Part] {
        let spoken = card(index)
        let place = labels[.spokenPosition].replacing("{n}", with: String(index + 1))
            .replacing("{total}", with: String(count))
        return [Utterance.Part(place, language: labelsLanguage)]
            + [spoken.title, spoken.subtitle].filter { !$0.isEmpty }.map {
                Utterance.Part($0, language: spoken.language)
            }
    }

    /// The card's description, or its title when it has none.
    private func back(of index: Int) -> [Utterance.Part] {
        let spoken = card(index)
        let text = spoken.description.isEmpty ? spoken.title : spoken.description
        return text.isEmpty ? [] : [Utterance.Part(text, language: spoken.language)]
    }

    private func word(_ key: Labels.Key) -> Utterance.Part { Utterance.Part(labels[key], language: labelsLanguage) }

    /// The spoken label of a decision: diagonals say their horizontal side (as their stamps show).
    static func spokenKey(_ direction: SwipeDirection) -> Labels.Key {
        switch direction {
        case .right, .upRight, .downRight: return .spokenRight
        case .left, .upLeft, .downLeft: return .spokenLeft
        case .up: return .spokenUp
        case .down: return .spokenDown
        }
    }
}

/// A card's words as speech needs them.
public struct SpokenCard: Hashable, Sendable {
    /// The title (may be empty for a picture without a name).
    public var title: String
    /// The subtitle; empty for none.
    public var subtitle: String
    /// The description read when the card is turned over; empty for none.
    public var description: String
    /// The card's language (BCP 47): its own `lang`, else its deck's, else the labels'.
    public var language: String

    public init(title: String, subtitle: String = "", description: String = "", language: String) {
        self.title = title; self.subtitle = subtitle; self.description = description; self.language = language
    }
}
