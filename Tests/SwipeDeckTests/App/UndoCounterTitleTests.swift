import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Issue 15, item 7: ↺ dimmed with nothing to undo, undo on the empty view, a counter that a reload
/// does not make jump, the deck's name in the window title. Pixels of the real frame, the real loop.
@Suite(.serialized) struct UndoCounterTitleTests {
    /// ↺'s ink, amber.
    static let undoInk = ButtonStyle.standard(.undo).ink

    /// Pixels inside `rect` of the frame drawn now that are close to ↺'s amber ink.
    func amberPixels(_ app: AppHarness, in rect: Rect) throws -> Int {
        app.runtime.drawFrame(at: app.runtime.now())
        let frame = try app.runtime.painter.renderer.readPixels()
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                guard let p = frame.pixel(x: x, y: y) else { continue }
                let d =
                    abs(Int(p.r) - Int(Self.undoInk.r)) + abs(Int(p.g) - Int(Self.undoInk.g))
                    + abs(Int(p.b) - Int(Self.undoInk.b))
                if d < 40 { n += 1 }
            }
        }
        return n
    }

    /// Runs a pass of the loop each time an event is queued (the watcher wakes the loop when it
    /// reloaded the deck) until `done`, at most `limit` seconds of real time.
    func step(_ app: AppHarness, limit: Double = 3, until done: () -> Bool) {
        Waiting.until(seconds: limit, done) { ms in
            _ = EventPump.waitForEvent(timeoutMs: ms)
            app.runtime.step(wait: false)
        }
    }

    /// The window's title as SDL has it.
    func title(_ app: AppHarness) -> String {
        app.runtime.window.title
    }

    @Test func undoIsDimmedUntilThereIsSomethingToUndo() throws {
        let app = try AppHarness(cards: 4)
        let undo = try #require(ChromeLayout.deck(screen: app.runtime.controller.screen).buttons[.undo])
        #expect(try amberPixels(app, in: undo) == 0, "nothing to undo: ↺ is grey")
        app.key(.right)
        #expect(try amberPixels(app, in: undo) > 20, "after a swipe ↺ is amber")
        app.key(.backspace)
        #expect(try amberPixels(app, in: undo) == 0, "undone back to the start: grey again")
    }

    @Test func theEmptyViewHasAnUndoButton() throws {
        let app = try AppHarness(cards: 2)
        app.key(.right); app.key(.left)
        #expect(app.runtime.controller.deck.isExhausted)
        let layout = ChromeLayout.empty(viewport: app.runtime.controller.viewport)
        let undo = try #require(layout.buttons[.undo], "the empty view has ↺")
        let startOver = try #require(layout.buttons[.startOver])
        #expect(!undo.intersects(startOver), "↺ and Start over apart")
        #expect(undo.maxY <= app.runtime.controller.viewport.height)
        #expect(try amberPixels(app, in: undo) > 20, "↺ is drawn, amber: there is a card to bring back")
        app.mouse(.down, at: undo.center)
        app.mouse(.up, at: undo.center)
        app.settle()
        #expect(app.runtime.controller.deck.topIndex == 1, "the last card is back on top")
        #expect(app.decisions.map(\.1) == ["right", "left", "undo"])
    }

    @Test(arguments: [
        (200.0, 200.0), (200.0, 600.0), (600.0, 200.0), (320.0, 240.0), (800.0, 600.0),
        (1920.0, 1080.0), (3840.0, 2160.0), (2160.0, 3840.0),
    ])
    func theEmptyViewFitsAtEverySize(width: Double, height: Double) throws {
        let viewport = Size(width: width, height: height)
        let layout = ChromeLayout.empty(viewport: viewport)
        let undo = try #require(layout.buttons[.undo])
        let startOver = try #require(layout.buttons[.startOver])
        let screen = Rect(origin: .zero, size: viewport)
        #expect(screen.contains(undo.origin) && undo.maxX <= width && undo.maxY <= height, "↺ inside \(viewport)")
        #expect(!undo.intersects(startOver), "↺ clear of Start over at \(viewport)")
        #expect(layout.labelCenter.y + Double(layout.labelPointSize) / 2 < startOver.minY, "message above Start over")
    }

    @Test func backspaceAndCtrlZUndoOnTheEmptyView() throws {
        let app = try AppHarness(cards: 2)
        app.key(.right); app.key(.left)
        #expect(app.runtime.controller.scene.isEmpty)
        app.key(.backspace)
        #expect(app.runtime.controller.deck.topIndex == 1)
        #expect(!app.runtime.controller.scene.isEmpty, "the card is drawn again")
        app.key(.left)
        #expect(app.runtime.controller.scene.isEmpty)
        app.key(.z, ctrl: true)
        #expect(app.runtime.controller.deck.topIndex == 1)
        #expect(app.decisions.map(\.1) == ["right", "left", "undo", "left", "undo"])
    }

    @Test func theCounterCountsThisPassNotCardsInsertedBehind() throws {
        let app = try AppHarness(pictures: ["b1.png", "b2.png", "b3.png"])
        #expect(app.runtime.frameContent.counter == "1 / 3")
        app.key(.right)
        #expect(app.runtime.frameContent.counter == "2 / 3")
        let picture = try Surface(size: PixelSize(width: 4, height: 4))
        try picture.savePNG(path: app.folder.path + "/pics/a0.png") // before the top card: never shown this pass
        try picture.savePNG(path: app.folder.path + "/pics/b9.png") // ahead: one more to come
        step(app) { app.runtime.controller.deck.count == 5 }
        #expect(app.runtime.frameContent.counter == "2 / 4", "one decided, this is the 2nd, 3 left")
        app.key(.right)
        #expect(app.runtime.frameContent.counter == "3 / 4", "a swipe adds one")
        try FileManager.default.removeItem(atPath: app.folder.path + "/pics/b1.png") // a decided card
        step(app) { app.runtime.controller.deck.count == 4 }
        #expect(app.runtime.frameContent.counter == "3 / 4", "removing a decided card changes nothing")
        app.key(.backspace)
        #expect(app.runtime.frameContent.counter == "2 / 4", "undo takes one back")
    }

    @Test func theWindowTitleNamesTheDeck() throws {
        let app = try AppHarness(deckPath: { folder in
            try folder.write("deck.json", "{\"name\": \"Autumn trip\", \"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}")
        })
        #expect(title(app) == "SwipeDeck — Autumn trip")
        _ = try app.folder.write(
            "deck.json",
            "{\"name\": \"Winter\", \"cards\": [{\"id\": \"a\", \"title\": \"A\"}, {\"id\": \"b\", \"title\": \"B\"}]}")
        step(app) { app.runtime.controller.deck.count == 2 }
        #expect(title(app) == "SwipeDeck — Winter", "a renamed deck renames the window")
    }

    @Test func aHostileNameGivesAShortOneLineTitle() throws {
        let name = "Line one\\nline\\u0000two\\t" + String(repeating: "é", count: 100_000)
        let app = try AppHarness(deckPath: { folder in
            try folder.write("deck.json", "{\"name\": \"\(name)\", \"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}")
        })
        let title = title(app)
        #expect(title.hasPrefix("SwipeDeck — Line one line two éé"), "breaks, NUL and tabs are spaces")
        #expect(title.count == "SwipeDeck — ".count + WindowTitle.nameLimit && title.hasSuffix("é…"), "cut with …")
        #expect(WindowTitle.of(deckNamed: " \n ") == "SwipeDeck")
    }

    @Test func aFolderDeckIsNamedAfterItsFolder() throws {
        let app = try AppHarness(pictures: ["p1.png"])
        #expect(title(app) == "SwipeDeck — pics")
    }
}
