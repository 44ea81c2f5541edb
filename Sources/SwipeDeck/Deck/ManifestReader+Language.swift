import SwipeCore

extension ManifestReader {
    /// A manifest's optional `"lang"` (`value`, at the top level or on a card `label`ed for messages):
    /// a BCP 47 tag such as "fr" or "pt-BR" (`LanguageTag.checked`), what speech reads the text in.
    /// nil for none, `null`, or a value that is not such a tag (then with a warning: speech falls back
    /// to the deck's or the labels' language, and the card still shows).
    static func readLanguage(
        _ value: JSONValue?, label: String?, manifestPath: String,
        warnings: inout [String]
    ) -> String? {
        let place = label.map { "\(manifestPath): \($0)" } ?? manifestPath
        switch value {
        case nil, .null?: return nil
        case .string(let text)?:
            if let tag = LanguageTag.checked(text) { return tag }
            warnings.append(
                "\(place): \"lang\" \(JSONText.quoted(text)) is not a language tag such as \"fr\" or \"pt-BR\"; ignored"
            )
            return nil
        case let other?:
            warnings.append("\(place): \"lang\" must be a string such as \"fr\", found \(other.kindName); ignored")
            return nil
        }
    }
}

extension Deck {
    /// The card at `index` as speech needs it: its words and language (the card's `lang`, else the
    /// deck's, else `labelsLanguage`).
    public func spokenCard(at index: Int, labelsLanguage: String) -> SpokenCard {
        let entry = entry(at: index)
        return SpokenCard(
            title: entry.face.title, subtitle: entry.face.subtitle, description: entry.description,
            language: entry.language ?? language ?? labelsLanguage)
    }

    /// The language the deck's labels are spoken in: the manifest's top-level `lang` when its
    /// `"labels"` gave words, else English (the command line's words are taken as English too unless
    /// the manifest says otherwise).
    public var labelsLanguage: String { labels.given.isEmpty ? LanguageTag.english : (language ?? LanguageTag.english) }
}
