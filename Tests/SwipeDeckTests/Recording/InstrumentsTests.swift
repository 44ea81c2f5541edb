import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// `Instruments`: the replay's pacing, its refused events and `--replay-exit`, with the time passed in.
@Suite struct InstrumentsTests {
    static func replay(_ times: [Double]) -> RunInstruments {
        let events = times.map { RecordedEvent(time: $0, .quit) }
        return RunInstruments(
            replay: Recording(window: WindowSize(width: 800, height: 600), events: events), replayExit: true)
    }

    @Test func dueEventsArePushedAtTheirTimeAndRefusedOnesCountedOnce() {
        var warnings: [String] = []
        var instruments = Instruments(
            Self.replay([0, 0.1, 0.2, 0.3]), window: WindowSize(width: 800, height: 600), startMs: 1000
        ) {
            warnings.append($0)
        }
        #expect(warnings.isEmpty, "same window size: nothing to say")
        var pushed: [Int64] = []
        var warning = instruments.pushDueReplay(at: 1.0) { events, _ in
            pushed += events.map(\.milliseconds)
            return events.count
        }
        #expect(warning == nil && pushed == [0])
        #expect(instruments.replayWaitMs(at: 1.05) == 50)
        warning = instruments.pushDueReplay(at: 1.25) { _, _ in 1 }
        #expect(warning?.contains("events from 0.2 s on are dropped") == true)
        #expect(instruments.replayDropped == 1 && !instruments.replayIsOver)
        warning = instruments.pushDueReplay(at: 1.3) { _, _ in 0 }
        #expect(warning == nil, "warned once")
        #expect(instruments.replayDropped == 2 && instruments.replayIsOver)
        warning = instruments.finish(textures: 0, cardBacks: 0)
        #expect(warning == "--replay: 2 events were dropped in all (SDL's event queue was full)")
        warning = instruments.finish(textures: 0, cardBacks: 0)
        #expect(instruments.replay == nil && warning == nil, "harmless to repeat")
    }

    @Test func aRecordingOfAnotherSizeIsReplayedAsRecordedWithAWarning() {
        var warnings: [String] = []
        _ = Instruments(Self.replay([0]), window: WindowSize(width: 640, height: 480), startMs: 0) {
            warnings.append($0)
        }
        #expect(warnings.count == 1 && warnings[0].hasPrefix("--replay: the recording was made in a 800x600 window"))
    }
}
