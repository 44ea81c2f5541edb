import SwipeSDL

/// Whether the mouse cursor shows. In kiosk mode it is hidden from the start and while input comes
/// from touch, and shown again when a real mouse moves or clicks (an engineer at the kiosk); with
/// `--hide-cursor` it is always hidden, kiosk or not; otherwise always shown.
///
/// ```swift
/// var cursor = CursorPolicy(kiosk: true, alwaysHidden: false)  // hidden
/// cursor.note(.mouse)   // true: it changed, now shown
/// cursor.note(.touch)   // true: hidden again
/// ```
struct CursorPolicy: Hashable, Sendable {
    /// Kiosk mode: the cursor follows the device in use.
    let kiosk: Bool
    /// `--hide-cursor`: never shown.
    let alwaysHidden: Bool
    /// Whether the cursor shows now.
    private(set) var isVisible: Bool

    init(kiosk: Bool, alwaysHidden: Bool) {
        self.kiosk = kiosk; self.alwaysHidden = alwaysHidden
        isVisible = !kiosk && !alwaysHidden
    }

    /// Input came from `device`; returns whether `isVisible` changed (then show or hide the cursor).
    mutating func note(_ device: PointerDevice) -> Bool {
        guard kiosk, !alwaysHidden else { return false }
        let visible = device == .mouse
        defer { isVisible = visible }
        return visible != isVisible
    }
}
