import SwipeCore
import SwipeSDL

/// What the kiosk reads and changes of its window: `Window` in the app; a stand-in in the tests, so
/// the cover and the guard are tried without a display.
protocol KioskWindow: AnyObject {
    /// The displays now, named (`Window.liveDisplays`).
    var liveDisplays: [DisplayArea] { get }
    /// SDL's bounds of display `index` (0-based), points; nil when there is no such display.
    func sdlBounds(ofDisplay index: Int) -> Rect?
    /// The window's position and size, points.
    var frame: Rect { get }
    /// Moves and resizes the window, points.
    func setFrame(_ frame: Rect)
    /// What other X clients did to the window (unmapped, focus taken, covered); empty elsewhere.
    var intrusions: Window.Intrusions { get }
    /// Undoes `intrusions`.
    func reclaim(_ intrusions: Window.Intrusions)
}

extension Window: KioskWindow {
    func sdlBounds(ofDisplay index: Int) -> Rect? { Window.bounds(ofDisplay: index) }
}
