import SwipeCore
import Testing

@testable import SwipeDeck

/// `WakingTouch`: the contact that wakes the kiosk is swallowed whole; the next one goes through.
@Suite struct WakingTouchTests {
    let finger = PointerID.finger(touch: 7, finger: 1)

    /// Whether each of `events` (phase, pointer) is admitted, in turn.
    func admitted(_ waking: inout WakingTouch, _ events: [(PointerPhase, PointerID)]) -> [Bool] {
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
}
