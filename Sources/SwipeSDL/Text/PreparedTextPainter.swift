import Foundation
import SwipeCore

/// A `TextPainter` made and warmed up on a thread of its own while the caller does other work, then
/// handed over once (`take`) to the thread that uses it from then on: the chrome's painter, whose
/// first layout (Pango's font map, shaping and glyphs: ~7 ms) would otherwise fall on the first frame.
/// A painter is used by one thread at a time; here the making thread is done with it before `take`
/// returns.
///
/// ```swift
/// let chromeText = PreparedTextPainter(fonts: fonts, warming: ChromePainter.warmUpTexts)
/// // … open the window and the renderer …
/// let chrome = ChromePainter(renderer: renderer, text: chromeText.take())
/// ```
public final class PreparedTextPainter: @unchecked Sendable { // `painter` is handed over through `ready`
    private let ready = DispatchSemaphore(value: 0)
    /// The painter once made (set before `ready` is signalled); tests read it after `settle`.
    private(set) var painter: TextPainter?
    private var taken = false

    /// Starts making a painter for `fonts` that lays out and rasterises each of `texts` once.
    public init(fonts: FontPaths, warming texts: [(String, TextFont)]) {
        let thread = Thread { [self] in
            let made = TextPainter(fonts: fonts)
            for (text, font) in texts { _ = made.render(text, font: font, color: RGBA(0, 0, 0)) }
            painter = made
            ready.signal()
        }
        thread.name = "swipedeck-text-warm-up"
        thread.start()
    }

    /// The painter, once made (waits for it when called sooner). Call once, and not after `settle`:
    /// a second call would wait for ever, so it traps.
    public func take() -> TextPainter {
        precondition(!taken, "PreparedTextPainter.take() called twice")
        taken = true
        ready.wait()
        return painter! // set before `ready` is signalled
    }

    /// When nobody took the painter (the app ends before its window opens), waits until its thread is
    /// done, so no thread is inside Pango or fontconfig while the process exits; otherwise returns
    /// at once. Call from the thread that would have taken it.
    public func settle() {
        guard !taken else { return }
        taken = true
        ready.wait()
    }
}
