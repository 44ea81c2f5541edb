import SwipeSDL

/// What the app starts before SDL (`SwipeDeckApp.run`), so that it is ready when the window is: the
/// card painters, whose threads warm their text engine and then paint the first cards while the
/// renderer starts (`FirstCards`), and the chrome's text painter, warmed on a thread of its own.
/// The first window takes both (its card cache owns the painters, its chrome the text painter).
struct EarlyStart {
    let painters: CardPainterPool
    let chromeText: PreparedTextPainter

    /// Starts both for `fonts`, the painters painting in `style` (its text scale from `--text-scale`);
    /// painters wake the loop (`EventPump.wake`) when a card is done.
    init(fonts: FontPaths, style: CardStyle = CardStyle()) {
        painters = CardPainterPool(fonts: fonts, style: style, onFinish: { EventPump.wake() })
        chromeText = PreparedTextPainter(fonts: fonts, warming: ChromePainter.warmUpTexts)
    }

    /// Before the process ends: stops the painters and waits for the chrome's text painter if no
    /// window took them (both return at once when one did).
    func stop() {
        painters.stop()
        chromeText.settle()
    }
}
