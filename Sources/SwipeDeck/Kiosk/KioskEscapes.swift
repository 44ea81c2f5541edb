import SwipeCore

/// The ways out of kiosk mode: only the unlock chord (and SIGTERM/SIGINT, which the loop polls) ends
/// it; quit requests, a window manager's close, Esc, Q and F11 are ignored. Off: everything goes.
struct KioskEscapes: Hashable, Sendable {
    /// Kiosk mode is on.
    let isOn: Bool
    /// The key chord that ends kiosk mode (`--unlock-keys`).
    let unlockChord: KeyChord

    init(isOn: Bool, unlockChord: KeyChord) { self.isOn = isOn; self.unlockChord = unlockChord }

    /// Whether `press` is the unlock chord of a kiosk (then the app quits).
    func unlocks(_ press: KeyPress) -> Bool { isOn && unlockChord.matches(press) }

    /// Whether `command` is carried out: kiosk mode ignores quit and fullscreen.
    func allows(_ command: AppCommand) -> Bool {
        !isOn || (command != .quit && command != .toggleFullscreen)
    }

    /// Whether a quit request or a window manager's close ends the app (not in kiosk mode).
    var closeQuits: Bool { !isOn }
}
