import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

/// `Speaker`: espeak-ng's speech, on its own thread; the newest utterance interrupts the older.
@Suite struct SpeakerTests {
    /// Samples per utterance serial, collected on the speaker's thread; `gate` holds the first piece
    /// of utterance 1 until the test opens it.
    final class Capture: @unchecked Sendable {
        let condition = NSCondition()
        var samples: [Int: [Int16]] = [:]
        var holdFirst: Bool
        var held = false
        init(holdFirst: Bool = false) { self.holdFirst = holdFirst }

        func take(_ serial: Int, _ piece: UnsafeBufferPointer<Int16>) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            samples[serial, default: []] += piece
            condition.broadcast()
            if serial == 1 && holdFirst {
                held = true
                condition.broadcast()
                while holdFirst { condition.wait() }
            }
            return true
        }

        func waitUntil(_ done: () -> Bool) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            // The speaker's own counters change without signalling this condition: look again every 20 ms.
            let deadline = Date(timeIntervalSinceNow: 20)
            while !done() && Date() < deadline {
                _ = condition.wait(until: min(deadline, Date(timeIntervalSinceNow: 0.02)))
            }
            return done()
        }
    }

    static func peak(_ samples: [Int16]) -> Int { samples.map { abs(Int($0)) }.max() ?? 0 }

    @Test func anUtteranceBecomesAudibleSamplesInEachLanguage() throws {
        let capture = Capture()
        let speaker = Speaker(output: .samples { capture.take($0, $1) })
        defer { speaker.close() }
        speaker.say(Utterance([.init("card 1 of 3", language: "en"), .init("Le chat", language: "fr")]))
        #expect(capture.waitUntil { speaker.finished == 1 })
        #expect(speaker.problem == nil)
        let samples = capture.condition.withLock { capture.samples[1] ?? [] }
        #expect(samples.count > 22_050 / 2, "at least half a second of speech at 22,050 Hz")
        #expect(Self.peak(samples) > 3_000, "not silence")
    }

    @Test func aNewerUtteranceInterruptsTheOlder() throws {
        let capture = Capture(holdFirst: true)
        let speaker = Speaker(output: .samples { capture.take($0, $1) })
        defer { speaker.close() }
        let long = String(repeating: "This is a long description that goes on. ", count: 20)
        speaker.say(Utterance([.init(long, language: "en")]))
        #expect(capture.waitUntil { capture.held }, "the first piece of the long one arrived")
        speaker.say(Utterance([.init("skipped", language: "en")])) // returns while speech is held
        capture.condition.withLock {
            capture.holdFirst = false
            capture.condition.broadcast()
        }
        #expect(capture.waitUntil { capture.samples[2] != nil })
        #expect(capture.waitUntil { speaker.finished == 1 }, "the newer one said to its end")
        let first = capture.condition.withLock { capture.samples[1]?.count ?? 0 }
        #expect(first < 22_050 * 2, "the long one stopped early (\(first) samples; whole it is ~60 s)")
    }

    @Test func sayNeverWaitsForSpeech() {
        let capture = Capture(holdFirst: true)
        let speaker = Speaker(output: .samples { capture.take($0, $1) })
        speaker.say(Utterance([.init("card one", language: "en")]))
        #expect(capture.waitUntil { capture.held })
        for n in 0..<100 { speaker.say(Utterance([.init("card \(n)", language: "en")])) } // the thread is held
        capture.condition.withLock {
            capture.holdFirst = false
            capture.condition.broadcast()
        }
        speaker.close()
        #expect(speaker.finished <= 1, "at most the newest was said; the 99 between were replaced")
    }
}
