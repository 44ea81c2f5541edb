import SwipeCore

/// The waking touch: after the kiosk's screen was blank (screen hours), its attract state was
/// showing (an idle reset happened, or the idle nudge was moving the top card of an unused kiosk) or
/// the idle warning appeared, the first touch or click only wakes it. The whole contact, press, moves and release, is swallowed: it never grabs,
/// flips or decides a card, and never presses an on-screen button. The next contact is the
/// visitor's. A key press is deliberate: it wakes too, and goes through.
///
/// This is the cage#264 class of bug: a touch that lands on a dark or unattended screen is meant to
/// wake it, not to answer the card nobody has looked at yet.
///
/// ```swift
/// var waking = WakingTouch()
/// waking.arm()                          // the idle reset ran
/// waking.admits(press)  // false: the contact that wakes
/// waking.admits(move)   // false: the same contact
/// waking.admits(release) // false; the next press is admitted
/// ```
struct WakingTouch: Hashable, Sendable {
    /// The next press only wakes.
    private(set) var isArmed = false
    /// The contact being swallowed (its moves and release are dropped too); nil when none is.
    private(set) var swallowing: PointerID?

    /// The attract state began (idle reset, idle nudge), the idle warning appeared or the screen came
    /// on after blank hours: the next press only wakes the kiosk.
    mutating func arm() { isArmed = true }

    /// Whether `pointer` goes on to the buttons and the engine. A press while armed is swallowed,
    /// with the rest of its contact; the rule is then spent.
    mutating func admits(_ pointer: PointerEvent) -> Bool {
        if let held = swallowing, held == pointer.pointer {
            if pointer.phase == .up || pointer.phase == .cancel { swallowing = nil }
            return false
        }
        guard isArmed, pointer.phase == .down else { return true }
        isArmed = false
        swallowing = pointer.pointer
        return false
    }

    /// A key was pressed: the visitor is there, and the key goes through.
    mutating func noteKey() { isArmed = false }

    /// Forgets a swallowed contact (the window lost the focus: its release may never come).
    mutating func cancelContact() { swallowing = nil }
}
