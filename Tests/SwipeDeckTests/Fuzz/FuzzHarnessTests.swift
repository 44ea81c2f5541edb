import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The fuzzer's own parts: the generator is a pure function of its seed, a replay file reads back as
/// the stream, and the checks catch what they look for.
@Suite struct FuzzHarnessTests {
    @Test func aSeedAlwaysMakesTheSameStreamWithTimeInWholeMillisecondsNeverGoingBack() {
        for seed: UInt64 in [0, 1, 42, .max] {
            let a = FuzzGenerator.makeCase(seed: seed), b = FuzzGenerator.makeCase(seed: seed)
            #expect(a == b)
            let times = a.steps.map(\.milliseconds)
            #expect(times == times.sorted(), "seed \(seed)")
            #expect(
                a.steps.allSatisfy { step in
                    if case .input(let e) = step { e.time * 1000 == Double(e.milliseconds) } else { true }
                })
        }
        #expect(FuzzGenerator.makeCase(seed: 1) != FuzzGenerator.makeCase(seed: 2))
    }

    @Test func streamsMixEveryKindOfInput() {
        let steps = (0..<50).flatMap { FuzzGenerator.makeCase(seed: $0).steps }
        func has(_ test: (RecordedInput) -> Bool) -> Bool {
            steps.contains { if case .input(let e) = $0 { test(e.input) } else { false } }
        }
        #expect(has { if case .mouseButton(let b) = $0 { b.which == UInt32.max } else { false } })
        #expect(has { if case .mouseButton(let b) = $0 { b.button != 1 } else { false } })
        #expect(has { if case .finger(let f) = $0 { f.touchId == -1 } else { false } })
        #expect(
            Set(
                steps.compactMap {
                    if case .input(let e) = $0, case .finger(let f) = e.input { f.fingerId } else { nil }
                }
            ).count >= 3)
        #expect(has { $0 == .window(.focusLost) } && has { $0 == .window(.hidden) })
        #expect(has { if case .window(.sizeChanged) = $0 { true } else { false } })
        #expect(has { $0 == .key(FuzzKeys.f11) })
        #expect(steps.contains { if case .command(.undo, _) = $0 { true } else { false } })
        let gaps = zip(steps.dropFirst(), steps).map { $0.milliseconds - $1.milliseconds }
        #expect(gaps.contains(0) && gaps.contains { $0 > 10_000 }, "bursts and long pauses")
    }

    @Test func theReplayFileReadsBackAsTheStream() throws {
        let fuzz = FuzzGenerator.makeCase(seed: 7, steps: 200)
        let recording = try Recording.parse(Array(FuzzReplayFile.text(fuzz).utf8), name: "fuzz")
        #expect(recording.window == fuzz.window)
        #expect(recording.events == fuzz.steps.compactMap(\.recorded))
        #expect(recording.events.count >= fuzz.eventCount)
    }

    @Test func theChecksCatchANaNQuadAndAWrongUndo() throws {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        var bad = rect.quad
        bad.topLeft.x = .nan
        let scene = Scene(
            cards: [SceneCard(index: 0, quad: bad, opacity: 1, overlay: nil, z: 0, isFlying: false)],
            viewport: Size(width: 100, height: 100), isEmpty: false)
        #expect(FuzzInvariants.sceneProblem(scene) != nil)
        #expect(
            FuzzInvariants.sceneProblem(Scene(cards: [], viewport: Size(width: 100, height: 100), isEmpty: true)) == nil
        )

        let folder = try TempFolder()
        defer { folder.remove() }
        let line = { (card: Int, decision: String) in
            "{\"time\": \"2026-11-22T10:15:30.123Z\", \"card\": \"c\(card)\", \"index\": \(card), \"decision\": \"\(decision)\", \"session\": \"0000beef\"}\n"
        }
        let good = try folder.write("good.jsonl", line(0, "right") + line(1, "left") + line(1, "undo"))
        var checks = FuzzInvariants(cards: 5, loops: false)
        #expect(checks.readLog(path: good) == nil)
        #expect(checks.decided == [0])
        let wrongUndo = try folder.write("undo.jsonl", line(0, "right") + line(1, "left") + line(0, "undo"))
        checks = FuzzInvariants(cards: 5, loops: false)
        #expect(checks.readLog(path: wrongUndo) != nil)
        let twice = try folder.write("twice.jsonl", line(0, "right") + line(0, "left"))
        checks = FuzzInvariants(cards: 5, loops: false)
        #expect(checks.readLog(path: twice) != nil)
    }
}
