import CSDL2
import Foundation
import Testing

@testable import SwipeDeck

/// The time a card was on top (`ms`) starts for a session's first card when its visitor first acts,
/// not when the session began with nobody there (a kiosk starting, an idle reset).
@Suite(.serialized) struct DwellStartTests {
    func msOfLines(_ app: AppHarness) -> [Int] {
        let text = (try? String(contentsOfFile: app.logPath, encoding: .utf8)) ?? ""
        return DecisionLogReader.parse(text).entries.compactMap(\.ms)
    }

    @Test func aRecorderWaitingForItsVisitorCountsFromTheFirstInput() {
        let recorder = DecisionRecorder(log: nil, cardID: { "c\($0)" })
        recorder.cardOnTop(since: 0, visitorPresent: false)
        recorder.visitorActed(at: 25.5)
        recorder.visitorActed(at: 26) // only the first input starts the time
        #expect(recorder.topSince == 25.5 && !recorder.awaitingVisitor)
        recorder.cardOnTop(since: 30)
        recorder.visitorActed(at: 31)
        #expect(recorder.topSince == 30, "a visitor who was there already: from the card's arrival")
    }

    @Test func idleTimeBeforeAKioskVisitorIsNotTimeOnTop() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 2
        }
        app.idle(5) // the kiosk waits; an idle reset at 2 s starts a new session with nobody there
        app.key(SDLK_RIGHT, modifiers: 0, settles: false) // the visitor's first input decides the card
        app.elapse(0.8)
        app.key(SDLK_LEFT, modifiers: 0, settles: false)
        let ms = msOfLines(app)
        #expect(ms.count == 2)
        #expect(ms.first.map { $0 < 100 } == true, "the first card's time starts at the first input, not 5 s before")
        #expect(ms.last.map { (700...900).contains($0) } == true)
    }

    @Test func onADesktopTheFirstCardCountsFromTheStart() throws {
        let app = try AppHarness()
        app.elapse(1.5)
        app.key(SDLK_RIGHT, modifiers: 0, settles: false)
        #expect(msOfLines(app).first.map { $0 >= 1400 } == true)
    }
}
