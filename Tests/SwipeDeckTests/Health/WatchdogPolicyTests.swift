import Testing

@testable import SwipeDeck

/// `WatchdogPolicy`: when the loop pings systemd's watchdog, from times passed in.
@Suite struct WatchdogPolicyTests {
    @Test func theEnvironmentsMicrosecondsGiveHalfTheTimeoutBetweenPings() throws {
        let policy = try #require(WatchdogPolicy(watchdogMicroseconds: "30000000"))
        #expect(policy.pingInterval == 15)
        #expect(try #require(WatchdogPolicy(watchdogMicroseconds: " 500000 ")).pingInterval == 0.25)
    }

    @Test(arguments: [nil, "", "0", "-5", "thirty", "1.5"])
    func noWatchdogWithoutAPositiveWholeNumber(text: String?) {
        #expect(WatchdogPolicy(watchdogMicroseconds: text) == nil)
    }

    @Test func theFirstPingIsDueAtOnceThenEveryInterval() {
        var policy = WatchdogPolicy(timeout: 10)
        #expect(policy.isPingDue(at: 100, frameOwedSince: nil))
        policy.pinged(at: 100)
        #expect(!policy.isPingDue(at: 104.9, frameOwedSince: nil))
        #expect(policy.isPingDue(at: 105, frameOwedSince: nil))
        policy.pinged(at: 105.1)
        #expect(!policy.isPingDue(at: 110, frameOwedSince: nil))
        #expect(policy.isPingDue(at: 110.2, frameOwedSince: nil))
    }

    @Test func anIdleLoopThatStillRunsKeepsPinging() {
        var policy = WatchdogPolicy(timeout: 2)
        var pings = 0
        for tick in 0...40 { // a kiosk's 0.25 s wakes for 10 s, no frame owed
            let t = Double(tick) * 0.25
            if policy.isPingDue(at: t, frameOwedSince: nil) { policy.pinged(at: t); pings += 1 }
        }
        #expect(pings == 11) // at 0, 1, 2, … 10 s
    }

    @Test func aFrameOwedLongerThanTheGraceStopsThePings() {
        var policy = WatchdogPolicy(timeout: 4, frameGrace: 2)
        policy.pinged(at: 0)
        #expect(policy.isPingDue(at: 3, frameOwedSince: 1.5), "owed 1.5 s: still healthy")
        #expect(!policy.isPingDue(at: 3, frameOwedSince: 1), "owed 2 s: a renderer that presents nothing")
        #expect(!policy.isHealthy(at: 60, frameOwedSince: 1))
        #expect(policy.isHealthy(at: 60, frameOwedSince: nil), "drawn at last: healthy again")
    }

    @Test func theDefaultGraceIsTheConstant() {
        #expect(WatchdogPolicy(timeout: 30).frameGrace == WatchdogPolicy.defaultFrameGrace)
    }
}
