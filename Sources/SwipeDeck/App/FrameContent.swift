import SwipeCore
import SwipeSDL

/// What one frame shows: the engine's scene and the chrome around it. A value the loop builds from
/// the decision session and the router; `FramePainter` draws it.
struct FrameContent {
    /// The cards, top first, as the engine places them.
    var scene: Scene
    /// The stack, counter and buttons laid out together (`DeckController.screen`).
    var screen: ScreenLayout
    /// The button held down (drawn pressed); nil when none is.
    var pressedButton: ButtonKind?
    /// Whether there is a decision to undo (↺ dimmed when not).
    var canUndo: Bool
    /// The counter above the stack, "3 / 6".
    var counter: String
    /// The words of the empty view (and its Start over button).
    var labels: Labels
    /// The top card's resting size, pixels: the size card textures are painted at.
    var cardSize: PixelSize
    /// Deck indices of the cards to paint ahead of need (`prefetchIndices`), top first.
    var prefetch: [Int]
    /// The button keyboard focus is on (drawn with a ring); nil when none is.
    var focusedButton: ButtonKind? = nil
    /// The idle warning's text with its countdown, shown over everything; nil when none shows.
    var idleWarning: String? = nil
    /// Whether speech is on (the accessibility button shows it).
    var speechOn = false
    /// The attract state's hint over the top card (`KioskDuty.hintText`); nil when none shows.
    var hint: String? = nil
}

extension FrameContent {
    /// Cards painted ahead of need beyond the visible ones. 3.
    static let prefetchAhead = 3

    /// What the next frame shows of `controller`, with the router's pressed and focused buttons, the
    /// deck's `labels`, and the idle warning, speech and hint the loop worked out.
    init(
        _ controller: DeckController, router: InputRouter, labels: Labels, idleWarning: String?, speechOn: Bool,
        hint: String?
    ) {
        let (shown, total) = controller.deck.counter
        self.init(
            scene: controller.scene, screen: controller.screen, pressedButton: router.pressedButton,
            canUndo: controller.deck.canUndo, counter: "\(shown) / \(total)", labels: labels,
            cardSize: controller.cardPixelSize, prefetch: Self.prefetchIndices(controller),
            focusedButton: router.focus.focused, idleWarning: idleWarning, speechOn: speechOn, hint: hint)
    }

    /// What the next frame shows at `t`: as above, with `duty`'s idle warning and attract hint.
    init(
        _ controller: DeckController, router: InputRouter, duty: KioskDuty, labels: Labels, speechOn: Bool,
        at t: Double
    ) {
        self.init(
            controller, router: router, labels: labels, idleWarning: duty.idleWarningText(at: t, labels: labels),
            speechOn: speechOn, hint: duty.hintText(controller, labels: labels))
    }

    /// The deck indices of the visible cards and the `prefetchAhead` after them, top first. The counter
    /// ("3 / 6": the 3rd of this pass through a deck of 6) is `DeckState.counter`: cards decided + 1 /
    /// cards decided + cards left, so a reload never makes it jump.
    static func prefetchIndices(_ controller: DeckController) -> [Int] {
        let state = controller.deck
        return state.visiblePositions(controller.options.visibleCount + prefetchAhead).compactMap {
            state.index(atPosition: $0)
        }
    }
}
