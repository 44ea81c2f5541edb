import SwipeCore

/// Keeps a covering window — the kiosk, or a borderless fullscreen window where no window manager
/// runs — over its display: after the display's resolution or orientation changes, or another
/// program moves or resizes the window (`xdotool windowsize`, a stray window manager), the window is
/// put back over the whole display and the stack laid out anew; when the display goes, the window
/// moves to a remaining one (the primary).
struct KioskCover: Hashable {
    /// Seconds between two readings of the displays (on X11 a few round trips to the server). 0.5.
    static let interval = 0.5
    /// The display to cover at first, SDL's 0-based index (`--display`, or the one fullscreen began on).
    var display = 0
    /// The covered display's name (`DisplayArea.name`); nil until the displays are first read.
    var followed: String?
    /// The covered display's bounds as last read, points; nil before the first reading.
    var target: Rect?
    /// The displays are read every `interval` seconds (on the app's clock).
    var look = Every(KioskCover.interval)
    /// The (window, display) pair last corrected. When the same mismatch is still there after a
    /// correction, the platform refuses it (a compositor that decides sizes): it is not retried
    /// until something changes, so the loop never fights the platform.
    var lastCorrected: [Rect]?

    /// Starts covering display `index` (SDL's) anew.
    init(display index: Int = 0) { display = index }

    /// Whether the displays should be read again at `t`.
    func isDue(at t: Double) -> Bool { target == nil || look.isDue(at: t) }

    /// The frame the window should be given, or nil to leave it: `window` and `display` in points.
    mutating func correction(window: Rect, display bounds: Rect) -> Rect? {
        if window == bounds { lastCorrected = nil; return nil }
        guard lastCorrected != [window, bounds] else { return nil }
        lastCorrected = [window, bounds]
        return bounds
    }

    /// Takes the displays read at `t`: follows the covered display, or the first remaining one when it
    /// is gone. Returns the display moved to when the covered one went (nil otherwise).
    mutating func read(_ displays: [DisplayArea], sdlBounds: Rect?, at t: Double) -> (gone: String, to: DisplayArea)? {
        look.ran(at: t)
        if followed == nil, let sdlBounds {
            followed = DisplayFit.name(ofDisplayAt: sdlBounds, index: display, among: displays)
        }
        guard let name = followed, let chosen = DisplayFit.display(named: name, among: displays) else { return nil }
        target = chosen.bounds
        guard chosen.name != name else { return nil }
        followed = chosen.name
        return (name, chosen)
    }

    /// Per pass while the window covers a display: reads the displays every `interval` and puts
    /// `window` back over its display when it no longer covers it. Returns whether it did (the stack
    /// must be laid out anew and drawn) and a warning when the covered display went.
    mutating func keepCovering(_ window: some KioskWindow, at t: Double) -> (moved: Bool, warning: String?) {
        var warning: String?
        if isDue(at: t), let moved = read(window.liveDisplays, sdlBounds: window.sdlBounds(ofDisplay: display), at: t) {
            let b = moved.to.bounds
            warning =
                "display \(moved.gone) is gone; the window moves to \(moved.to.name)"
                + " (\(Int(b.width))x\(Int(b.height)) at \(Int(b.minX)),\(Int(b.minY)))"
        }
        guard let target, let frame = correction(window: window.frame, display: target) else {
            return (false, warning)
        }
        window.setFrame(frame)
        return (true, warning)
    }
}
