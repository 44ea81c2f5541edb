import SwipeCore
import SwipeSDL

extension AppRuntime {
    /// How long a window manager gets to put its frame on the window, seconds. 0.3.
    static let windowManagerGrace = 0.3

    /// Switches between the window and fullscreen. Where a window manager looks after the window
    /// (Wayland's compositor, an EWMH window manager on X11) or frames it, it is asked for desktop
    /// fullscreen; where none runs (bare Xorg, Xvfb), SDL's fullscreen would leave
    /// the window at its size, so the window becomes borderless at the display's size and position.
    func toggleFullscreen() {
        do {
            if !window.isFullscreen {
                fullscreenStrategy = hasWindowManager() ? .desktop : .borderlessResize
                if !kiosk.isOn { cover = KioskCover(display: window.displayIndex) } // follow this display
            }
            try window.toggleFullscreen(strategy: fullscreenStrategy)
        } catch {
            AppRuntime.warn("fullscreen: \(error)")
        }
        refreshSizes()
        if fullscreenStrategy == .borderlessResize { showBackgroundAtTheNewSize() }
    }

    /// Presents the background once after the app resized its window itself (`.borderlessResize`; a
    /// window manager's resize comes later, as an event), so that the next frame is drawn at the new
    /// size. Mesa's software GL under X11 (drisw, llvmpipe) reads a window's size again only
    /// after a present: without this the first frame after the switch went to a buffer of the old
    /// size — with `--fullscreen`, the first frame on the screen was the stack cut to an 800×600
    /// corner — and the frame after it paid for the new buffer (at 1920×1080 a second start-up frame
    /// of 23–30 ms; BENCHMARKS.md). Shown for one frame at most: the background, at the old size.
    private func showBackgroundAtTheNewSize() {
        renderer.clear(FramePainter.background)
        renderer.present()
    }

    /// Whether a window manager looks after the window (`Window.hasWindowManager`: Wayland, an EWMH
    /// window manager on X11) or framed it, waiting up to `windowManagerGrace` for a frame.
    private func hasWindowManager() -> Bool {
        if window.hasWindowManager == true { return true }
        let deadline = now() + Self.windowManagerGrace
        repeat {
            EventPump.pump()
            let f = window.frameExtents
            if f.top > 0 || f.left > 0 || f.bottom > 0 || f.right > 0 { return true }
            loopClock.waitForEvent(timeoutMs: 20)
        } while now() < deadline
        return false
    }
}
