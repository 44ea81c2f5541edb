/// What the speech output is asked to say at once: one or more pieces of text, each in its language.
///
/// A newer utterance interrupts an older one (the speaker drops what it has not said yet), so one
/// decision is one utterance: "liked" in the labels' language, then the next card in its own.
///
/// ```swift
/// let said = Utterance([.init("liked", language: "en"), .init("Carte 2 sur 5. Panda", language: "fr")])
/// said.text   // "liked. Carte 2 sur 5. Panda"
/// ```
public struct Utterance: Hashable, Sendable {
    /// A piece of text and the language it is spoken in.
    public struct Part: Hashable, Sendable {
        /// The words; never empty in an utterance made by `SpeechScript`.
        public var text: String
        /// A BCP 47 language tag ("en", "fr", "pt-BR"), as `LanguageTag.checked` accepts.
        public var language: String

        public init(_ text: String, language: String) { self.text = text; self.language = language }
    }

    /// The pieces in the order spoken; an utterance has at least one.
    public var parts: [Part]

    public init(_ parts: [Part]) { self.parts = parts }

    /// All the words, pieces joined by ". " (what a transcript or a test reads).
    public var text: String { parts.map(\.text).joined(separator: ". ") }
}

/// A BCP 47 language tag as the manifest's `lang` takes it: a 2–3 letter language, then subtags of
/// 1–8 letters or digits after "-" ("en", "fr-CA", "zh-Hant-TW", "pt-BR").
public enum LanguageTag {
    /// The language the labels are in when nothing says otherwise: English, as their defaults.
    public static let english = "en"

    /// `text` when it is such a tag, else nil. Underscores ("pt_BR", as a locale writes it) are read
    /// as "-".
    public static func checked(_ text: String) -> String? {
        let dashed = String(text.map { $0 == "_" ? "-" : $0 })
        let subtags = dashed.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetterTag)
        else { return nil }
        for subtag in subtags.dropFirst() {
            guard (1...8).contains(subtag.count), subtag.allSatisfy({ $0.isASCIILetterTag || $0.isASCIIDigitTag })
            else { return nil }
        }
        return subtags.joined(separator: "-")
    }
}

extension Character {
    fileprivate var isASCIILetterTag: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigitTag: Bool { isASCII && isNumber }
}
