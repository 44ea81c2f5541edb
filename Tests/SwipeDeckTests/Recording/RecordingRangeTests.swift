import SwipeSDL
import Testing

@testable import SwipeDeck

/// Numbers in a recording out of the range the app can use are refused with the file and line,
/// before the window opens, instead of trapping in a conversion later.
@Suite struct RecordingRangeTests {
    static let header = #"{"swipedeck-recording": 1, "window": [800, 600]}"# + "\n"

    func parse(_ text: String) -> Result<Recording, RecordingError> {
        Result { () throws(RecordingError) -> Recording in try Recording.parse(Array(text.utf8), name: "r.jsonl") }
    }

    @Test(arguments: ["1e16", "9.3e15", "1e300", "9223372036854775.807", "1e10"])
    func aTimeTooLargeIsRefusedNamingTheLine(t: String) {
        let result = parse(
            Self.header + #"{"t": 0.5, "type": "quit"}"# + "\n" + #"{"t": \#(t), "type": "quit"}"# + "\n")
        guard case .failure(let error) = result else {
            Issue.record("t = \(t) was accepted")
            return
        }
        #expect(error.description.hasPrefix("recording r.jsonl line 3: \"t\""), "\(error.description)")
    }

    @Test func theLargestTimeIsAcceptedAndConvertsToMilliseconds() throws {
        let max = RecordedEvent.maxSeconds
        let recording = try parse(Self.header + #"{"t": \#(max), "type": "quit"}"# + "\n").get()
        #expect(recording.events.first?.milliseconds == Int64(max * 1000))
    }

    @Test(arguments: [1e300, -1e300, Double.infinity, -Double.infinity, Double.nan])
    func millisecondsOfAnyTimeNeverTrap(time: Double) {
        let ms = RecordedEvent(time: time, .quit).milliseconds
        #expect(ms >= 0 && ms <= Int64(RecordedEvent.maxSeconds * 1000))
    }

    @Test(arguments: ["1e300", "1e19", "-1e300", "1.5"])
    func anUnknownHugeVersionIsRefused(version: String) {
        let result = parse(#"{"swipedeck-recording": \#(version), "window": [800, 600]}"# + "\n")
        guard case .failure(let error) = result else {
            Issue.record("version \(version) was accepted")
            return
        }
        #expect(error.description.contains("line 1: unknown recording version"), "\(error.description)")
    }
}
