import CSDL2
import Foundation
import Testing

@testable import SwipeDeck

/// Red team round 3, signals and time (issue 30): the wall clock jumping during a session and around the
/// idle reset. Everything the loop times runs on its monotonic clock: a jump of an hour back or a day on
/// changes neither when the idle reset comes nor a decision's time on top (`ms`), nor the session; only
/// the lines' `time` reads the wall clock, as it is.
@Suite(.serialized) struct WallClockJumpTests {
    /// A wall clock a test moves: `offset` seconds from a fixed day.
    final class Wall: @unchecked Sendable {
        var offset = 0.0
        let base = Date(timeIntervalSince1970: 1_796_000_000) // 2026-11-29
        var now: Date { base.addingTimeInterval(offset) }
    }

    func lines(_ app: AppHarness) -> [[String: Any]] {
        let text = (try? String(contentsOfFile: app.logPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    @Test func jumpsOfTheWallClockChangeNoTimingOfTheLoop() throws {
        let wall = Wall()
        let app = try AppHarness(
            configure: {
                $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 30
            }, wallClock: { wall.now })
        let first = app.runtime.session
        app.key(SDLK_RIGHT, modifiers: 0) // the visitor's first input: time on top counts from here
        app.elapse(2)
        wall.offset = -3_600 // an hour back (NTP, a DST mistake, an operator)
        app.key(SDLK_RIGHT, modifiers: 0)
        app.elapse(3)
        wall.offset = 86_400 // a day on
        app.key(SDLK_LEFT, modifiers: 0)
        let logged = lines(app)
        #expect(logged.count == 3)
        let ms = logged.compactMap { $0["ms"] as? Int }
        // Each key's fly-off settles in well under a second of the loop's time.
        #expect(
            ms.count == 3 && (2_000...3_000).contains(ms[1]) && (3_000...4_000).contains(ms[2]),
            "time on top from the loop's clock, not the wall's: \(ms)")
        let times = logged.compactMap { $0["time"] as? String }
        #expect(
            times.count == 3 && times[1] < times[0] && times[2] > times[0], "the lines read the wall as it is: \(times)"
        )
        #expect(Set(logged.compactMap { $0["session"] as? String }) == [first], "one session across the jumps")
        // Around the idle reset: the wall jumps a day on just before it is due; it still comes after 30 s
        // of the loop's time, not at once, and not never.
        app.idle(25)
        wall.offset = 2 * 86_400
        #expect(app.runtime.session == first, "no reset before the idle time passed on the loop's clock")
        app.idle(10)
        #expect(app.runtime.session != first, "the reset after the idle time")
        #expect(app.runtime.controller.deck.topIndex == 0)
    }
}
