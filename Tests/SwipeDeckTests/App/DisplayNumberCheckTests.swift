import SwipeCore
import Testing

@testable import SwipeDeck

/// `--display N` against the displays present, and the kiosk following its display (issue 13, item 3).
@Suite struct DisplayNumberCheckTests {
    let screen0 = [DisplayArea(name: "display 0", bounds: Rect(x: 0, y: 0, width: 1280, height: 800))]

    @Test func anExistingDisplayIsFine() {
        #expect(
            DisplayNumberCheck.problem(
                requested: 0, displays: screen0, xScreens: XScreens(count: 2), displayVariable: ":99") == nil)
    }

    /// SDL lists screen 1's monitor as display 1 but would open the window on screen 0: refused. Failed
    /// before: the app opened on screen 0 at screen 1's size.
    @Test func aDisplayOnAnotherXScreenIsRefused() {
        let both = screen0 + [DisplayArea(name: "display 1", bounds: Rect(x: 0, y: 0, width: 1024, height: 768))]
        let message = DisplayNumberCheck.problem(
            requested: 1, displays: both, xScreens: XScreens(count: 2), displayVariable: ":99")
        #expect(message?.hasPrefix("--display 1: there is 1 display (0: 1280x800 at 0,0) on X screen :99.0;") == true)
        #expect(message?.hasSuffix("run with DISPLAY=:99.1 and --display 0") == true)
        let single = DisplayNumberCheck.problem(
            requested: 1, displays: both, xScreens: XScreens(count: 1, monitors: 2), displayVariable: ":99")
        #expect(single == nil, "one screen with two monitors: display 1 is fine")
    }

    @Test func aMissingDisplayNamesTheDisplaysThatExist() {
        let message = DisplayNumberCheck.problem(
            requested: 3, displays: screen0, xScreens: XScreens(count: 1), displayVariable: ":99")
        #expect(message == "--display 3: there is 1 display (0: 1280x800 at 0,0)")
    }

    @Test func severalXScreensAreNamedWithHowToOpenOnOne() {
        let message = DisplayNumberCheck.problem(
            requested: 1, displays: screen0, xScreens: XScreens(count: 2), displayVariable: ":99")
        #expect(
            message
                == "--display 1: there is 1 display (0: 1280x800 at 0,0) on X screen :99.0; the X server has 2 screens"
                + " and a window opens only on the one DISPLAY names: for another, run with DISPLAY=:99.1 and --display 0"
        )
        let fromOne = DisplayNumberCheck.problem(
            requested: 2, displays: screen0 + screen0, xScreens: XScreens(count: 3, current: 1, monitors: 2),
            displayVariable: "host:7.1")
        #expect(fromOne?.contains("on X screen host:7.1;") == true)
        #expect(fromOne?.contains("DISPLAY=host:7.0 or DISPLAY=host:7.2 and --display 0") == true)
    }

    @Test func theServerNameLeavesOutTheScreen() {
        #expect(DisplayNumberCheck.serverName(":0") == ":0")
        #expect(DisplayNumberCheck.serverName(":99.1") == ":99")
        #expect(DisplayNumberCheck.serverName("host:7.1") == "host:7")
        #expect(DisplayNumberCheck.serverName("wayland-1") == nil)
    }

    @Test func theCoverFollowsItsDisplayAndMovesWhenItGoes() {
        let primary = DisplayArea(name: "DUMMY0", bounds: Rect(x: 0, y: 0, width: 1280, height: 800))
        let second = DisplayArea(name: "DUMMY1", bounds: Rect(x: 1280, y: 0, width: 1024, height: 768))
        var cover = KioskCover(display: 1)
        #expect(cover.isDue(at: 0))
        #expect(cover.read([primary, second], sdlBounds: second.bounds, at: 0) == nil)
        #expect(cover.followed == "DUMMY1" && cover.target == second.bounds)
        #expect(!cover.isDue(at: 0.2) && cover.isDue(at: 0.5))
        let portrait = DisplayArea(name: "DUMMY1", bounds: Rect(x: 1280, y: 0, width: 768, height: 1024))
        #expect(cover.read([primary, portrait], sdlBounds: second.bounds, at: 0.5) == nil)
        #expect(cover.target == portrait.bounds, "a new resolution or orientation is covered")
        let moved = cover.read([primary], sdlBounds: second.bounds, at: 1)
        #expect(moved?.gone == "DUMMY1" && moved?.to == primary)
        #expect(cover.followed == "DUMMY0" && cover.target == primary.bounds, "unplugged: the primary is covered")
        #expect(cover.read([primary], sdlBounds: second.bounds, at: 1.5) == nil, "said once")
    }
}
