import Foundation
import SwipeCore
import SwipeDeck
import Testing

@testable import swipedeck

/// `--label-right TEXT` and the others as flags and as config keys.
@Suite struct LabelFlagsTests {
    @Test func labelFlagsBecomeOptions() throws {
        let command = try SwipeDeckCommand.parse([
            "--label-right", "J'aime", "--label-start-over", " Encore\tune fois ",
        ])
        #expect(try command.options.checked().labels == Labels([.right: "J'aime", .startOver: "Encore une fois"]))
        #expect(
            ConfigValueTests().refusal(["--label-left", " "])
                == "swipedeck: error: --label-left: the label is empty; give a text, or leave the option out for \"NOPE\""
        )
    }

    /// Failed before the fix: `no`, `off`, `yes` were read as a false or true flag, so `label-left = No`
    /// dropped the line and `label-right = Yes` gave `--label-right` without its text.
    @Test func configLabelsAreTextEvenWhenTheyReadAsYesOrNo() throws {
        let test = ConfigValueTests()
        let path = try test.configFile("label-right = Yes\nlabel-left = No\nlabel-start-over = Off\nkiosk = no\n")
        #expect(
            try ConfigArguments.expand(["--config", path]) == [
                "--label-right", "Yes", "--label-left", "No", "--label-start-over", "Off",
            ])
        let french = try test.configFile("label-right = J'aime\nlabel-empty = Plus de cartes = fin\n")
        #expect(
            try ConfigArguments.expand(["--config", french]) == [
                "--label-right", "J'aime", "--label-empty", "Plus de cartes = fin",
            ])
    }

    /// The kiosk's hint is translated by `--label-hint TEXT` and turned off by an empty one, on the
    /// command line or as `label-hint =` in a config file (any other empty label is an error).
    @Test func anEmptyHintTurnsItOff() throws {
        let french = try SwipeDeckCommand.parse(["--label-hint", "Glissez"])
        #expect(try french.options.checked().labels[.hint] == "Glissez")
        let off = try SwipeDeckCommand.parse(["--label-hint", ""])
        #expect(try off.options.checked().labels[.hint] == "")
        let path = try ConfigValueTests().configFile("label-hint =\n")
        let arguments = try ConfigArguments.expand(["--config", path])
        #expect(arguments == ["--label-hint", ""])
        #expect(try SwipeDeckCommand.parse(arguments).options.checked().labels[.hint] == "")
    }
}
