import SwipeCore
import Testing

/// `SpeechScript`: what is said for the engine's events, in whose language; `LanguageTag`.
@Suite struct SpeechScriptTests {
    static let cards = [
        SpokenCard(title: "Panda", subtitle: "Animal", description: "Eats bamboo.", language: "en"),
        SpokenCard(title: "Chat", subtitle: "", description: "", language: "fr"),
        SpokenCard(title: "Hund", subtitle: "Tier", language: "de"),
    ]
    let script = SpeechScript(labels: Labels(), count: 3) { SpeechScriptTests.cards[$0] }

    @Test func aCardOnTopSaysItsPlaceTitleAndSubtitle() {
        let first = script.onTop(0)
        #expect(first.text == "card 1 of 3. Panda. Animal")
        #expect(first.parts.map(\.language) == ["en", "en", "en"])
        #expect(script.onTop(1).text == "card 2 of 3. Chat", "an empty subtitle is left out")
        #expect(script.onTop(nil).text == "No more cards")
    }

    @Test func aDecisionSaysItsWordThenTheNextCardInItsLanguage() throws {
        let said = try #require(script.utterance(for: [.swiped(index: 0, direction: .right)], top: 1))
        #expect(said.text == "liked. card 2 of 3. Chat")
        #expect(said.parts.map(\.language) == ["en", "en", "fr"], "the words in the labels', the card in its own")
        #expect(
            script.utterance(for: [.swiped(index: 1, direction: .downLeft)], top: 2)?.parts.first?.text == "skipped")
        #expect(script.utterance(for: [.swiped(index: 1, direction: .up)], top: 2)?.parts.first?.text == "super")
        #expect(script.utterance(for: [.swiped(index: 1, direction: .down)], top: 2)?.parts.first?.text == "later")
    }

    @Test func theLastDecisionSaysTheEmptyView() {
        let said = script.utterance(for: [.swiped(index: 2, direction: .left), .ranOut], top: nil)
        #expect(said?.text == "skipped. No more cards")
    }

    @Test func undoSaysUndoneAndTheCardBack() {
        #expect(script.utterance(for: [.undone(index: 0)], top: 0)?.text == "undone. card 1 of 3. Panda. Animal")
    }

    @Test func theBackReadsTheDescriptionOrTheTitle() {
        #expect(script.utterance(for: [.flipped(index: 0, showsBack: true)], top: 0)?.text == "Eats bamboo.")
        #expect(script.utterance(for: [.flipped(index: 1, showsBack: true)], top: 1)?.text == "Chat")
        #expect(
            script.utterance(for: [.flipped(index: 0, showsBack: false)], top: 0)?.text == "card 1 of 3. Panda. Animal")
    }

    @Test func leanAndTapSayNothing() {
        #expect(script.utterance(for: [.progress(nil), .selected(index: 0)], top: 0) == nil)
        #expect(script.utterance(for: [], top: 0) == nil)
    }

    @Test func theLatestOfSeveralDecisionsIsSaid() {
        let said = script.utterance(
            for: [.swiped(index: 0, direction: .right), .swiped(index: 1, direction: .left)], top: 2)
        #expect(said?.text == "skipped. card 3 of 3. Hund. Tier")
    }

    @Test func givenLabelsAreSpokenInTheirLanguage() {
        let french = Labels([.spokenRight: "aimé", .spokenPosition: "carte {n} sur {total}"])
        let script = SpeechScript(labels: french, labelsLanguage: "fr", count: 3) { SpeechScriptTests.cards[$0] }
        let said = script.utterance(for: [.swiped(index: 0, direction: .right)], top: 2)
        #expect(said?.text == "aimé. carte 3 sur 3. Hund. Tier")
        #expect(said?.parts.map(\.language) == ["fr", "fr", "de", "de"])
    }

    @Test func turningSpeechOnSaysSoThenTheCard() {
        #expect(script.turnedOn(top: 2).text == "Speech on. card 3 of 3. Hund. Tier")
        #expect(script.turnedOn(top: nil).text == "Speech on. No more cards")
        let french = SpeechScript(labels: Labels([.speechOn: "Voix activée"]), labelsLanguage: "fr", count: 3) {
            SpeechScriptTests.cards[$0]
        }
        #expect(french.turnedOn(top: 0).parts.first == Utterance.Part("Voix activée", language: "fr"))
    }

    @Test func languageTagsAreBCP47Shaped() {
        #expect(LanguageTag.checked("fr") == "fr")
        #expect(LanguageTag.checked("pt_BR") == "pt-BR")
        #expect(LanguageTag.checked("zh-Hant-TW") == "zh-Hant-TW")
        for bad in ["", "f", "french", "fr-", "fr--CA", "é", "en-toolongsubtag", "12"] {
            #expect(LanguageTag.checked(bad) == nil, "\(bad)")
        }
    }
}
