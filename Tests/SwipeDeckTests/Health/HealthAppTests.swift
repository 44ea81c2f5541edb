import Foundation
import SwipeCore
import Testing

@testable import SwipeDeck

/// `Health` attached to the real loop (`AppHarness`, virtual time): the loop's frames, decisions and
/// wakes reach systemd's socket and the metrics file.
@Suite(.serialized) final class HealthAppTests {
    var framesBefore = 0

    /// A harness with `Health` attached: a real datagram socket as NOTIFY_SOCKET (a 2 s watchdog) and
    /// a metrics file in its folder.
    /// The harness has drawn its first frames before `attach` (as the app attaches before its first),
    /// so one more frame is drawn; the frames drawn before it are `framesBefore`.
    func attached(kiosk: Bool = false) throws -> (AppHarness, DatagramReceiver, String) {
        let app = try AppHarness { $0.kiosk = kiosk }
        let receiver = try DatagramReceiver(address: "@swipedeck-app-test-" + UUID().uuidString)
        let metrics = app.folder.path + "/swipedeck.prom"
        var options = AppOptions()
        options.metricsPath = FilePath(metrics)
        let health = try #require(
            try Health.open(options, environment: ["NOTIFY_SOCKET": receiver.address, "WATCHDOG_USEC": "2000000"]))
        app.runtime.attach(health)
        framesBefore = app.runtime.framesDrawn
        app.runtime.schedule.requestRedraw()
        app.settle()
        return (app, receiver, metrics)
    }

    @Test func aWatchdogMakesAnIdleWindowWakeAndPingWithoutDrawing() throws {
        let (app, receiver, _) = try attached()
        #expect(receiver.take().first?.hasPrefix("READY=1\nSTATUS=card 1 of 4, session ") == true)
        #expect(app.runtime.wakesPeriodically, "a watchdog asks for periodic wakes outside kiosk mode too")
        let frames = app.runtime.framesDrawn
        app.idle(5)
        let pings = receiver.take().filter { $0.hasPrefix("WATCHDOG=1") }
        #expect(pings.count >= 4, "\(pings)")
        #expect(app.runtime.framesDrawn == frames, "idle on purpose: pings without frames")
    }

    @Test func decisionsReachTheStatusAndTheMetricsFile() throws {
        let (app, receiver, metrics) = try attached()
        _ = receiver.take()
        app.key(.right)
        app.key(.right)
        app.key(.left)
        app.runtime.step(wait: false)
        let statuses = receiver.take().flatMap { $0.split(separator: "\n") }.filter { $0.hasPrefix("STATUS=") }
        #expect(statuses.last?.hasPrefix("STATUS=card 4 of 4, session ") == true, "\(statuses)")
        app.runtime.shutDown()
        let text = try String(contentsOfFile: metrics, encoding: .utf8)
        let logged = app.decisions.map(\.1)
        #expect(logged == ["right", "right", "left"])
        #expect(text.contains("swipedeck_decisions_total{direction=\"right\"} 2\n"))
        #expect(text.contains("swipedeck_decisions_total{direction=\"left\"} 1\n"))
        #expect(text.contains("swipedeck_session_decided_cards 3\n"))
        #expect(text.contains("swipedeck_deck_cards 4\n"))
        #expect(text.contains("swipedeck_frames_presented_total \(app.runtime.framesDrawn - framesBefore)\n"))
        #expect(receiver.take().contains("STOPPING=1"))
    }
}
