import Foundation
import SwipeCore
import SwipeSDL

/// The kiosk's screen (issue 28): the screen hours, the waking touch and the cursor (`KioskScreen`).
extension KioskDuty {
    /// Per pass, before the kiosk's own work: at the end of the screen hours the screen goes blank,
    /// at their start it wakes with a new session at the first card; while blank the kiosk's idle
    /// time stands still (no idle reset, no nudge) and the panel is asked to go off again after
    /// input woke it. Returns whether the picture changed (then draw).
    mutating func checkScreenHours(
        at t: Double, _ decisions: inout DecisionSession, _ router: inout InputRouter, window: Window
    ) -> Bool {
        let change = screen.schedule.check(at: screen.wallClock(), loopTime: t)
        switch change {
        case .off(let until)?: blankScreen(at: t, until: until, &decisions, &router, window: window)
        case .on(let until)?: wakeScreen(at: t, until: until, &decisions, window: window)
        case nil: break
        }
        if screen.isBlank {
            kiosk.noteInput(at: t) // the idle time does not run while nobody can see the deck
            if screen.schedule.powerOffIsDue(at: t) { window.setDisplayPower(on: false) }
        }
        return change != nil
    }

    /// The hours ended: every pointer is let go and decisions made so far are logged; the deck rests
    /// at its first card without moving, the cursor hides, the screen saver may run, and the panel
    /// is asked to go off (X11 DPMS; elsewhere the black frame is all).
    private mutating func blankScreen(
        at t: Double, until: Date?, _ decisions: inout DecisionSession, _ router: inout InputRouter, window: Window
    ) {
        decisions.advance(to: t)
        decisions.handle(.cancelAll, at: t)
        decisions.logDecisions(at: t)
        decisions.jump(to: 0)
        router.cancelButtons()
        screen.waking.letGoOfHeldContacts()
        Window.setCursorVisible(false)
        window.context.allowScreenSaver()
        Self.note("screen off (screen hours)" + Self.until(until))
    }

    /// The hours began: the panel on, the screen saver held off again, a new session at the first
    /// card with nobody there yet, and the first touch only wakes.
    private mutating func wakeScreen(at t: Double, until: Date?, _ decisions: inout DecisionSession, window: Window) {
        window.setDisplayPower(on: true)
        window.context.inhibitScreenSaver()
        Window.setCursorVisible(screen.cursor.isVisible)
        decisions.resetAfterIdle(at: t)
        kiosk.awaitVisitor(at: t) // nobody there: no idle warning before the reset, the hint shows
        screen.waking.arm()
        Self.note("screen on (screen hours)" + Self.until(until))
    }

    /// Whether `event` goes on to the router (`KioskScreen.admission`); a waking contact counts as
    /// the visitor's presence, input on a blank screen only as a reason to turn the panel off again.
    mutating func admits(_ event: PlatformEvent, at t: Double, _ decisions: DecisionSession, escapes: KioskEscapes)
        -> Bool
    {
        switch screen.admission(of: event, unlocks: escapes.unlocks) {
        case .admitted: return true
        case .woke:
            noteInput(at: t, decisions)
            return false
        case .dropped:
            screen.schedule.noteInputWhileBlank(at: t)
            return false
        case .ignored:
            return false
        }
    }

    /// A pointer event from `device` came: the cursor shows for a mouse and hides for touch (kiosk
    /// mode), never on a blank screen.
    mutating func noteCursor(_ device: PointerDevice) {
        guard !screen.isBlank, screen.cursor.note(device) else { return }
        Window.setCursorVisible(screen.cursor.isVisible)
    }

    /// " until 2026-12-07T08:00:00+01:00", in the local time zone; "" for nil.
    static func until(_ date: Date?) -> String {
        guard let date else { return "" }
        let format = ISO8601DateFormatter()
        format.timeZone = .current
        return " until " + format.string(from: date)
    }

    /// One line on standard error (the journal under systemd).
    static func note(_ message: String) { SwipeDeckApp.printError(message) }
}
