import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The card in the hand is drawn over the buttons and the counter (pixels of the real frame).
@Suite(.serialized) struct DraggedCardOverChromeTests {
    static let cardColour = RGBA(0x33, 0x66, 0x99)

    func framePixel(_ app: AppHarness, _ p: Vector2) throws -> RGBA? {
        try app.runtime.painter.renderer.readPixels().pixel(x: Int(p.x), y: Int(p.y))
    }

    @Test func aCardDraggedDownCoversTheButtons() throws {
        let app = try AppHarness(cards: 6)
        let layout = ChromeLayout.deck(viewport: app.runtime.controller.viewport, cardRect: app.card)
        let undo = try #require(layout.buttons[.undo])
        #expect(try framePixel(app, undo.center) != Self.cardColour, "the button shows at rest")
        let from = app.card.center
        app.mouse(.down, at: from)
        for i in 1...10 {
            app.elapse(0.008)
            app.mouse(.move, at: from + Vector2(0, (undo.center.y - app.card.minY - 40) * Double(i) / 10))
        }
        app.runtime.drawFrame(at: app.runtime.now())
        #expect(try framePixel(app, undo.center) == Self.cardColour, "the held card is over ↺")
        app.mouse(.up, at: from)
        app.settle()
        #expect(try framePixel(app, undo.center) != Self.cardColour, "back in place, under its buttons")
    }

    @Test func aCardDraggedUpCoversTheCounter() throws {
        let app = try AppHarness(cards: 6)
        let layout = ChromeLayout.deck(viewport: app.runtime.controller.viewport, cardRect: app.card)
        let label = layout.labelCenter
        #expect(try framePixel(app, label) != nil)
        let from = app.card.center
        app.mouse(.down, at: from)
        let lift = app.card.minY + app.card.height * 0.08 - label.y // the card's plain upper band over the counter
        for i in 1...10 {
            app.elapse(0.008)
            app.mouse(.move, at: from - Vector2(0, lift * Double(i) / 10))
        }
        app.runtime.drawFrame(at: app.runtime.now())
        let frame = try app.runtime.painter.renderer.readPixels()
        var notCard = 0
        let half = Double(layout.labelPointSize) * 1.5
        for x in Int(label.x - half)...Int(label.x + half) {
            if frame.pixel(x: x, y: Int(label.y)) != Self.cardColour { notCard += 1 }
        }
        #expect(notCard == 0, "no counter pixel is drawn over the held card (\(notCard) were)")
        app.mouse(.up, at: from - Vector2(0, lift))
        app.settle()
    }
}
