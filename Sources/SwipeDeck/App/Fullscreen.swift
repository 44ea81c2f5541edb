import SwipeSDL

/// How the window goes fullscreen, so the way back matches: where a window manager looks after the
/// window (Wayland's compositor, an EWMH window manager on X11) or frames it, it is asked for desktop
/// fullscreen; where none runs (bare Xorg, Xvfb) SDL's fullscreen would leave the window at its size,
/// so the app makes it borderless at the display's size and position itself, and then keeps it over
/// its display (`KioskCover`) as a kiosk does.
struct Fullscreen: Hashable {
    /// How long a window manager gets to put its frame on the window, seconds. 0.3.
    static let windowManagerGrace = 0.3

    /// The way the window went (or last went) fullscreen. Desktop until the first switch.
    private(set) var strategy = FullscreenStrategy.desktop

    /// Chooses the way for a switch to fullscreen: desktop fullscreen with a window manager, else
    /// borderless at the display's size.
    mutating func choose(windowManager: Bool) { strategy = windowManager ? .desktop : .borderlessResize }

    /// Whether the app itself keeps a fullscreen window over its display (borderless, no window manager).
    func coversDisplay(isFullscreen: Bool) -> Bool { strategy == .borderlessResize && isFullscreen }

    /// Whether the app resized the window itself, so the background must be presented once at the new
    /// size before the next frame (Mesa's software GL reads a window's size again only after a present).
    var resizesItself: Bool { strategy == .borderlessResize }

    /// Whether frame extents (top, left, bottom, right, pixels) show a window manager's frame.
    static func isFramed(_ extents: (top: Int, left: Int, bottom: Int, right: Int)) -> Bool {
        extents.top > 0 || extents.left > 0 || extents.bottom > 0 || extents.right > 0
    }
}
