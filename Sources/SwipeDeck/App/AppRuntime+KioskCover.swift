import SwipeCore
import SwipeSDL

/// Keeps a kiosk window covering its display: after the display's size changes, or after another
/// program moves or resizes the window (`xdotool windowsize`, a stray window manager), the window is
/// put back over the whole display and the stack laid out anew.
struct KioskCover: Hashable {
    /// The display to cover, 0-based (`--display`).
    var display = 0
    /// The (window, display) pair last corrected. When the same mismatch is still there after a
    /// correction, the platform refuses it (a compositor that decides sizes): it is not retried
    /// until something changes, so the loop never fights the platform.
    var lastCorrected: [Rect]?

    /// The frame the window should be given, or nil to leave it: `window` and `display` in points.
    mutating func correction(window: Rect, display bounds: Rect) -> Rect? {
        if window == bounds { lastCorrected = nil; return nil }
        guard lastCorrected != [window, bounds] else { return nil }
        lastCorrected = [window, bounds]
        return bounds
    }
}

extension AppRuntime {
    /// Per pass in kiosk mode: puts the window back over its display when it no longer covers it.
    /// Returns whether it did (the stack is laid out anew and must be drawn).
    func keepCoveringDisplay() -> Bool {
        guard kiosk.isOn, let bounds = Window.bounds(ofDisplay: cover.display),
            let target = cover.correction(window: window.frame, display: bounds)
        else { return false }
        window.setFrame(target)
        refreshSizes()
        return true
    }
}
