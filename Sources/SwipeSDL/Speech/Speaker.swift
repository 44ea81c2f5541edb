import Foundation
import SwipeCore

/// The app's voice: says utterances on a thread of its own, so the frame loop never waits on speech.
///
/// `say` hands over an utterance and returns at once (a lock held for an assignment); the newest
/// utterance interrupts the one being said (its queued audio is dropped, its synthesis stopped) and
/// replaces one still waiting. espeak-ng and the audio output are opened on the speaker's thread at
/// its first utterance; when either cannot be had, `problem` says why and utterances are dropped.
///
/// ```swift
/// let speaker = Speaker()                       // the default audio output
/// speaker.say(script.onTop(0))                  // "card 1 of 12. Panda. Animal"
/// ```
public final class Speaker: @unchecked Sendable {
    /// Where the speech goes.
    public enum Output: Sendable {
        /// SDL's default audio output.
        case audioDevice
        /// A function given each utterance's serial number (1, 2, … in the order `say` was called) and
        /// each piece of its samples (16-bit mono at `Speaker.sampleRate`), on the speaker's thread; it
        /// returns false to stop that utterance. For tests.
        case samples(@Sendable (Int, UnsafeBufferPointer<Int16>) -> Bool)
    }

    private let output: Output
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var waiting: (serial: Int, utterance: Utterance)?
    private var latest = 0
    private var closed = false
    private var why: String?
    private var said = 0
    private var thread: Thread?

    public init(output: Output = .audioDevice) { self.output = output }

    deinit { close() }

    /// Says `utterance`, interrupting whatever is being said. Never blocks on speech.
    public func say(_ utterance: Utterance) {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return }
        latest += 1
        waiting = (latest, utterance)
        if thread == nil {
            let thread = Thread { [self] in run() }
            thread.name = "swipedeck-speech"
            thread.start()
            self.thread = thread
        }
        condition.signal()
    }

    /// Stops what is being said and drops what waits (speech turned off, an idle reset): an empty
    /// utterance, which drops the audio already queued and says nothing.
    public func silence() { say(Utterance([])) }

    /// Why the speaker cannot speak (no espeak-ng data, no audio output), once it has tried; nil while
    /// it can or has not tried yet.
    public var problem: String? { condition.withLock { why } }

    /// How many utterances were said to their end (for tests and the transcript).
    public var finished: Int { condition.withLock { said } }

    /// Stops speaking and ends the thread, waiting for it (at most one synthesis chunk, ~1 ms).
    public func close() {
        condition.lock()
        closed = true
        latest += 1
        waiting = nil
        condition.broadcast()
        while thread != nil { condition.wait() }
        condition.unlock()
    }

    /// The thread: opens the voice and the output, then says what comes until closed.
    private func run() {
        var problem: String?
        var voice: EspeakVoice?
        switch EspeakVoice.shared {
        case .success(let shared): voice = shared
        case .failure(let failure): problem = failure.message
        }
        var audio: AudioQueue?
        if let voice, case .audioDevice = output { audio = AudioQueue(sampleRate: voice.sampleRate, problem: &problem) }
        condition.withLock { why = problem }
        while let (serial, utterance) = next() {
            guard let voice, problem == nil else { continue }
            audio?.clear()
            EspeakVoice.lock.lock()
            EspeakVoice.sink = { [self, output] samples in
                guard isCurrent(serial) else { return false }
                switch output {
                case .audioDevice: audio?.append(samples); return true
                case .samples(let take): return take(serial, samples)
                }
            }
            for part in utterance.parts where isCurrent(serial) {
                voice.use(language: part.language)
                voice.speak(part.text)
            }
            EspeakVoice.sink = nil
            EspeakVoice.lock.unlock()
            condition.withLock { if latest == serial && !utterance.parts.isEmpty { said += 1 } }
        }
        audio = nil
        condition.withLock {
            thread = nil
            condition.broadcast()
        }
    }

    /// The next utterance to say, waiting for one; nil once closed.
    private func next() -> (Int, Utterance)? {
        condition.lock()
        defer { condition.unlock() }
        while waiting == nil && !closed { condition.wait() }
        guard !closed, let next = waiting else { return nil }
        waiting = nil
        return next
    }

    /// Whether `serial` is still the newest utterance (none came after it).
    private func isCurrent(_ serial: Int) -> Bool { condition.withLock { latest == serial && !closed } }
}
