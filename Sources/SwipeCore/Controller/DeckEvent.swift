/// What the controller tells the app.
public enum DeckEvent: Hashable, Sendable {
    /// A card was decided: its deck index and direction. Emitted once per decision.
    case swiped(index: Int, direction: SwipeDirection)
    /// The last decision was taken back: this card is on top again.
    case undone(index: Int)
    /// The top card was tapped, or selected by a command.
    case selected(index: Int)
    /// The top card turned over: to its back (`showsBack`) or its front.
    case flipped(index: Int, showsBack: Bool)
    /// The last card was decided and the deck does not loop.
    case ranOut
    /// The top card's lean changed while dragged: direction and strength, or nil when centred.
    case progress(CardOverlay?)
}
