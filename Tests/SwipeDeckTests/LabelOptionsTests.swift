import Foundation
import Testing
@testable import SwipeDeck
import SwipeCore
import SwipeSDL

/// `--label-right TEXT` and the others, their config keys, and how they stack over a manifest's labels.
@Suite struct LabelOptionsTests {
    @Test func flagsAndConfigKeysAreNamedAfterTheLabels() {
        #expect(Labels.Key.allCases.map(\.optionName)
                == ["label-right", "label-left", "label-up", "label-down", "label-empty", "label-start-over"])
    }

    @Test func labelFlagsBecomeOptions() throws {
        var values = CommandLineValues()
        values.labels = [.right: "J'aime", .startOver: " Encore\tune fois "]
        let options = try AppOptions(commandLine: values)
        #expect(options.labels == Labels([.right: "J'aime", .startOver: "Encore une fois"]))
        #expect(try AppOptions(commandLine: CommandLineValues()).labels == Labels())
    }

    @Test func badLabelFlagsAreUsageErrors() {
        var values = CommandLineValues()
        values.labels = [.left: " "]
        #expect(throws: OptionError(option: "--label-left", message: "the label is empty; give a text, or leave the option out for \"NOPE\"")) {
            try AppOptions(commandLine: values)
        }
        values.labels = [.empty: String(repeating: "m", count: 81)]
        #expect(throws: OptionError(option: "--label-empty", message: "the label is 81 characters long; at most 80 are allowed")) {
            try AppOptions(commandLine: values)
        }
    }

    /// Failed before the fix: `no`, `off`, `yes` were read as a false or true flag, so `label-left = No`
    /// dropped the line and `label-right = Yes` gave `--label-right` without its text.
    @Test func configLabelsAreTextEvenWhenTheyReadAsYesOrNo() throws {
        let entries = try ConfigFile.parse("label-right = Yes\nlabel-left = No\nlabel-start-over = Off\nkiosk = no\n", name: "k.conf")
        #expect(entries.flatMap(\.arguments) == ["--label-right", "Yes", "--label-left", "No", "--label-start-over", "Off"])
        let french = try ConfigFile.parse("label-right = J'aime\nlabel-empty = Plus de cartes = fin\n", name: "k.conf")
        #expect(french.flatMap(\.arguments) == ["--label-right", "J'aime", "--label-empty", "Plus de cartes = fin"])
    }

    @Test func theCommandLineWinsOverTheManifestWhichWinsOverEnglish() {
        var deck = Deck(name: "d", sourcePath: "/d/deck.json", cards: [DeckCard(face: CardFace(id: "a", title: "A", background: RGBA(1, 2, 3), imagePath: nil))])
        deck.labels = Labels([.right: "J'aime", .left: "Non"])
        let holder = DeckHolder(deck, labels: Labels([.left: "Bof"]))
        #expect(holder.labels[.right] == "J'aime")
        #expect(holder.labels[.left] == "Bof")
        #expect(holder.labels[.down] == "LATER")
    }
}
