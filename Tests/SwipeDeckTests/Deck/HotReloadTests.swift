import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

@Suite struct HotReloadTests {
    /// Runs a pass of the loop each time an event is queued (the watcher wakes the loop when it
    /// reloaded the deck) until `done`, at most `limit` seconds of real time.
    func step(_ app: AppHarness, limit: Double = 3, until done: () -> Bool) {
        Waiting.until(seconds: limit, done) { ms in
            _ = EventPump.waitForEvent(timeoutMs: ms)
            app.runtime.step(wait: false)
        }
    }

    @Test func anAddedFileJoinsTheRunningDeckAndTheTopCardStays() throws {
        let app = try AppHarness(pictures: ["b1.png", "b2.png", "b3.png"])
        app.key(.right) // b1 decided, b2 on top
        #expect(app.runtime.holder.deck.card(at: app.runtime.controller.deck.topIndex!).id == "b2")
        let picture = try Surface(size: PixelSize(width: 4, height: 4))
        try picture.savePNG(path: app.folder.path + "/pics/a0.png") // sorts first, before the top card
        try picture.savePNG(path: app.folder.path + "/pics/b9.png")
        step(app) { app.runtime.controller.deck.count == 5 }
        #expect(app.runtime.controller.deck.count == 5, "the new files show up within 3 s")
        let top = try #require(app.runtime.controller.deck.topIndex)
        #expect(app.runtime.holder.deck.card(at: top).id == "b2", "the place is kept")
        #expect(
            app.runtime.frameContent.counter == "2 / 4",
            "one decided; a0 sorts before the top card and is not in this pass")
        app.key(.right); app.key(.right); app.key(.right)
        #expect(app.decisions.map(\.0) == ["b1", "b2", "b3", "b9"])
    }

    @Test func aRemovedFileOnScreenStaysUntilSwiped() throws {
        let app = try AppHarness(pictures: ["c1.png", "c2.png", "c3.png", "c4.png"])
        try FileManager.default.removeItem(atPath: app.folder.path + "/pics/c1.png") // the top card
        try FileManager.default.removeItem(atPath: app.folder.path + "/pics/c4.png") // not on screen
        step(app) { app.runtime.controller.deck.count == 3 }
        #expect(app.runtime.holder.deck.ids == ["c1", "c2", "c3"])
        app.key(.left)
        #expect(app.decisions.map(\.0) == ["c1"])
    }

    @Test func anEditedManifestReloads() throws {
        let app = try AppHarness(cards: 2)
        let entries = (0..<4).map { "{\"id\": \"c\($0)\", \"title\": \"Card \($0)\"}" }
        try app.folder.write("deck.json", "{\"cards\": [\(entries.joined(separator: ","))]}")
        step(app) { app.runtime.controller.deck.count == 4 }
        #expect(app.runtime.holder.deck.ids == ["c0", "c1", "c2", "c3"])
        #expect(app.runtime.controller.deck.topIndex == 0)
    }
}
