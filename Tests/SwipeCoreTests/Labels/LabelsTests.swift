import SwipeCore
import Testing

/// `Labels`: English defaults in one place, the sources stacked in order, texts made fit to show.
@Suite struct LabelsTests {
    @Test func unsetLabelsReadAsEnglish() {
        let english = Labels()
        #expect(
            Labels.Key.allCases.map { english[$0] } == [
                "LIKE", "NOPE", "SUPER", "LATER", "No more cards", "Start over",
                "liked", "skipped", "super", "later", "undone", "card {n} of {total}",
                "Still there? Starting over in {seconds} s. Touch to stay.", "Speech on", "Speech off",
                "Swipe right to like, left to skip",
            ])
        #expect(Labels([.right: "J'aime"])[.right] == "J'aime")
        #expect(Labels([.right: "J'aime"])[.left] == "NOPE")
    }

    @Test func aLaterSourceWinsLabelByLabel() {
        let manifest = Labels([.right: "J'aime", .left: "Non", .empty: "Plus de cartes"])
        let commandLine = Labels([.left: "Bof", .startOver: "Encore"])
        let shown = manifest.overlaid(by: commandLine)
        #expect(shown[.right] == "J'aime", "the manifest's, nothing over it")
        #expect(shown[.left] == "Bof", "the command line's over the manifest's")
        #expect(shown[.startOver] == "Encore")
        #expect(shown[.up] == "SUPER", "English where no source gives one")
        #expect(commandLine.overlaid(by: manifest)[.left] == "Non", "order matters")
    }

    @Test func textsGoOnOneLine() {
        #expect(Labels.checked("  J'aime ", for: .right) == Labels.Checked(text: "J'aime", problem: nil))
        #expect(Labels.checked("Plus\nde\t\tcartes\u{0}", for: .empty).text == "Plus de cartes")
        #expect(Labels.checked("\u{2028}A\u{85}B", for: .left).text == "A B")
    }

    @Test func emptyTextsLeaveTheDefault() {
        for text in ["", "   ", "\n\t", "\u{7}"] {
            #expect(
                Labels.checked(text, for: .right) == Labels.Checked(text: nil, problem: .empty),
                "\(text.debugDescription)")
            #expect(
                Labels.checked(text, for: .hint) == Labels.Checked(text: "", problem: nil),
                "an empty hint is a choice: it turns the hint off")
        }
        #expect(Labels.Key.allCases.filter(\.mayBeEmpty) == [.hint])
    }

    @Test func longTextsAreCutAtTheirLimit() {
        #expect(
            Labels.Key.right.maxLength == 40 && Labels.Key.startOver.maxLength == 40 && Labels.Key.empty.maxLength == 80
        )
        let fits = String(repeating: "a", count: 40)
        #expect(Labels.checked(fits, for: .up) == Labels.Checked(text: fits, problem: nil))
        let long = Labels.checked(fits + "b", for: .up)
        #expect(long == Labels.Checked(text: fits, problem: .tooLong(limit: 40)))
        let message = String(repeating: "é", count: 90)
        #expect(Labels.checked(message, for: .empty).text == String(repeating: "é", count: 80))
    }

    @Test func aCutCountsScalarsAndKeepsWholeCharacters() {
        // "e" + 3 combining acute accents is one character of 4 scalars.
        let heavy = "e\u{301}\u{301}\u{301}"
        let text = String(repeating: "a", count: 38) + heavy
        #expect(
            Labels.checked(text, for: .right).text == String(repeating: "a", count: 38), "the pile does not fit whole")
        let zalgo = "Z" + String(repeating: "\u{301}", count: 500)
        #expect(
            Labels.checked(zalgo, for: .right).text?.unicodeScalars.count == 40, "one huge character is cut by scalars")
    }

    @Test func problemsSayWhatHappened() {
        #expect(Labels.Problem.empty.message(for: .right) == "is empty; showing the default \"LIKE\"")
        #expect(Labels.Problem.tooLong(limit: 40).message(for: .up) == "is longer than 40 characters; cut to 40")
    }
}
