import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Lost textures and a changed window size, through the real loop on the dummy driver.
@Suite(.serialized) struct RenderResetTests {
    /// The colour of the top card's upper band in the frame drawn last (the cards are #336699).
    func topCardColour(_ app: AppHarness) throws -> RGBA? {
        let c = app.card
        let frame = try app.runtime.painter.renderer.readPixels()
        return frame.pixel(x: Int(c.center.x), y: Int(c.minY + c.height * 0.08))
    }

    @Test(arguments: RenderReset.allCases)
    func aRenderResetEmptiesTheTextureCacheAndItRefills(reset: RenderReset) throws {
        let app = try AppHarness(cards: 8)
        let held = app.runtime.painter.textures.count
        #expect(held >= 3, "the visible cards and those ahead are painted")
        #expect(try topCardColour(app) == RGBA(0x33, 0x66, 0x99))
        let frames = app.runtime.framesDrawn
        #expect(EventPump.push(reset))
        app.runtime.step(wait: false)
        #expect(app.runtime.painter.textures.count == 0, "every old texture is dropped")
        app.settle()
        #expect(app.runtime.painter.textures.count == held, "and painted again")
        #expect(app.runtime.framesDrawn > frames)
        #expect(try topCardColour(app) == RGBA(0x33, 0x66, 0x99), "the frame still draws the cards")
        app.key(.right)
        #expect(app.decisions.map(\.0) == ["c0"])
    }

    /// Xvfb cannot change its screen size (one fixed RandR mode; `xrandr --fb` and new modes are
    /// refused), so a display or window size change is tested here: SDL resizes the dummy window and
    /// queues SIZE_CHANGED as it does for a real one.
    @Test func aSizeChangeInMidDragSpringsBackAndLaysTheStackOutAgain() throws {
        let app = try AppHarness()
        let before = app.card
        app.mouse(.down, at: before.center)
        for i in 1...8 { app.elapse(0.008); app.mouse(.move, at: before.center + Vector2(Double(i) * 25, 0)) }
        let window = app.runtime.window
        window.setFrame(Rect(x: window.frame.minX, y: window.frame.minY, width: 1200, height: 900))
        app.runtime.step(wait: false)
        app.mouse(.up, at: before.center + Vector2(200, 0))
        app.settle()
        #expect(app.decisions.isEmpty, "the interrupted drag decides nothing")
        #expect(app.runtime.controller.viewport == Size(width: 1200, height: 900))
        let after = app.card
        #expect(after.height > before.height * 1.3, "the card grows with the window: \(before) → \(after)")
        let quad = try #require(app.runtime.controller.topCardQuad)
        #expect(quad.topLeft.distance(to: Vector2(after.minX, after.minY)) < 0.5, "the card rests in its new place")
        #expect(try topCardColour(app) == RGBA(0x33, 0x66, 0x99), "drawn at the new size")
        app.mouseDrag(from: after.center, to: after.center + Vector2(after.width, 0))
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right"], "a later swipe is logged")
    }
}
