import SwipeCore

/// The Prometheus text exposition format (version 0.0.4) of a `MetricsSnapshot`: for each metric a
/// `# HELP` and a `# TYPE` line, then its samples; every name starts with `swipedeck_`. Meant for
/// node_exporter's textfile collector (docs/kiosk.md).
public enum MetricsText {
    /// One metric: its name, type, help and samples (label text, value).
    struct Family {
        let name: String
        let type: String
        let help: String
        let samples: [(labels: String, value: String)]
    }

    /// The snapshot as Prometheus text, one family after another, ending with a newline. Every
    /// direction has a `swipedeck_decisions_total` sample (0 when none was taken); the last frame's
    /// time is left out before the first frame.
    public static func format(_ s: MetricsSnapshot) -> String {
        families(s).map { family in
            var text = "# HELP \(family.name) \(family.help)\n# TYPE \(family.name) \(family.type)\n"
            for sample in family.samples { text += "\(family.name)\(sample.labels) \(sample.value)\n" }
            return text
        }.joined()
    }

    static func families(_ s: MetricsSnapshot) -> [Family] {
        let slowMs = number(MetricsSnapshot.slowFrameSeconds * 1000, decimals: 1)
        var result = [
            Family(
                name: "swipedeck_decisions_total", type: "counter", help: "Cards decided, by swipe direction.",
                samples: SwipeDirection.allCases.map {
                    ("{direction=\"\($0.rawValue)\"}", String(s.decisions[$0] ?? 0))
                }),
            counter("swipedeck_undos_total", "Decisions undone.", s.undos),
            counter("swipedeck_frames_presented_total", "Frames presented on the screen.", s.framesPresented),
            counter(
                "swipedeck_slow_frames_total", "Frames that took longer than \(slowMs) ms to draw and present.",
                s.slowFrames),
        ]
        if let last = s.lastFrameUnixSeconds {
            result.append(
                gauge(
                    "swipedeck_last_frame_timestamp_seconds", "When the last frame was presented (Unix time).",
                    number(last, decimals: 3)))
        }
        result += [
            gauge("swipedeck_deck_cards", "Cards in the deck shown.", String(s.cardsInDeck)),
            gauge(
                "swipedeck_session_decided_cards", "Cards decided in the current visitor session.",
                String(s.cardsDecidedInSession)),
            gauge("swipedeck_uptime_seconds", "Seconds since the app started.", number(s.uptimeSeconds, decimals: 3)),
            counter("swipedeck_sessions_started_total", "Visitor sessions started.", s.sessionsStarted),
            counter("swipedeck_deck_reloads_total", "Deck reloads after its files changed.", s.deckReloads),
            counter(
                "swipedeck_picture_load_failures_total", "Pictures that could not be loaded.", s.failedPictureLoads),
            counter("swipedeck_log_write_failures_total", "Decision-log writes that failed.", s.logWriteFailures),
        ]
        return result
    }

    static func counter(_ name: String, _ help: String, _ value: Int) -> Family {
        Family(name: name, type: "counter", help: help, samples: [("", String(value))])
    }

    static func gauge(_ name: String, _ help: String, _ value: String) -> Family {
        Family(name: name, type: "gauge", help: help, samples: [("", value)])
    }

    /// `value` with at most `decimals` decimals, no exponent and no trailing zeros ("12.5", "3");
    /// NaN and infinities as Prometheus spells them.
    static func number(_ value: Double, decimals: Int) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9e18 else { return String(value) }
        let whole = Int64(scaled)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let integer = magnitude / UInt64(scale), fraction = magnitude % UInt64(scale)
        guard fraction > 0 else { return sign + String(integer) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: decimals - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(integer) + "." + digits
    }
}
