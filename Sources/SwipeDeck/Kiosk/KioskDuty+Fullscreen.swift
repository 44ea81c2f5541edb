import SwipeCore
import SwipeSDL

/// Switching between the window and fullscreen, the way `Fullscreen` chooses: a window that goes
/// borderless at its display's size is then kept over that display as a kiosk's is (`KioskCover`).
extension KioskDuty {
    /// Switches `window` between the window and fullscreen. Where the app resized the window itself,
    /// `renderer` presents `background` once at the new size (see below), after `relayout` laid the
    /// stack out anew. `clock` waits for a window manager's frame (`hasWindowManager`).
    mutating func toggleFullscreen(
        _ window: Window, renderer: Renderer, background: RGBA, clock: LoopClock, relayout: () -> Void
    ) {
        do {
            if !window.isFullscreen {
                fullscreen.choose(windowManager: Self.hasWindowManager(window, clock: clock))
                if !kiosk.isOn { kiosk.cover = KioskCover(display: window.displayIndex) } // follow this display
            }
            try window.toggleFullscreen(strategy: fullscreen.strategy)
        } catch {
            SwipeDeckApp.warn("fullscreen: \(error)")
        }
        relayout()
        if fullscreen.resizesItself { Self.showBackground(background, on: renderer) }
    }

    /// Presents the background once after the app resized its window itself (`.borderlessResize`; a
    /// window manager's resize comes later, as an event), so that the next frame is drawn at the new
    /// size. Mesa's software GL under X11 (drisw, llvmpipe) reads a window's size again only
    /// after a present: without this the first frame after the switch went to a buffer of the old
    /// size — with `--fullscreen`, the first frame on the screen was the stack cut to an 800×600
    /// corner — and the frame after it paid for the new buffer (at 1920×1080 a second start-up frame
    /// of 23–30 ms; BENCHMARKS.md). Shown for one frame at most: the background, at the old size.
    private static func showBackground(_ background: RGBA, on renderer: Renderer) {
        renderer.clear(background)
        renderer.present()
    }

    /// Whether a window manager looks after the window (`Window.hasWindowManager`: Wayland, an EWMH
    /// window manager on X11) or framed it, waiting up to `Fullscreen.windowManagerGrace` for a frame.
    private static func hasWindowManager(_ window: Window, clock: LoopClock) -> Bool {
        if window.hasWindowManager == true { return true }
        let deadline = clock.now() + Fullscreen.windowManagerGrace
        repeat {
            EventPump.pump()
            if Fullscreen.isFramed(window.frameExtents) { return true }
            clock.waitForEvent(timeoutMs: 20)
        } while clock.now() < deadline
        return false
    }
}
