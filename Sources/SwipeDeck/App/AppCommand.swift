import SwipeCore

/// What the user asked the app to do, from a key or an on-screen button.
public enum AppCommand: Hashable, Sendable {
    /// Swipe the top card with the fly-off animation.
    case swipe(SwipeDirection)
    /// Bring the last decided card back.
    case undo
    /// Select the top card (as a tap does).
    case select
    /// Back to the first card (the empty view's button).
    case startOver
    /// Switch between a window and fullscreen.
    case toggleFullscreen
    /// Turn speech on or off for this visitor (S; kiosk mode too).
    case toggleSpeech
    /// Switch photo cards between the whole picture and the picture filling the card (Z; kiosk mode
    /// too). Only the look changes: no decision, nothing logged.
    case togglePhotoFit
    /// Leave the app (status 0, log flushed).
    case quit
}

/// The keyboard map: Left/Right (Up/Down when allowed) swipe; Backspace and Ctrl+Z undo; Enter and
/// Space select; F11 toggles fullscreen; S turns speech on and off; Z (without Ctrl) switches photo cards
/// between whole and filled; Esc and Q quit. Auto-repeat is ignored, so a held key swipes one card.
public enum KeyBindings {
    /// The command for `press`, or nil when the key means nothing here (or names a direction that
    /// is not allowed).
    public static func command(for press: KeyPress, allowed: [SwipeDirection]) -> AppCommand? {
        guard !press.isRepeat else { return nil }
        let swipe: (SwipeDirection) -> AppCommand? = { allowed.contains($0) ? .swipe($0) : nil }
        switch press.key {
        case .left: return press.ctrl || press.alt ? nil : swipe(.left)
        case .right: return press.ctrl || press.alt ? nil : swipe(.right)
        case .up: return press.ctrl || press.alt ? nil : swipe(.up)
        case .down: return press.ctrl || press.alt ? nil : swipe(.down)
        case .backspace: return .undo
        case .z: return press.ctrl ? .undo : press.alt ? nil : .togglePhotoFit
        case .enter, .space: return .select
        case .f11: return .toggleFullscreen
        case .s: return press.ctrl || press.alt ? nil : .toggleSpeech
        case .escape, .q: return press.ctrl || press.alt ? nil : .quit
        case .tab, .other: return nil
        }
    }
}
