import SwipeCore

/// The waking touch: after the kiosk's screen was blank (screen hours), its attract state was
/// showing (an idle reset happened, or the idle nudge was moving the top card of an unused kiosk) or
/// the idle warning appeared, the first touch or click only wakes it. The whole contact, press, moves
/// and release, is swallowed: it never grabs, flips or decides a card, and never presses an on-screen
/// button. The next contact is the visitor's. A key press is deliberate: it wakes too, and goes through.
///
/// This is the cage#264 class of bug: a touch that lands on a dark or unattended screen is meant to
/// wake it, not to answer the card nobody has looked at yet.
///
/// A contact the idle reset let go (a finger or object that rested still for the idle time) is stale:
/// its later moves and its release are ignored, so lifting it neither wakes the kiosk nor ends the
/// attract state (the appliance's waking scenario found that lift ending the hint).
///
/// ```swift
/// var waking = WakingTouch()
/// waking.arm()                          // the idle reset ran
/// waking.admits(press)   // .woke: the contact that wakes
/// waking.admits(move)    // .woke: the same contact
/// waking.admits(release) // .woke; the next press is admitted
/// ```
struct WakingTouch: Hashable, Sendable {
    /// The next press only wakes.
    private(set) var isArmed = false
    /// The contact being swallowed (its moves and release are dropped too); nil when none is.
    private(set) var swallowing: PointerID?
    /// The contacts down now (pressed and not yet released), as seen here.
    private(set) var held: Set<PointerID> = []
    /// Contacts the idle reset let go while they were down; their events until their next press are
    /// ignored.
    private(set) var stale: Set<PointerID> = []

    /// What becomes of a pointer event.
    enum Verdict: Hashable, Sendable {
        /// It goes on to the buttons and the engine.
        case admitted
        /// Part of the waking contact: the visitor is there, nothing else happens.
        case woke
        /// Part of a contact the idle reset let go: nothing happens, nobody is known to be there.
        case ignored
    }

    /// The attract state began (idle reset, idle nudge), the idle warning appeared or the screen came
    /// on after blank hours: the next press only wakes the kiosk.
    mutating func arm() { isArmed = true }

    /// The idle reset let every pointer go: the contacts down now are stale until pressed again.
    mutating func letGoOfHeldContacts() {
        stale.formUnion(held) // the swallowed contact, if any, is down too
        swallowing = nil
    }

    /// What becomes of `pointer`: a press while armed is swallowed with the rest of its contact (the
    /// rule is then spent); a stale contact's moves and release are ignored.
    mutating func admits(_ pointer: PointerEvent) -> Verdict {
        let id = pointer.pointer
        let ends = pointer.phase.endsContact
        if pointer.phase == .down {
            held.insert(id)
            stale.remove(id)
        } else if ends {
            held.remove(id)
        }
        if stale.contains(id) {
            if ends { stale.remove(id) }
            return .ignored
        }
        if let contact = swallowing, contact == id {
            if ends { swallowing = nil }
            return .woke
        }
        guard isArmed, pointer.phase == .down else { return .admitted }
        isArmed = false
        swallowing = id
        return .woke
    }

    /// A key was pressed: the visitor is there, and the key goes through.
    mutating func noteKey() { isArmed = false }

    /// Forgets every contact (the window lost the focus: their releases may never come).
    mutating func cancelContact() {
        swallowing = nil
        held.removeAll()
        stale.removeAll()
    }
}
