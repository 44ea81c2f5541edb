import Foundation
import SwipeCore
import Testing

@testable import SwipeDeck

/// A kiosk resumed from its log takes the visitor as still there when the session's last line is
/// younger than the idle reset (a crash restart): no attract hint, their first touch decides, and the
/// idle reset comes when it would have. Older (a power cut and a long boot): the attract state.
@Suite(.serialized) struct ResumedVisitorTests {
    static let swiped = "2026-12-06T10:00:00.000Z"

    /// The log's last session: c0 and c1 liked, the second at `swiped`.
    static let resume = ResumePoint(lastSessionOf: [
        LogEntry(time: "2026-12-06T09:59:58.000Z", card: "c0", index: 0, decision: "right", session: "s1", seq: 1),
        LogEntry(time: swiped, card: "c1", index: 1, decision: "right", session: "s1", seq: 2),
    ])

    /// A kiosk with an idle reset of `idleReset` s and screen `hours` started `after` seconds after the
    /// last line.
    func kiosk(after: Double, idleReset: Double = 30, hours: String? = nil) throws -> AppHarness {
        let start = try #require(LogFilter.parseTime(Self.swiped)).addingTimeInterval(after)
        let screenHours = try hours.map { try ScreenHours.parse($0) } ?? ScreenHours()
        return try AppHarness(
            cards: 6,
            configure: {
                $0.kiosk = true; $0.idleReset = idleReset; $0.screenHours = screenHours
            }, wallClock: { start },
            resume: Self.resume)
    }

    @Test func theLastLinesAgeAgainstTheIdleReset() throws {
        let swiped = try #require(LogFilter.parseTime(Self.swiped))
        let resume = Self.resume
        #expect(resume.lastTime == Self.swiped)
        #expect(resume.visitorIdleSeconds(idleReset: 30, now: swiped.addingTimeInterval(5)) == 5)
        #expect(resume.visitorIdleSeconds(idleReset: 30, now: swiped.addingTimeInterval(30)) == nil, "reset due")
        #expect(resume.visitorIdleSeconds(idleReset: nil, now: swiped.addingTimeInterval(5)) == nil, "no reset")
        #expect(resume.visitorIdleSeconds(idleReset: 30, now: swiped.addingTimeInterval(-60)) == nil, "clock back")
        var unreadable = resume
        unreadable.lastTime = "yesterday"
        #expect(unreadable.visitorIdleSeconds(idleReset: 30, now: swiped) == nil)
        #expect(ResumePoint(lastSessionOf: []).visitorIdleSeconds(idleReset: 30, now: swiped) == nil)
    }

    @Test func aCrashRestartKeepsTheVisitorsTurn() throws {
        let app = try kiosk(after: 5, idleReset: 120) // no idle warning (it arms the waking touch) by 15 s
        #expect(app.runtime.controller.deck.topIndex == 2, "at the card after c1")
        #expect(app.runtime.frameContent.hint == nil && !app.runtime.duty.kiosk.isAttracting)
        #expect(try !AttractHintTests().showsPill(app, text: AttractHintTests.english))
        app.idle(10) // the idle card is nudged meanwhile: a hint to this visitor, not the attract state
        #expect(app.runtime.frameContent.hint == nil)
        let card = app.runtime.controller.screen.card.center
        app.fingerDrag(from: card, to: card + Vector2(400, 0))
        #expect(app.decisions.map(\.0) == ["c2"], "their first touch decides: \(app.decisions)")
    }

    @Test func theIdleResetComesWhenItWouldHave() throws {
        let app = try kiosk(after: 20)
        app.idle(9)
        #expect(app.runtime.controller.deck.topIndex == 2, "29 s after the last swipe: still their card")
        app.idle(2)
        #expect(app.runtime.controller.deck.topIndex == 0 && app.runtime.frameContent.hint == AttractHintTests.english)
    }

    @Test func aLongBootStartsInTheAttractState() throws {
        let app = try kiosk(after: 130, idleReset: 90)
        #expect(app.runtime.controller.deck.topIndex == 2, "still resumed at the next card (issue 27)")
        #expect(app.runtime.frameContent.hint == AttractHintTests.english && app.runtime.duty.kiosk.isAttracting)
        let desk = try AppHarness(cards: 6, configure: { $0.idleReset = 90 }, resume: Self.resume)
        #expect(desk.runtime.frameContent.hint == AttractHintTests.english, "the system clock: days later")
    }

    @Test func theScreenHoursEndTheSession() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let hours = try ScreenHours.parse("08:00-20:00")
        let swiped = try #require(LogFilter.parseTime(Self.swiped)) // 10:00 UTC
        let resume = Self.resume
        #expect(!resume.endedByScreenHours(hours, zone: utc, now: swiped.addingTimeInterval(9 * 3600)), "19:00")
        #expect(resume.endedByScreenHours(hours, zone: utc, now: swiped.addingTimeInterval(10 * 3600)), "20:00")
        #expect(resume.endedByScreenHours(hours, zone: utc, now: swiped.addingTimeInterval(23 * 3600)), "next 09:00")
        #expect(!resume.endedByScreenHours(ScreenHours(), zone: utc, now: swiped.addingTimeInterval(86_400)))
        // Through the app (the zone of the machine: three days later a change passed in any zone).
        let morning = try kiosk(after: 3 * 86_400, hours: "08:00-20:00")
        #expect(morning.runtime.session != "s1" && morning.runtime.controller.deck.topIndex == 0)
        let always = try kiosk(after: 3 * 86_400)
        #expect(always.runtime.session == "s1" && always.runtime.controller.deck.topIndex == 2, "no hours: resumed")
    }
}
