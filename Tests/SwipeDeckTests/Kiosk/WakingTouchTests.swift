import SwipeCore
import Testing

@testable import SwipeDeck

/// `WakingTouch`: the contact that wakes the kiosk is swallowed whole; the next one goes through.
@Suite struct WakingTouchTests {
    let finger = PointerID.finger(touch: 7, finger: 1)

    /// Whether each of `events` (phase, pointer) is admitted, in turn.
    func admitted(_ waking: inout WakingTouch, _ events: [(PointerPhase, PointerID)]) -> [Bool] {
        verdicts(&waking, events).map { $0 == .admitted }
    }

    /// The verdict on each of `events` (phase, pointer), in turn.
    func verdicts(_ waking: inout WakingTouch, _ events: [(PointerPhase, PointerID)]) -> [WakingTouch.Verdict] {
        events.map { waking.admits(PointerEvent($0.0, $0.1, at: Vector2(100, 100))) }
    }

    @Test func unarmedEverythingGoesThrough() {
        var waking = WakingTouch()
        #expect(admitted(&waking, [(.down, finger), (.move, finger), (.up, finger)]) == [true, true, true])
    }

    @Test func theWholeWakingContactIsSwallowedAndTheNextAdmitted() {
        var waking = WakingTouch()
        waking.arm()
        let first = admitted(&waking, [(.move, .mouse), (.down, finger), (.move, finger), (.up, finger)])
        #expect(first == [true, false, false, false], "a move before any press passes; the contact does not")
        #expect(!waking.isArmed && waking.swallowing == nil)
        #expect(admitted(&waking, [(.down, finger), (.move, finger), (.up, finger)]) == [true, true, true])
    }

    @Test func anotherFingerDuringTheWakingContactGoesThrough() {
        var waking = WakingTouch()
        waking.arm()
        let second = PointerID.finger(touch: 7, finger: 2)
        #expect(admitted(&waking, [(.down, finger), (.down, second), (.cancel, finger)]) == [false, true, false])
        #expect(waking.swallowing == nil)
    }

    @Test func aKeyDisarmsAndAFocusLossForgetsTheContact() {
        var waking = WakingTouch()
        waking.arm()
        waking.noteKey()
        #expect(admitted(&waking, [(.down, .mouse), (.up, .mouse)]) == [true, true])
        waking.arm()
        #expect(admitted(&waking, [(.down, .mouse)]) == [false])
        waking.cancelContact()
        #expect(admitted(&waking, [(.up, .mouse)]) == [true])
    }

    @Test func aContactHeldAcrossTheIdleResetIsIgnoredUntilLifted() {
        var waking = WakingTouch()
        #expect(verdicts(&waking, [(.down, finger), (.move, finger)]) == [.admitted, .admitted])
        waking.letGoOfHeldContacts()
        waking.arm()
        let lift = verdicts(&waking, [(.move, finger), (.up, finger)])
        #expect(lift == [.ignored, .ignored], "resting there and lifting is nobody: the attract state stays")
        #expect(waking.isArmed && waking.stale.isEmpty && waking.held.isEmpty)
        #expect(verdicts(&waking, [(.down, finger), (.up, finger), (.down, finger)]) == [.woke, .woke, .admitted])
    }

    @Test func theResetSparesContactsNotDownAndAPressEndsStaleness() {
        var waking = WakingTouch()
        let second = PointerID.finger(touch: 7, finger: 2)
        _ = verdicts(&waking, [(.down, finger), (.down, .mouse), (.up, .mouse)])
        waking.letGoOfHeldContacts()
        #expect(waking.stale == [finger])
        #expect(verdicts(&waking, [(.move, .mouse), (.down, second)]) == [.admitted, .admitted])
        #expect(
            verdicts(&waking, [(.down, finger), (.up, finger)]) == [.admitted, .admitted],
            "a new press is a new contact")
    }

    @Test func aWakingContactHeldAcrossTheResetBecomesStale() {
        var waking = WakingTouch()
        waking.arm()
        #expect(verdicts(&waking, [(.down, finger)]) == [.woke])
        waking.letGoOfHeldContacts()
        waking.arm()
        #expect(verdicts(&waking, [(.up, finger)]) == [.ignored])
        #expect(waking.isArmed, "still waiting for the visitor's touch")
        waking.cancelContact()
        #expect(waking.held.isEmpty && waking.stale.isEmpty && waking.swallowing == nil)
    }
}
