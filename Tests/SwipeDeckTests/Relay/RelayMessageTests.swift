import Testing

@testable import SwipeDeck

/// `RelayMessage`: what the notify relay passes on, the status it exits with, the command's environment.
@Suite struct RelayMessageTests {
    @Test func everyLineButMainPIDAndBarrierIsPassedOn() {
        #expect(RelayMessage.forwarded("READY=1\nSTATUS=card 3 of 12") == "READY=1\nSTATUS=card 3 of 12")
        #expect(RelayMessage.forwarded("WATCHDOG=1\nMAINPID=4242\n") == "WATCHDOG=1")
        #expect(RelayMessage.forwarded("MAINPID=4242") == nil, "the relay stays the main process")
        #expect(RelayMessage.forwarded("BARRIER=1") == nil)
        #expect(RelayMessage.forwarded("\n\n") == nil && RelayMessage.forwarded("") == nil)
        #expect(RelayMessage.forwarded("STATUS=MAINPID=1 is text") == "STATUS=MAINPID=1 is text")
    }

    @Test func theExitStatusIsTheCommandsOrTheSignalsAsAShellSaysIt() {
        #expect(RelayMessage.exitStatus(waitStatus: 0) == 0)
        #expect(RelayMessage.exitStatus(waitStatus: 2 << 8) == 2)
        #expect(RelayMessage.exitStatus(waitStatus: 139 << 8) == 139, "cage-kiosk's report of a segfault")
        #expect(RelayMessage.exitStatus(waitStatus: 6) == 134, "SIGABRT")
        #expect(RelayMessage.exitStatus(waitStatus: 9 | 0x80) == 137, "SIGKILL with a core flag")
    }

    @Test func theCommandNotifiesTheRelayAndIsNotToldSystemdsMainPID() {
        let environment = RelayMessage.commandEnvironment(
            ["NOTIFY_SOCKET": "/run/systemd/notify", "WATCHDOG_PID": "1", "WATCHDOG_USEC": "30000000", "HOME": "/k"],
            socketPath: "/run/user/1000/swipedeck-relay.ab12/notify")
        #expect(
            environment == [
                "HOME=/k", "NOTIFY_SOCKET=/run/user/1000/swipedeck-relay.ab12/notify", "WATCHDOG_USEC=30000000",
            ])
    }
}
