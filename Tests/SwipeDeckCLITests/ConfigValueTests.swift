import ArgumentParser
import Foundation
import SwipeDeck
import Testing

@testable import swipedeck

/// A config line's value goes through the flag's own parser: a bad one is refused with the flag's
/// message and the file and line, unless a later line or the command line overrides it.
@Suite struct ConfigValueTests {
    /// A config file with `text` in a fresh temporary folder; its path.
    func configFile(_ text: String, name: String = "k.conf") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipedeck-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The message `arguments` are refused with, as the app prints it (first line).
    func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try SwipeDeckRoot.parseAsRoot(try ConfigArguments.expand(arguments))
            return nil
        } catch {
            return UsageMessage.text(for: error).split(separator: "\n").first.map(
                String.init)
        }
    }

    @Test func aBadValueIsNamedByFileAndLineWithTheFlagsMessage() throws {
        let path = try configFile("# site\nlayout = scaled\nwindow = 12\n")
        #expect(
            refusal(["--window", "12"])
                == "swipedeck: error: --window: expected WIDTHxHEIGHT in pixels, e.g. 800x600, got \"12\"")
        #expect(
            refusal(["--config", path])
                == "swipedeck: error: --config: \(path) line 3: --window: expected WIDTHxHEIGHT in pixels, e.g. 800x600, got \"12\""
        )
        let threshold = try configFile("threshold = -1\n")
        #expect(
            refusal(["--config", threshold])
                == "swipedeck: error: --config: \(threshold) line 1: --threshold: -1 is out of range; expected a fraction of the card width greater than 0 and at most 2"
        )
    }

    @Test func anOverriddenBadValueIsNotUsed() throws {
        let bad = try configFile("window = 12\n"), good = try configFile("window = 640x480\n")
        #expect(refusal(["--config", bad, "--window", "640x480"]) == nil)
        #expect(refusal(["--config", bad, "--config", good]) == nil)
        let expanded = try ConfigArguments.expand(["--config", bad, "--config", good, "--visible", "2"])
        #expect(expanded == ["--window", "640x480", "--visible", "2"])
    }

    @Test func aSwitchTakesOnlyTrueOrFalse() throws {
        let path = try configFile("kiosk = maybe\n")
        #expect(
            refusal(["--config", path])
                == "swipedeck: error: --config: \(path) line 1: kiosk is a switch: expected true or false (or yes/no, on/off), got \"maybe\""
        )
        let on = try configFile("kiosk = yes\nloop = off\n")
        let command = try #require(
            try SwipeDeckRoot.parseAsRoot(try ConfigArguments.expand(["--config", on])) as? SwipeDeckCommand)
        #expect(command.options.kiosk && command.deckPath == nil)
    }

    @Test func anUnknownKeyIsNamedEvenWhenAnotherFileSetsIt() throws {
        let first = try configFile("bogus = 1\n"), second = try configFile("bogus = 2\n")
        #expect(
            refusal(["--config", first, "--config", second])
                == "swipedeck: error: --config: \(first) line 1: unknown key \"bogus\"")
    }
}

/// Every option that takes a value refuses a bad one with the same message from a flag and from a
/// config line (which adds its file and line), and exit status 2 follows from either.
@Suite struct SameMessageFromFlagAndConfigTests {
    static let badValues: [(key: String, value: String, message: String)] = [
        ("window", "0x600", "--window: width 0 is out of range 200…16384 pixels"),
        ("directions", "left,left", "--directions: direction \"left\" is listed twice"),
        ("layout", "stacked", "--layout: unknown layout \"stacked\"; valid layouts: inset, scaled, collect"),
        ("visible", "0", "--visible: 0 is out of range 1…5"),
        ("threshold", "nan", "--threshold: \"nan\" is not a number"),
        (
            "flick-speed", "-3",
            "--flick-speed: -3 is out of range; expected a speed in pixels per second greater than 0"
        ),
        ("unlock-chord", "meta+q", "--unlock-chord: unknown modifier \"meta\"; valid modifiers: ctrl, alt, shift"),
        (
            "display", "-1",
            "--display: \"-1\" is not a display number; expected 0 for the first display, 1 for the second…"
        ),
        ("idle-reset", "1e999", "--idle-reset: \"1e999\" is not a number"),
        ("kiosk-name", "a\u{7F}b", "--kiosk-name: holds a control character"),
        ("card-style", "glossy", "--card-style: unknown card style \"glossy\"; valid styles: text, photo"),
    ]

    @Test(arguments: badValues)
    func sameMessage(key: String, value: String, message: String) throws {
        let test = ConfigValueTests()
        #expect(test.refusal(["--\(key)", value]) == "swipedeck: error: \(message)")
        let path = try test.configFile("# \(key)\n\(key) = \(value)\n")
        #expect(test.refusal(["--config", path]) == "swipedeck: error: --config: \(path) line 2: \(message)")
    }
}

/// In a config file yes/no, on/off and true/false switch a flag; an option that takes a value takes
/// them as text (a machine called "no").
@Suite struct ConfigWordsTests {
    @Test func anOptionTakesYesAndNoAsText() throws {
        let test = ConfigValueTests()
        let path = try test.configFile("kiosk-name = no\nlog = off\nloop = no\nfullscreen = on\n")
        let expanded = try ConfigArguments.expand(["--config", path])
        #expect(expanded == ["--kiosk-name", "no", "--log", "off", "--fullscreen"])
        let command = try #require(try SwipeDeckRoot.parseAsRoot(expanded) as? SwipeDeckCommand)
        #expect(command.options.kioskName == "no" && command.options.log == "off")
        #expect(!command.options.deckOptions.loops && command.options.fullscreen)
    }
}
