import Foundation
import SwipeCore
import Testing

@testable import SwipeDeck

/// Issue 16: each decision line's `ms` is the time, on the loop's clock, that its card was on top.
@Suite(.serialized) struct TimeOnTopAppTests {
    @Test func msIsTimeOnTopOnTheLoopClock() throws {
        let app = try AppHarness(cards: 4)
        let clock = ManualLoopClock(seconds: 500)
        app.runtime.loopClock = clock
        app.runtime.decisions.start("0000abcd", at: clock.now()) // a visitor arrives: c0 on top from 500 s
        clock.seconds = 501.25
        app.runtime.perform(.swipe(.right))
        app.runtime.step(wait: false)
        clock.seconds = 504.0
        app.runtime.perform(.swipe(.left)) // c1 on top from 501.25 s
        app.runtime.step(wait: false)
        clock.seconds = 504.5
        app.runtime.perform(.undo)
        app.runtime.step(wait: false)
        clock.seconds = 505.0
        app.runtime.perform(.swipe(.right))
        app.runtime.step(wait: false)
        let entries = try DecisionLogReader.read(path: app.logPath).entries
        #expect(entries.map(\.card) == ["c0", "c1", "c1", "c1"])
        #expect(entries.map(\.decision) == ["right", "left", "undo", "right"])
        #expect(entries.map(\.ms) == [1250, 2750, 500, 500])
    }
}
