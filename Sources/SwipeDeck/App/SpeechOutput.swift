import SwipeCore
import SwipeSDL

/// The app's speech (issue 29): on or off for this visitor, and what to say for what happened.
///
/// What is said is `SpeechScript`'s pure function of the engine's events; `Speaker` says it on a
/// thread of its own, so nothing here waits. The speaker (espeak-ng, the audio output) is opened the
/// first time speech is on, so a kiosk that never speaks never opens them.
final class SpeechOutput {
    /// Speech is on for the visitor now.
    private(set) var isOn: Bool
    /// What an idle reset or Start over puts `isOn` back to (the operator's `--speech`).
    let isOnByDefault: Bool
    /// The deck's words and cards as they are now (the deck may be reloaded).
    private let script: () -> SpeechScript
    /// How a speaker is made (the audio output in the app; captured samples in tests).
    private let makeSpeaker: () -> Speaker
    private var speaker: Speaker?
    /// Told once why speech cannot be heard (no audio output, no espeak-ng data), at the utterance
    /// after the speaker found out.
    private let warn: (String) -> Void
    private var reported = false

    /// Speech off unless `on`; `script` is read for each utterance.
    init(
        on: Bool, script: @escaping () -> SpeechScript, makeSpeaker: @escaping () -> Speaker = { Speaker() },
        warn: @escaping (String) -> Void = { _ in }
    ) {
        isOn = on; isOnByDefault = on; self.script = script; self.makeSpeaker = makeSpeaker; self.warn = warn
    }

    /// Says what `events` call for (`SpeechScript.utterance`) with `top` on top now, when speech is on.
    func heard(_ events: [DeckEvent], top: Int?) {
        guard isOn, let said = script().utterance(for: events, top: top) else { return }
        say(said)
    }

    /// Says the card on top (`top`; nil: the empty view) with nothing before it, when speech is on.
    func announce(top: Int?) {
        guard isOn else { return }
        say(script().onTop(top))
    }

    /// Turns speech on (then says "Speech on" and the card on top, `top`: `SpeechScript.turnedOn`) or
    /// off (then stops speaking at once). The S key and the speech button both come here.
    func toggle(top: Int?) {
        isOn.toggle()
        if isOn { say(script().turnedOn(top: top)) } else { speaker?.silence() }
    }

    /// The next visitor: speech back to the operator's default, anything being said stopped.
    func resetForNextVisitor() {
        isOn = isOnByDefault
        speaker?.silence()
    }

    /// Says `text` (the idle warning) in the labels' language, when speech is on.
    func say(_ text: String) {
        guard isOn else { return }
        say(Utterance([Utterance.Part(text, language: script().labelsLanguage)]))
    }

    /// Stops the speaker's thread (the end of a run).
    func close() { speaker?.close() }

    private func say(_ utterance: Utterance) {
        if speaker == nil { speaker = makeSpeaker() }
        if !reported, let problem = speaker?.problem {
            reported = true
            warn(problem)
        }
        speaker?.say(utterance)
    }
}

extension SpeechOutput {
    /// Speech over the deck `holder` holds now (labels as shown, cards in their languages).
    convenience init(
        on: Bool, holder: DeckHolder, makeSpeaker: @escaping () -> Speaker = { Speaker() },
        warn: @escaping (String) -> Void
    ) {
        self.init(
            on: on,
            script: {
                let deck = holder.deck
                let language = deck.labelsLanguage
                return SpeechScript(labels: holder.labels, labelsLanguage: language, count: deck.count) {
                    deck.spokenCard(at: $0, labelsLanguage: language)
                }
            }, makeSpeaker: makeSpeaker, warn: warn)
    }
}
