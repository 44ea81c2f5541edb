import SwipeCore

/// The attract state's hint (issue 30): the `hint` label ("Swipe right to like, left to skip") over
/// the top card while the deck waits for a visitor (`Kiosk.isAttracting`: kiosk mode, or an idle reset
/// on the desktop, since the start, an idle reset or the screen hours' start), gone at the first touch
/// or key. An empty label turns it off; so does a deck with no card to swipe.
extension AppRuntime {
    /// The hint's text now; nil while none shows.
    var hintText: String? {
        guard kiosk.isAttracting, !screen.isBlank, !controller.deck.isExhausted else { return nil }
        let text = holder.labels[.hint]
        return text.isEmpty ? nil : text
    }

    /// Per pass: whether the hint appeared or went away since the last frame (then redraw). A waking
    /// touch ends the attract state without reaching the deck, so nothing else would redraw.
    func checkHint() -> Bool {
        let text = hintText
        guard text != kiosk.shownHint else { return false }
        kiosk.shownHint = text
        return true
    }
}
