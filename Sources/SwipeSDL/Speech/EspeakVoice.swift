internal import CEspeakNG
import Foundation

/// Why speech cannot be had.
struct SpeechProblem: Error, Sendable {
    var message: String
}

/// espeak-ng's library, synthesising in this process: text in, 16-bit mono samples out through a
/// callback. espeak-ng is one instance per process: it is started once (`shared`), never stopped, and
/// every use holds `lock` (several speakers, as tests make, take turns). Why espeak-ng's library and not speech-dispatcher: `bench/speech_stacks.sh` (a
/// daemon spawned at the first request, 0.4–1.2 s; audio through the session's sound server; a
/// daemon whose output module had died hung its client's request).
final class EspeakVoice: @unchecked Sendable {
    /// Held around every use of espeak-ng (`use`, `speak` with its `sink`).
    static let lock = NSLock()

    /// The process's engine, started at the first call; its problem when it could not start.
    static let shared: Result<EspeakVoice, SpeechProblem> = {
        var problem: String?
        if let voice = EspeakVoice(problem: &problem) { return .success(voice) }
        return .failure(SpeechProblem(message: problem ?? "espeak-ng could not start"))
    }()

    /// Samples per second of what `speak` hands out (espeak-ng's: 22,050).
    let sampleRate: Int

    /// Where the samples of the text being spoken go; returns false to stop synthesis there.
    nonisolated(unsafe) static var sink: ((UnsafeBufferPointer<Int16>) -> Bool)?

    /// Loads espeak-ng's data; nil (and `problem`) when it cannot (no espeak-ng-data installed).
    init?(problem: inout String?) {
        // DONT_EXIT: espeak-ng otherwise ends the process when its data is missing.
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else {
            problem = "espeak-ng could not start (is espeak-ng-data installed?)"
            return nil
        }
        sampleRate = Int(rate)
        espeak_SetSynthCallback { wave, count, _ in
            guard let wave, count > 0, let sink = EspeakVoice.sink else { return 0 }
            return sink(UnsafeBufferPointer(start: wave, count: Int(count))) ? 0 : 1
        }
    }

    /// Chooses the voice for `language` (a BCP 47 tag such as "fr" or "pt-BR", matched as espeak-ng
    /// names its voices, in lower case); English when espeak-ng has none for it. Returns whether the
    /// language's own voice was found.
    @discardableResult
    func use(language: String) -> Bool {
        for tag in [language.lowercased(), String(language.lowercased().prefix { $0 != "-" })] {
            let found = tag.withCString { name -> Bool in
                var voice = espeak_VOICE()
                voice.languages = name
                return espeak_SetVoiceByProperties(&voice) == EE_OK
            }
            if found { return true }
        }
        espeak_SetVoiceByName("en")
        return false
    }

    /// Says `text` into `sink`, returning when it is all synthesised or the sink asked to stop.
    func speak(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.append(0)
        _ = espeak_Synth(bytes, bytes.count, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, nil)
        espeak_Synchronize()
    }
}
