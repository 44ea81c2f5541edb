import Foundation
import SwipeSDL
import Testing

@testable import SwipeDeck

/// `--frame-stats` lines with per-part times (`SWIPEDECK_FRAME_PARTS=1`): the parts come after the
/// usual members, and a frame without parts is written exactly as before.
@Suite struct FrameStatsPartsTests {
    let timing = FrameTiming(frame: 1, start: 0.412006, present: 0.41519, oldestInput: nil)

    @Test func withoutPartsTheLineIsUnchangedByteForByte() {
        #expect(FrameStatsFormat.line(timing, parts: []) == FrameStatsFormat.line(timing))
    }

    @Test func partsFollowTheUsualMembersInMilliseconds() {
        let parts = [
            FramePartTime(name: "clear", ms: 0.4124), FramePartTime(name: "face1", ms: 2.5),
            FramePartTime(name: "present", ms: .nan),
        ]
        #expect(
            FrameStatsFormat.line(timing, parts: parts)
                == "{\"frame\": 1, \"start\": 0.412006, \"work_ms\": 3.184, \"present\": 0.415190, \"latency_ms\": null, "
                + "\"waited_ms\": 3.184, \"parts_ms\": {\"clear\": 0.412, \"face1\": 2.500, \"present\": null}}\n")
    }

    @Test func theWriterPutsEachFramesPartsOnItsLine() throws {
        let path = NSTemporaryDirectory() + "frame-parts-\(getpid())-\(UUID().uuidString).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try FrameStatsWriter(path: path)
        writer.beginPass(at: 1.0)
        writer.framePresented(at: 1.004, parts: [FramePartTime(name: "present", ms: 1.25)])
        writer.beginPass(at: 2.0)
        writer.framePresented(at: 2.002)
        writer.close(textures: 0, cardBacks: 0)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("\"parts_ms\": {\"present\": 1.250}}"))
        #expect(!lines[1].contains("parts_ms"))
    }
}
