import Foundation
import Testing

@testable import SwipeDeck

/// `Health` with a real datagram socket as `NOTIFY_SOCKET` and a real metrics file: what systemd and
/// the metrics file are told, pass by pass, on times passed in.
@Suite struct HealthReportTests {
    func facts(card: Int = 1, session: String = "s1", needsFrame: Bool = false) -> HealthFacts {
        HealthFacts(card: card, of: 4, deckCount: 4, session: session, needsFrame: needsFrame, wakesPeriodically: true)
    }

    func makeHealth(socket: String, metrics: String? = nil, watchdogUsec: String = "2000000") -> Health {
        let notifier = SystemdNotifier(
            environment: ["NOTIFY_SOCKET": socket, "WATCHDOG_USEC": watchdogUsec], warn: { Issue.record("\($0)") })
        return Health(notifier: notifier, metricsFile: metrics.map { MetricsFile(path: $0) }, warn: { _ in }) { 1000 }
    }

    @Test(arguments: ["@swipedeck-test-", "/"])
    func readyAfterTheFirstFrameThenPingsWhileHealthy(prefix: String) throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let address = prefix == "/" ? folder.path + "/notify" : prefix + UUID().uuidString
        let receiver = try DatagramReceiver(address: address)
        let health = makeHealth(socket: address)
        health.start(at: 0)
        health.endPass(at: 0, facts: facts())
        #expect(receiver.take().isEmpty, "nothing before the first frame")
        health.framePresented(began: 0.1, at: 0.11)
        health.endPass(at: 0.11, facts: facts())
        #expect(receiver.take() == ["READY=1\nSTATUS=card 1 of 4, session s1, no decision yet"])
        health.endPass(at: 0.2, facts: facts())
        #expect(receiver.take() == ["WATCHDOG=1"], "the first ping at once")
        health.endPass(at: 0.9, facts: facts())
        #expect(receiver.take().isEmpty, "within the ping interval (1 s)")
        health.count([.swiped(index: 0, direction: .right)], at: 1.0)
        health.endPass(at: 1.25, facts: facts(card: 2))
        #expect(receiver.take() == ["WATCHDOG=1\nSTATUS=card 2 of 4, session s1, last decision 0 s ago"])
        // A frame owed for more than the grace (2 s: a renderer presenting nothing) stops the pings.
        health.endPass(at: 2, facts: facts(card: 2, needsFrame: true))
        health.endPass(at: 2.3, facts: facts(card: 2, needsFrame: true))
        #expect(receiver.take() == ["WATCHDOG=1"], "owed for 0.3 s: still healthy")
        health.endPass(at: 4.1, facts: facts(card: 2, needsFrame: true))
        health.endPass(at: 4.5, facts: facts(card: 2, needsFrame: true))
        #expect(receiver.take().isEmpty, "owed for 2.5 s: no ping")
        health.framePresented(began: 4.5, at: 4.51)
        health.endPass(at: 4.6, facts: facts(card: 2))
        #expect(receiver.take() == ["WATCHDOG=1"], "drawn again: pings again")
    }

    @Test func aSocketThatIsNotThereGivesOneWarning() throws {
        var warnings: [String] = []
        let notifier = try #require(
            SystemdNotifier(environment: ["NOTIFY_SOCKET": "/nonexistent/notify"], warn: { warnings.append($0) }))
        notifier.send("READY=1")
        notifier.send("STATUS=x")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("cannot notify /nonexistent/notify") == true)
        #expect(SystemdNotifier(environment: [:], warn: { _ in }) == nil, "no NOTIFY_SOCKET: no notifier")
        _ = SystemdNotifier(environment: ["NOTIFY_SOCKET": "relative"], warn: { warnings.append($0) })
        #expect(warnings.count == 2 && warnings[1].contains("is not a socket path"))
    }

    @Test func theMetricsFileFollowsTheCountsAndIsWrittenAtTheEnd() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/swipedeck.prom"
        let health = Health(notifier: nil, metricsFile: MetricsFile(path: path), warn: { _ in }) { 1000 }
        health.start(at: 10)
        health.framePresented(began: 10, at: 10.5)
        health.count([.swiped(index: 0, direction: .right), .swiped(index: 1, direction: .left)], at: 11)
        health.count([.undone(index: 1)], at: 11.5)
        health.pictureFailed()
        health.endPass(at: 12, facts: facts())
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("swipedeck_decisions_total{direction=\"right\"} 1\n"))
        #expect(text.contains("swipedeck_decisions_total{direction=\"left\"} 1\n"))
        #expect(text.contains("swipedeck_undos_total 1\n"))
        #expect(text.contains("swipedeck_session_decided_cards 1\n"))
        #expect(text.contains("swipedeck_slow_frames_total 1\n"), "0.5 s to draw")
        #expect(text.contains("swipedeck_last_frame_timestamp_seconds 1000\n"))
        #expect(text.contains("swipedeck_picture_load_failures_total 1\n"))
        #expect(text.contains("swipedeck_uptime_seconds 2\n"))
        #expect(text.contains("swipedeck_sessions_started_total 1\n"))
        health.endPass(at: 13, facts: facts(session: "s2"))
        health.finish(at: 14, facts: facts(session: "s2"))
        let last = try String(contentsOfFile: path, encoding: .utf8)
        #expect(last.contains("swipedeck_sessions_started_total 2\n"))
        #expect(last.contains("swipedeck_session_decided_cards 0\n"))
        #expect(last.contains("swipedeck_uptime_seconds 4\n"))
    }
}
