import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The cursor through the real loop (issue 28): in kiosk mode hidden for touch and shown when a real
/// mouse moves (hover too); `--hide-cursor` keeps it hidden; a desktop window shows it.
@Suite(.serialized) struct CursorAppTests {
    /// The mouse moved with no button held, to `p` (by `moved` points: 0 is SDL placing a resting
    /// pointer, as when a window maps under it).
    func hover(_ app: AppHarness, at p: Vector2, moved: Int32 = 4) {
        app.push(.mouseMotion(MouseMotionInput(x: Int32(p.x), y: Int32(p.y), dx: moved, buttons: 0, which: 0)))
    }

    @Test func kioskShowsItForAMouseAndHidesItForTouch() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.idleReset = 600
        }
        #expect(!Window.isCursorVisible, "hidden from the start")
        hover(app, at: Vector2(100, 100), moved: 0)
        #expect(!Window.isCursorVisible, "a pointer resting where the window appeared is no mouse in use")
        hover(app, at: Vector2(100, 100))
        #expect(Window.isCursorVisible, "a real mouse moved")
        app.fingerDrag(from: app.card.center, to: app.card.center + Vector2(30, 0))
        #expect(!Window.isCursorVisible, "touch hides it")
        app.mouseDrag(from: app.card.center, to: app.card.center + Vector2(30, 0))
        #expect(Window.isCursorVisible)
        app.mouseDrag(
            from: app.card.center, to: app.card.center + Vector2(30, 0), which: MouseButtonInput.touchMouseID)
        #expect(!Window.isCursorVisible, "a mouse event SDL made from a touch is touch")
    }

    @Test func hideCursorKeepsItHidden() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.idleReset = 600; $0.hideCursor = true
        }
        hover(app, at: Vector2(100, 100))
        app.mouseDrag(from: app.card.center, to: app.card.center + Vector2(30, 0))
        #expect(!Window.isCursorVisible)
    }

    @Test func aDesktopWindowShowsIt() throws {
        let app = try AppHarness()
        app.fingerDrag(from: app.card.center, to: app.card.center + Vector2(30, 0))
        #expect(Window.isCursorVisible)
    }
}
