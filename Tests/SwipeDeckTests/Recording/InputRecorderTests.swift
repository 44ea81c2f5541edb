import Foundation
import SwipeSDL
import Testing

@testable import SwipeDeck

/// `--record`: what `InputRecorder` writes for the inputs the loop hands it.
@Suite struct InputRecorderTests {
    @Test func inputTimesCountFromTheStartAndEarlierOnesFromZero() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/r.jsonl"
        let recorder = try InputRecorder(path: path)
        recorder.begin(window: WindowSize(width: 640, height: 480), startMs: 500)
        recorder.record(.quit, atMs: 10) // stamped before the recording began
        recorder.record(.window(.focusLost), atMs: 1_734)
        recorder.close()
        let recording = try Recording.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: "r.jsonl")
        #expect(recording.window == WindowSize(width: 640, height: 480))
        #expect(recording.events == [RecordedEvent(time: 0, .quit), RecordedEvent(time: 1.234, .window(.focusLost))])
    }
}
