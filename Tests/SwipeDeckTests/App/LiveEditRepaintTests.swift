import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Live edits repaint every card whose content changed, the top card and the prepared ones included
/// (the deck is reloaded as the watcher would, through `replaceDeck`).
@Suite(.serialized) struct LiveEditRepaintTests {
    /// Pixels of the last frame inside the top card's rectangle that are within 8 of `colour`.
    func pixels(_ app: AppHarness, near colour: RGBA) throws -> Int {
        let frame = try app.runtime.painter.renderer.readPixels()
        let c = app.card
        var n = 0
        for y in stride(from: Int(c.minY) + 4, to: Int(c.maxY) - 4, by: 2) {
            for x in stride(from: Int(c.minX) + 4, to: Int(c.maxX) - 4, by: 2) {
                if let p = frame.pixel(x: x, y: y), abs(Int(p.r) - Int(colour.r)) < 8,
                    abs(Int(p.g) - Int(colour.g)) < 8, abs(Int(p.b) - Int(colour.b)) < 8
                {
                    n += 1
                }
            }
        }
        return n
    }

    /// Shows `deck` in place of the app's, as a reload does, and asks for a frame.
    static func show(_ deck: Deck, in app: AppHarness) {
        let runtime = app.runtime
        runtime.holder.show(deck, &runtime.decisions, painter: runtime.painter, window: runtime.window)
        runtime.schedule.requestRedraw()
    }

    @Test func anEditedManifestRepaintsTheTopCardAndThoseBehindIt() throws {
        let app = try AppHarness(cards: 8)
        let old = RGBA(0x33, 0x66, 0x99), new = RGBA(0x99, 0x33, 0x33)
        #expect(try pixels(app, near: old) > 500)
        let entries = (0..<8).map { "{\"id\": \"c\($0)\", \"title\": \"Edited \($0)\", \"color\": \"#993333\"}" }
        let path = try app.folder.write("deck.json", "{\"cards\": [\(entries.joined(separator: ","))]}")
        Self.show(try DeckLoader.load(path: path).deck, in: app)
        app.settle()
        #expect(try pixels(app, near: new) > 500, "the top card shows its new colour")
        #expect(try pixels(app, near: old) == 0, "nothing of the old colour is left on the card")
        for _ in 0..<4 { // the cards that were prepared behind it were painted again too
            app.key(.right)
            app.runtime.drawFrame(at: app.runtime.now())
            #expect(try pixels(app, near: new) > 500)
            #expect(try pixels(app, near: old) == 0)
        }
    }

    @Test func aPictureRewrittenUnderItsNameIsRepainted() throws {
        let app = try AppHarness(pictures: ["p1.png", "p2.png", "p3.png"])
        let before = RGBA(200, 100, 50), after = RGBA(40, 180, 90)
        #expect(try pixels(app, near: before) > 100)
        let picture = try Surface(size: PixelSize(width: 4, height: 4))
        picture.fill(after)
        try picture.savePNG(path: app.folder.path + "/pics/p1.png")
        try touchLater(app.folder.path + "/pics/p1.png")
        Self.show(try DeckLoader.load(path: app.folder.path + "/pics").deck, in: app)
        app.settle()
        #expect(try pixels(app, near: after) > 100, "the new picture shows")
        #expect(try pixels(app, near: before) == 0)
    }

    @Test func aPictureRewrittenWithoutAReloadIsRepaintedWhenTheLoopRuns() throws {
        let app = try AppHarness(pictures: ["q1.png", "q2.png"])
        let after = RGBA(40, 180, 90)
        let picture = try Surface(size: PixelSize(width: 4, height: 4))
        picture.fill(after)
        try picture.savePNG(path: app.folder.path + "/pics/q1.png")
        try touchLater(app.folder.path + "/pics/q1.png")
        app.runtime.holder.pictureCheck.dueNow()
        app.runtime.step(wait: false)
        app.settle()
        #expect(try pixels(app, near: after) > 100)
    }
}

/// A picture deleted under a card on screen keeps the card as it was painted until it is swiped.
@Suite struct CardContentKeyTests {
    @Test func aGoneFileKeepsThePaintingAChangedOneDoesNot() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write("a.png", "one")
        let face = CardFace(id: "a", title: "A", background: RGBA(1, 2, 3), imagePath: path)
        let painted = CardContentKey(face: face, description: "")
        #expect(!CardContentKey(face: face, description: "").differs(from: painted))
        _ = try folder.write("a.png", "two, longer")
        try touchLater(path)
        #expect(CardContentKey(face: face, description: "").differs(from: painted), "rewritten under its name")
        var retitled = face; retitled.title = "B"
        #expect(CardContentKey(face: retitled, description: "").differs(from: painted))
        try FileManager.default.removeItem(atPath: path)
        #expect(!CardContentKey(face: face, description: "").differs(from: painted), "gone: keep what was shown")
        #expect(CardContentKey(face: face, description: "").differs(from: nil))
    }
}
