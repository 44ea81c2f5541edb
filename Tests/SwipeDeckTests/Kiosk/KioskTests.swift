import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// A window for the kiosk's cover and guard, without a display.
final class StandInWindow: KioskWindow {
    var liveDisplays: [DisplayArea]
    var frame: Rect
    var intrusions: Window.Intrusions = []
    var reclaimed: [Window.Intrusions] = []
    var frameChanges = 0

    init(displays: [DisplayArea], frame: Rect) { liveDisplays = displays; self.frame = frame }
    func sdlBounds(ofDisplay index: Int) -> Rect? {
        liveDisplays.indices.contains(index) ? liveDisplays[index].bounds : nil
    }
    func setFrame(_ frame: Rect) { self.frame = frame; frameChanges += 1 }
    func reclaim(_ intrusions: Window.Intrusions) { reclaimed.append(intrusions); self.intrusions = [] }
}

/// `Kiosk`: the idle reset and nudge, the cover, the guard and the ways out, with the time passed in.
@Suite struct KioskTests {
    static let full = Rect(x: 0, y: 0, width: 1280, height: 800)
    static let second = DisplayArea(name: "HDMI-2", bounds: Rect(x: 1280, y: 0, width: 1920, height: 1080))

    @Test func idleResetOncePerQuietSpell() {
        var kiosk = Kiosk(isOn: true, idleReset: 60, startedAt: 100)
        var due = [159.9, 160, 500].map { kiosk.idleResetIsDue(at: $0) }
        #expect(due == [false, true, false], "once per quiet spell, after 60 s")
        kiosk.noteInput(at: 600)
        due = [659, 660].map { kiosk.idleResetIsDue(at: $0) }
        #expect(due == [false, true], "input starts a new spell")
        var never = Kiosk(isOn: true, startedAt: 0)
        due = [1e9].map { never.idleResetIsDue(at: $0) }
        #expect(due == [false], "no --idle-reset: never")
    }

    @Test func nudgesAlternateEveryIntervalWhileNobodyIsThere() {
        var kiosk = Kiosk(isOn: true, idleReset: 600, startedAt: 0)
        var nudge = kiosk.nudgeIsDue(at: Kiosk.nudgeInterval - 0.1, held: false, animating: false)
        #expect(nudge == nil, "too soon")
        nudge = kiosk.nudgeIsDue(at: 4, held: true, animating: false)
        #expect(nudge == nil, "a finger is down")
        nudge = kiosk.nudgeIsDue(at: 4, held: false, animating: true)
        #expect(nudge == nil, "something moves")
        nudge = kiosk.nudgeIsDue(at: 4, held: false, animating: false)
        #expect(nudge == false, "the first one goes right")
        kiosk.noteNudged()
        nudge = kiosk.nudgeIsDue(at: 7.9, held: false, animating: false)
        #expect(nudge == nil, "one interval between nudges")
        nudge = kiosk.nudgeIsDue(at: 8, held: false, animating: false)
        #expect(nudge == true, "then left")
        kiosk.noteInput(at: 9)
        nudge = kiosk.nudgeIsDue(at: 12.9, held: false, animating: false)
        #expect(nudge == nil, "the visitor is back")
        var noReset = Kiosk(isOn: true, startedAt: 0)
        nudge = noReset.nudgeIsDue(at: 100, held: false, animating: false)
        #expect(nudge == nil, "no idle reset: no nudge")
    }

    @Test func coverPutsTheWindowBackAndFollowsAGoneDisplay() {
        let first = DisplayArea(name: "HDMI-1", bounds: Self.full)
        let window = StandInWindow(displays: [first, Self.second], frame: Rect(x: 0, y: 0, width: 400, height: 300))
        var kiosk = Kiosk(isOn: true, display: 0)
        var result = kiosk.cover.keepCovering(window, at: 0)
        #expect(result.moved && result.warning == nil && window.frame == Self.full)
        result = kiosk.cover.keepCovering(window, at: 0.1)
        #expect(!result.moved && window.frameChanges == 1, "covered: left alone")
        window.liveDisplays = [Self.second]
        result = kiosk.cover.keepCovering(window, at: 0.2)
        #expect(!result.moved, "the displays are read every \(KioskCover.interval) s only")
        result = kiosk.cover.keepCovering(window, at: 0.5)
        #expect(result.moved && window.frame == Self.second.bounds)
        #expect(result.warning == "display HDMI-1 is gone; the window moves to HDMI-2 (1920x1080 at 1280,0)")
    }

    @Test func guardReclaimsTheWindowEveryIntervalOrAtOnceAfterAnIntrusion() {
        let window = StandInWindow(displays: [], frame: Self.full)
        var kiosk = Kiosk(isOn: true)
        var undid = kiosk.windowGuard.keepInFront(window, at: 0)
        #expect(!undid, "nothing to undo")
        window.intrusions = [.hidden, .covered]
        undid = kiosk.windowGuard.keepInFront(window, at: 0.4)
        #expect(!undid, "not checked before \(KioskGuard.interval) s")
        undid = kiosk.windowGuard.keepInFront(window, at: 0.5)
        #expect(undid && window.reclaimed == [[.hidden, .covered]])
        window.intrusions = [.unfocused]
        undid = kiosk.windowGuard.keepInFront(window, at: 0.6)
        #expect(!undid)
        kiosk.windowGuard.noteIntrusion()
        undid = kiosk.windowGuard.keepInFront(window, at: 0.6)
        #expect(undid, "SDL reported it: checked at the next pass")
    }

    @Test func onlyTheUnlockChordEndsAKiosk() {
        let chord = KeyChord(ctrl: true, keycode: Int32(UInt8(ascii: "k")))
        let on = Kiosk(isOn: true, unlockChord: chord).escapes
        #expect(!on.allows(.quit) && !on.allows(.toggleFullscreen) && on.allows(.undo) && !on.closeQuits)
        #expect(on.unlocks(KeyPress(.other(Int32(UInt8(ascii: "k"))), ctrl: true)))
        #expect(!on.unlocks(KeyPress(.other(Int32(UInt8(ascii: "k"))))), "the modifier is part of it")
        let off = Kiosk(isOn: false, unlockChord: chord).escapes
        #expect(off.allows(.quit) && off.allows(.toggleFullscreen) && off.closeQuits)
        #expect(!off.unlocks(KeyPress(.other(Int32(UInt8(ascii: "k"))), ctrl: true)), "nothing to unlock")
    }
}
