import Foundation
import SwipeDeck
import Testing

@testable import SwipeFleet

/// The fast reading of the app's time stamps agrees with `report`'s reading, and refuses the rest to it.
@Suite struct LogTimeTests {
    @Test(arguments: [
        "2026-11-22T10:15:30.123Z", "1970-01-01T00:00:00.000Z", "2000-02-29T23:59:59.999Z", "1969-12-31T23:59:59.500Z",
        "1600-03-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z",
    ])
    func agreesWithReportsReading(text: String) throws {
        let fast = try #require(LogTime.appShaped(Array(text.utf8)))
        let date = try #require(LogFilter.parseTime(text))
        #expect(fast == Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }

    @Test(arguments: [
        "2026-02-30T10:00:00.000Z", "2026-13-01T10:00:00.000Z", "2026-11-22T24:00:00.000Z", "2026-11-22 10:15:30.123Z",
        "2026-11-22T10:15:30Z", "2026-11-22T10:15:30.123+01:00", "1500-01-01T00:00:00.000Z", "",
    ])
    func otherShapesGoToTheSlowReading(text: String) {
        #expect(LogTime.appShaped(Array(text.utf8)) == nil)
        let slow = LogFilter.parseTime(text).map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }
        #expect(LogTime.epochMilliseconds(text) == slow)
    }
}
