import Testing

@testable import SwipeDeck

/// SIGHUP's reopens are told at most once a second (`ReopenNotice`): logrotate's daily one at once, a
/// storm's in a few lines that count the rest.
@Suite struct ReopenNoticeTests {
    @Test func theFirstReopenIsToldAtOnce() {
        var notice = ReopenNotice()
        #expect(
            notice.line(reopening: "/var/log/d.jsonl", at: 12.5)
                == "reopening the decision log /var/log/d.jsonl (SIGHUP)")
    }

    @Test func reopensWithinASecondAreCountedAndToldByTheNextLine() {
        var notice = ReopenNotice()
        #expect(notice.line(reopening: "d", at: 0) != nil)
        let quiet = stride(from: 0.001, to: 1.0, by: 0.001).compactMap { notice.line(reopening: "d", at: $0) }
        #expect(quiet.isEmpty)
        let told = "reopening the decision log d (SIGHUP; 999 more since the last such line)"
        #expect(notice.line(reopening: "d", at: 1.0) == told)
        #expect(notice.line(reopening: "d", at: 1.5) == nil)
        #expect(
            notice.line(reopening: "d", at: 9)
                == "reopening the decision log d (SIGHUP; 1 more since the last such line)")
        #expect(notice.line(reopening: "d", at: 20) == "reopening the decision log d (SIGHUP)")
    }

    /// A storm of a thousand a second for three seconds is told in at most four lines.
    @Test func aStormIsToldInAFewLines() {
        var notice = ReopenNotice()
        let told = (0..<3000).compactMap { notice.line(reopening: "d", at: Double($0) / 1000) }
        #expect(told.count == 3)
    }

    /// A moment before the last told one (a clock that went back) is told, not silenced for ever.
    @Test func anEarlierMomentIsTold() {
        var notice = ReopenNotice()
        #expect(notice.line(reopening: "d", at: 100) != nil)
        #expect(notice.line(reopening: "d", at: 5) != nil)
    }
}
