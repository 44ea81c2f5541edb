import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// `SpeechOutput`: speech on or off per visitor, back to the operator's default for the next one.
@Suite struct SpeechOutputTests {
    /// The utterance serials a speaker was handed samples for.
    final class Heard: @unchecked Sendable {
        let condition = NSCondition()
        var serials: Set<Int> = []
        func take(_ serial: Int) -> Bool {
            condition.withLock {
                _ = serials.insert(serial)
                condition.broadcast()
            }
            return true
        }
        func count(atLeast n: Int) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date(timeIntervalSinceNow: 20)
            while serials.count < n { if !condition.wait(until: deadline) { break } }
            return serials.count >= n
        }
    }

    func output(on: Bool, heard: Heard, made: @escaping () -> Void = {}) -> (SpeechOutput, () -> Speaker?) {
        var speaker: Speaker?
        let holder = DeckHolder(
            Deck(
                name: "d", sourcePath: "",
                cards: [DeckCard(face: CardFace(id: "a", title: "Panda", background: RGBA(0, 0, 0), imagePath: nil))]))
        let output = SpeechOutput(
            on: on, holder: holder,
            makeSpeaker: {
                made()
                let fresh = Speaker(output: .samples { serial, _ in heard.take(serial) })
                speaker = fresh
                return fresh
            }, warn: { Issue.record("warning: \($0)") })
        return (output, { speaker })
    }

    @Test func offSaysNothingAndOpensNoSpeaker() {
        var opened = 0
        let (speech, _) = output(on: false, heard: Heard()) { opened += 1 }
        speech.heard([.swiped(index: 0, direction: .right), .ranOut], top: nil)
        speech.announce(top: 0)
        #expect(opened == 0 && !speech.isOn)
    }

    @Test func theKeyTurnsItOnForThisVisitorOnly() throws {
        let heard = Heard()
        let (speech, speaker) = output(on: false, heard: heard)
        speech.toggle(top: 0)
        #expect(speech.isOn)
        #expect(heard.count(atLeast: 1), "turning it on says the card on top")
        speech.resetForNextVisitor()
        #expect(!speech.isOn, "the next visitor starts with the operator's default")
        try #require(speaker()).close()
    }

    @Test func theOperatorsDefaultComesBack() throws {
        let heard = Heard()
        let (speech, speaker) = output(on: true, heard: heard)
        speech.heard([.swiped(index: 0, direction: .left), .ranOut], top: nil)
        #expect(heard.count(atLeast: 1))
        speech.toggle(top: nil)
        #expect(!speech.isOn)
        speech.resetForNextVisitor()
        #expect(speech.isOn)
        try #require(speaker()).close()
    }

    @Test func theIdleWarningIsSaidOnlyWithSpeechOn() throws {
        var opened = 0
        let (quiet, _) = output(on: false, heard: Heard()) { opened += 1 }
        quiet.say(Labels.english.idleWarning(seconds: 20))
        #expect(opened == 0)
        let heard = Heard()
        let (speech, speaker) = output(on: true, heard: heard)
        speech.say(Labels.english.idleWarning(seconds: 20))
        #expect(heard.count(atLeast: 1), "the warning reaches the speaker")
        try #require(speaker()).close()
    }
}
