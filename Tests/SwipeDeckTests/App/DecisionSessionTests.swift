import Foundation
import SwipeCore
import Testing

@testable import SwipeDeck

/// The decision session: the one taker of the engine's events and the one writer of the decision log.
@Suite struct DecisionSessionTests {
    /// A session over a deck of `cards` cards c0, c1… logging to a temp file; its log's entries.
    final class Fixture {
        let folder: TempFolder
        let logPath: String
        var session: DecisionSession

        init(cards: Int = 4) throws {
            folder = try TempFolder()
            logPath = folder.path + "/decisions.log"
            let log = try DecisionLog(path: logPath)
            let controller = DeckController(count: cards, viewport: Size(width: 800, height: 600))
            session = DecisionSession(
                controller: controller, recorder: DecisionRecorder(log: log) { "c\($0)" }, log: log)
        }

        deinit { folder.remove() }

        var entries: [LogEntry] {
            DecisionLogReader.parse((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").entries
        }
    }

    @Test func aSwipeIsLoggedOnceWithTheTimeItsCardWasOnTop() throws {
        let f = try Fixture()
        f.session.start("0000abcd", at: 100)
        f.session.apply(.swipe(.right), at: 100.5)
        #expect(f.entries.isEmpty, "nothing written before the decisions are logged")
        f.session.logDecisions(at: 101.25)
        f.session.logDecisions(at: 102)
        let entries = f.entries
        #expect(entries.map(\.card) == ["c0"] && entries.map(\.decision) == ["right"], "logged once")
        #expect(entries.first?.ms == 1250 && entries.first?.session == "0000abcd")
        #expect(f.session.id == "0000abcd")
    }

    @Test func anUndoIsLoggedAndNamesTheCardThatCameBack() throws {
        let f = try Fixture()
        f.session.start("0000abcd", at: 0)
        f.session.apply(.swipe(.left), at: 0)
        f.session.apply(.undo, at: 0)
        f.session.logDecisions(at: 1)
        #expect(f.entries.map(\.decision) == ["left", "undo"] && f.entries.map(\.card) == ["c0", "c0"])
    }

    @Test func startOverResetsTheDeckInANewSession() throws {
        let f = try Fixture()
        f.session.start("0000abcd", at: 0)
        f.session.apply(.swipe(.right), at: 0)
        f.session.advance(to: 2)
        f.session.logDecisions(at: 2)
        f.session.apply(.startOver, at: 3)
        #expect(f.session.id != "0000abcd" && !f.session.id.isEmpty)
        #expect(f.session.controller.deck.position == 0)
        f.session.apply(.swipe(.left), at: 3.5)
        f.session.logDecisions(at: 3.5)
        #expect(f.entries.map(\.session) == ["0000abcd", f.session.id])
        #expect(f.entries.last?.ms == 500, "the new session's first card is on top from the start over")
    }

    @Test func theIdleResetLogsPendingDecisionsInTheOldSession() throws {
        let f = try Fixture()
        f.session.start("0000abcd", at: 0)
        f.session.apply(.swipe(.right), at: 0.1)
        f.session.handle(.pointer(PointerEvent(.down, at: f.session.controller.cardRect.center)), at: 0.2)
        #expect(f.session.controller.gesture.isTracking)
        f.session.resetAfterIdle(at: 60)
        #expect(f.entries.map(\.session) == ["0000abcd"])
        #expect(f.session.id != "0000abcd")
        #expect(!f.session.controller.gesture.isTracking && f.session.controller.deck.position == 0)
    }

    @Test func commandsThatAreNotTheStacksChangeNothing() throws {
        let f = try Fixture()
        f.session.start("0000abcd", at: 0)
        f.session.apply(.toggleFullscreen, at: 0)
        f.session.apply(.quit, at: 0)
        f.session.logDecisions(at: 1)
        #expect(f.entries.isEmpty && f.session.controller.deck.position == 0 && !f.session.advance(to: 1))
    }

    @Test func aNudgeMovesTheIdleTopCardAndItSettles() throws {
        let f = try Fixture()
        let nudged = f.session.nudge(leftward: true, at: 1)
        #expect(nudged)
        let moves = f.session.advance(to: 1.05)
        #expect(moves, "the nudged card moves")
        var t = 1.05
        while t < 10, f.session.advance(to: t) { t += 1.0 / 60 }
        #expect(t < 10, "and comes back to rest")
    }
}
