import SwipeSDL
import Testing

@testable import SwipeDeck

/// `CursorPolicy`: kiosk mode shows the cursor for a mouse and hides it for touch; `--hide-cursor`
/// always hides it; a desktop window always shows it.
@Suite struct CursorPolicyTests {
    /// (changed, visible after) for each device in turn.
    func run(_ cursor: inout CursorPolicy, _ devices: [PointerDevice]) -> [(Bool, Bool)] {
        devices.map { device in
            let changed = cursor.note(device)
            return (changed, cursor.isVisible)
        }
    }

    @Test func kioskFollowsTheDeviceInUse() {
        var cursor = CursorPolicy(kiosk: true, alwaysHidden: false)
        #expect(!cursor.isVisible)
        let steps = run(&cursor, [.touch, .mouse, .mouse, .touch])
        #expect(steps.map(\.0) == [false, true, false, true])
        #expect(steps.map(\.1) == [false, true, true, false])
    }

    @Test func hideCursorNeverShowsIt() {
        for kiosk in [true, false] {
            var cursor = CursorPolicy(kiosk: kiosk, alwaysHidden: true)
            #expect(!cursor.isVisible)
            let steps = run(&cursor, [.mouse, .touch, .mouse])
            #expect(steps.allSatisfy { !$0.0 && !$0.1 })
        }
    }

    @Test func aDesktopWindowAlwaysShowsIt() {
        var cursor = CursorPolicy(kiosk: false, alwaysHidden: false)
        #expect(cursor.isVisible)
        let steps = run(&cursor, [.touch, .mouse])
        #expect(steps.allSatisfy { !$0.0 && $0.1 })
    }
}
