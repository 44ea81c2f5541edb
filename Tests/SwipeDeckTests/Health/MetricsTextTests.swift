import SwipeCore
import Testing

@testable import SwipeDeck

/// `MetricsText`: a snapshot in Prometheus' text format.
@Suite struct MetricsTextTests {
    static let sample: MetricsSnapshot = {
        var s = MetricsSnapshot()
        s.decisions = [.right: 3, .left: 2]
        s.undos = 1
        s.framesPresented = 120
        s.slowFrames = 4
        s.lastFrameUnixSeconds = 1_764_936_000.25
        s.cardsInDeck = 12
        s.cardsDecidedInSession = 4
        s.uptimeSeconds = 61.5
        s.sessionsStarted = 2
        s.deckReloads = 1
        s.failedPictureLoads = 5
        s.logWriteFailures = 6
        return s
    }()

    /// The sample lines of `text` (name with labels → value), checked to follow their HELP and TYPE.
    func samples(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var described: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if line.hasPrefix("# HELP ") { described.insert(String(words[2])); continue }
            if line.hasPrefix("# TYPE ") {
                #expect(described.contains(String(words[2])), "TYPE after HELP: \(line)")
                #expect(["counter", "gauge"].contains(String(words[3])))
                continue
            }
            #expect(words.count == 2, "one value per sample: \(line)")
            let name = String(words[0].prefix { $0 != "{" })
            #expect(described.contains(name), "a sample of a described metric: \(line)")
            #expect(name.hasPrefix("swipedeck_"))
            result[String(words[0])] = String(words[1])
        }
        return result
    }

    @Test func everyFigureIsASampleOfItsMetric() {
        let text = MetricsText.format(Self.sample)
        #expect(text.hasSuffix("\n"))
        let values = samples(text)
        #expect(values["swipedeck_decisions_total{direction=\"right\"}"] == "3")
        #expect(values["swipedeck_decisions_total{direction=\"left\"}"] == "2")
        #expect(values["swipedeck_decisions_total{direction=\"upLeft\"}"] == "0")
        #expect(
            values.keys.filter { $0.hasPrefix("swipedeck_decisions_total{") }.count == SwipeDirection.allCases.count)
        #expect(values["swipedeck_undos_total"] == "1")
        #expect(values["swipedeck_frames_presented_total"] == "120")
        #expect(values["swipedeck_slow_frames_total"] == "4")
        #expect(values["swipedeck_last_frame_timestamp_seconds"] == "1764936000.25")
        #expect(values["swipedeck_deck_cards"] == "12")
        #expect(values["swipedeck_session_decided_cards"] == "4")
        #expect(values["swipedeck_uptime_seconds"] == "61.5")
        #expect(values["swipedeck_sessions_started_total"] == "2")
        #expect(values["swipedeck_deck_reloads_total"] == "1")
        #expect(values["swipedeck_picture_load_failures_total"] == "5")
        #expect(values["swipedeck_log_write_failures_total"] == "6")
    }

    @Test func countersAreTypedCountersAndGaugesGauges() {
        let text = MetricsText.format(Self.sample)
        #expect(text.contains("# TYPE swipedeck_frames_presented_total counter\n"))
        #expect(text.contains("# TYPE swipedeck_deck_cards gauge\n"))
        #expect(text.contains("# HELP swipedeck_slow_frames_total Frames that took longer than 16.7 ms"))
    }

    @Test func noLastFrameTimeBeforeTheFirstFrame() {
        let values = samples(MetricsText.format(MetricsSnapshot()))
        #expect(values["swipedeck_last_frame_timestamp_seconds"] == nil)
        #expect(values["swipedeck_frames_presented_total"] == "0")
    }

    @Test(arguments: [
        (3.0, 3, "3"), (2.5, 3, "2.5"), (0.0004, 3, "0"), (-1.25, 2, "-1.25"), (16.66666, 1, "16.7"),
        (1_764_936_000.123_4, 3, "1764936000.123"), (Double.nan, 3, "NaN"), (-Double.infinity, 1, "-Inf"),
    ])
    func numbersHaveNoExponentNorTrailingZeros(value: Double, decimals: Int, text: String) {
        #expect(MetricsText.number(value, decimals: decimals) == text)
    }
}
