import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// `--label-right TEXT` and the others, their config keys, and how they stack over a manifest's labels.
@Suite struct LabelOptionsTests {
    @Test func flagsAndConfigKeysAreNamedAfterTheLabels() {
        #expect(
            Labels.Key.allCases.map(\.optionName)
                == [
                    "label-right", "label-left", "label-up", "label-down", "label-empty", "label-start-over",
                    "label-spoken-right", "label-spoken-left", "label-spoken-up", "label-spoken-down",
                    "label-spoken-undo", "label-spoken-position", "label-idle-warning", "label-speech-on",
                    "label-speech-off", "label-hint",
                ])
    }

    @Test func labelFlagsBecomeOptions() throws {
        let labels = try Labels(commandLine: [.right: "J'aime", .startOver: " Encore\tune fois "])
        #expect(labels == Labels([.right: "J'aime", .startOver: "Encore une fois"]))
        #expect(try AppOptions().checked().labels == Labels())
    }

    @Test func badLabelFlagsAreUsageErrors() throws {
        var options = AppOptions()
        options.labels = Labels([.left: " "])
        #expect(
            throws: OptionError(
                option: "--label-left", message: "the label is empty; give a text, or leave the option out for \"NOPE\""
            )
        ) {
            try options.checked()
        }
        options.labels = Labels([.empty: String(repeating: "m", count: 81)])
        #expect(
            throws: OptionError(
                option: "--label-empty", message: "the label is 81 characters long; at most 80 are allowed")
        ) {
            try options.checked()
        }
        options.labels = Labels([.hint: ""])
        #expect(try options.checked().labels[.hint] == "", "an empty hint turns it off: no error")
        #expect(try OptionParsing.label(" \t", for: .hint) == "")
    }

    // configLabelsAreTextEvenWhenTheyReadAsYesOrNo moved to SwipeDeckCLITests/LabelFlagsTests.swift:
    // which keys take text is the command's to say (ConfigArguments), not ConfigFile's.

    @Test func theCommandLineWinsOverTheManifestWhichWinsOverEnglish() {
        var deck = Deck(
            name: "d", sourcePath: "/d/deck.json",
            cards: [DeckCard(face: CardFace(id: "a", title: "A", background: RGBA(1, 2, 3), imagePath: nil))])
        deck.labels = Labels([.right: "J'aime", .left: "Non"])
        let holder = DeckHolder(deck, labels: Labels([.left: "Bof"]))
        #expect(holder.labels[.right] == "J'aime")
        #expect(holder.labels[.left] == "Bof")
        #expect(holder.labels[.down] == "LATER")
    }
}
