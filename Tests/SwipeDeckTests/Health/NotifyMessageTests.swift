import Testing

@testable import SwipeDeck

/// `NotifyMessage`: the sd_notify datagrams as text.
@Suite struct NotifyMessageTests {
    @Test func readyCarriesTheFirstStatus() {
        #expect(NotifyMessage.ready(status: "card 1 of 3") == "READY=1\nSTATUS=card 1 of 3")
    }

    @Test func aPingCarriesAStatusOnlyWhenGiven() {
        #expect(NotifyMessage.ping(status: nil) == "WATCHDOG=1")
        #expect(NotifyMessage.ping(status: "x") == "WATCHDOG=1\nSTATUS=x")
        #expect(NotifyMessage.status("y") == "STATUS=y")
        #expect(NotifyMessage.stopping == "STOPPING=1")
    }

    @Test func aLineBreakNeverStartsASecondAssignment() {
        let message = NotifyMessage.status("a\nWATCHDOG=1\r\nb")
        #expect(message.split(separator: "\n").count == 1)
        #expect(message.hasPrefix("STATUS=a WATCHDOG=1"))
    }

    @Test func theStatusLineSaysCardSessionAndAge() {
        let line = NotifyMessage.statusLine(card: 3, of: 6, session: "5f3a", lastDecisionAge: 42.9)
        #expect(line == "card 3 of 6, session 5f3a, last decision 42 s ago")
        let fresh = NotifyMessage.statusLine(card: 1, of: 6, session: "", lastDecisionAge: nil)
        #expect(fresh == "card 1 of 6, no session, no decision yet")
        #expect(NotifyMessage.statusLine(card: 1, of: 1, session: "s", lastDecisionAge: -3).hasSuffix("0 s ago"))
    }
}
