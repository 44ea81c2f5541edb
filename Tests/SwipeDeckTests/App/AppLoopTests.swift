import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// SDL events pushed into the real queue and run through the real loop: the decisions it logs.
/// One at a time: SDL's queue and window are process-wide.
@Suite(.serialized) struct AppLoopTests {
    @Test func mouseDragPastTheThresholdLikesTheTopCard() throws {
        let app = try AppHarness()
        let c = app.card
        app.mouseDrag(from: Vector2(c.center.x, c.minY + 60), to: Vector2(c.center.x + c.width * 0.6, c.minY + 70))
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right"])
        #expect(app.runtime.controller.deck.topIndex == 1)
    }

    @Test func shortSlowDragSpringsBackAndDecidesNothing() throws {
        let app = try AppHarness()
        let c = app.card
        app.mouseDrag(from: c.center, to: c.center + Vector2(c.width * 0.15, 0), steps: 6, pause: 0.02, hold: 0.15)
        #expect(app.decisions.isEmpty)
        #expect(app.runtime.controller.deck.topIndex == 0)
        let quad = try #require(app.runtime.controller.topCardQuad)
        #expect(quad.topLeft.distance(to: Vector2(c.minX, c.minY)) < 0.1)
        #expect(!app.runtime.needsFrame, "the loop goes idle once the card is back")
    }

    @Test func fingerDragLeftSkipsTheTopCard() throws {
        let app = try AppHarness()
        let c = app.card
        app.fingerDrag(from: c.center, to: c.center - Vector2(c.width * 0.7, 0))
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:left"])
    }

    @Test func mouseEventsSynthesisedFromTouchAreDropped() throws {
        let app = try AppHarness()
        let c = app.card
        // SDL sends a touch twice: as fingers and as mouse events with which == SDL_TOUCH_MOUSEID.
        app.mouseDrag(from: c.center, to: c.center + Vector2(c.width * 0.8, 0), which: MouseButtonInput.touchMouseID)
        #expect(app.decisions.isEmpty)
        app.fingerDrag(from: c.center, to: c.center + Vector2(c.width * 0.8, 0))
        #expect(app.decisions.map(\.1) == ["right"], "the finger copy of the same touch counts, once")
    }

    @Test func secondFingerNeitherMovesNorCancelsTheCard() throws {
        let app = try AppHarness()
        let c = app.card
        app.finger(.down, at: c.center, finger: 1)
        app.finger(.motion, at: c.center + Vector2(40, 0), finger: 1)
        app.finger(.down, at: c.center + Vector2(-50, 30), finger: 2)
        app.finger(.motion, at: c.center + Vector2(-250, 30), finger: 2)
        app.finger(.up, at: c.center + Vector2(-250, 30), finger: 2)
        let quad = try #require(app.runtime.controller.topCardQuad)
        #expect(quad.center.x > c.center.x + 30, "the card still follows finger 1")
        app.finger(.motion, at: c.center + Vector2(c.width * 0.7, 0), finger: 1)
        app.finger(.up, at: c.center + Vector2(c.width * 0.7, 0), finger: 1)
        app.settle()
        #expect(app.decisions.map(\.1) == ["right"])
    }

    @Test func keysSwipeUndoAndQuit() throws {
        let app = try AppHarness()
        app.key(.left)
        app.key(.right)
        app.key(.backspace)
        app.key(.z, ctrl: true)
        app.key(.up) // up is not allowed by default: nothing happens
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:left", "c1:right", "c1:undo", "c0:undo"])
        #expect(app.runtime.controller.deck.topIndex == 0)
        #expect(app.runtime.isRunning)
        app.key(.escape)
        #expect(!app.runtime.isRunning)
    }

    @Test func upAndDownKeysWhenEnabled() throws {
        let app = try AppHarness { $0.deckOptions.allowedDirections = [.left, .right, .up, .down] }
        app.key(.up)
        app.key(.down)
        #expect(app.decisions.map(\.1) == ["up", "down"])
    }

    @Test func onScreenButtonsRunTheSameCommands() throws {
        let app = try AppHarness()
        let layout = ChromeLayout.deck(viewport: app.runtime.controller.viewport, cardRect: app.card)
        func click(_ kind: ButtonKind) throws {
            let rect = try #require(layout.buttons[kind])
            app.mouse(.down, at: rect.center)
            app.mouse(.up, at: rect.center)
            app.settle()
        }
        try click(.like)
        try click(.skip)
        try click(.undo)
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right", "c1:left", "c1:undo"])
    }

    @Test func runningOutShowsTheEmptyViewAndStartOverResets() throws {
        let app = try AppHarness(cards: 2)
        app.key(.right)
        app.key(.right)
        #expect(app.runtime.controller.scene.isEmpty)
        #expect(app.runtime.frameContent.counter == "2 / 2")
        let button = try #require(ChromeLayout.empty(viewport: app.runtime.controller.viewport).buttons[.startOver])
        app.mouse(.down, at: button.center)
        app.mouse(.up, at: button.center)
        app.settle()
        #expect(app.runtime.controller.deck.topIndex == 0)
        #expect(!app.runtime.controller.scene.isEmpty)
    }

    @Test func focusLossMidDragSpringsBack() throws {
        let app = try AppHarness()
        let c = app.card
        app.mouse(.down, at: c.center)
        for i in 1...8 { app.elapse(0.008); app.mouse(.move, at: c.center + Vector2(Double(i) * 20, 0)) }
        app.push(.window(.focusLost))
        app.mouse(.up, at: c.center + Vector2(160, 0))
        app.settle()
        #expect(app.decisions.isEmpty, "a cancelled drag decides nothing, even past the threshold")
        let quad = try #require(app.runtime.controller.topCardQuad)
        #expect(quad.topLeft.distance(to: Vector2(c.minX, c.minY)) < 0.1)
    }

    @Test func enterTurnsTheTopCardOverAndItStillSwipes() throws {
        let app = try AppHarness()
        app.key(.enter)
        #expect(app.runtime.controller.scene.cards.last?.showsBack == true)
        #expect(app.runtime.painter.backs.count == 1, "the back was painted")
        app.key(.right)
        #expect(app.decisions.map { "\($0.0):\($0.1)" } == ["c0:right"])
        #expect(app.runtime.controller.scene.cards.allSatisfy { !$0.showsBack })
        #expect(app.runtime.painter.backs.count == 0, "the back is freed once its card left")
    }

    @Test func texturesAreFreedAsCardsLeave() throws {
        let app = try AppHarness(cards: 16)
        for _ in 0..<12 { app.key(.right) }
        #expect(app.decisions.count == 12)
        #expect(
            app.runtime.painter.textures.count <= 3 + 1 + FrameContent.prefetchAhead,
            "only the cards on screen and the prefetched ones keep textures")
    }
}
