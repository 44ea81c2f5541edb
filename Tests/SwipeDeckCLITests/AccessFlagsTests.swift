import ArgumentParser
import Foundation
import SwipeCore
import SwipeDeck
import Testing

@testable import swipedeck

/// `--text-scale` (1…2, config key `text-scale`) and `--reduced-motion` / `--no-reduced-motion`
/// (neither: the desktop's setting) as the command line and config files give them.
@Suite struct AccessFlagsTests {
    /// The options `arguments` give (config files expanded), checked.
    func options(_ arguments: [String]) throws -> AppOptions {
        let root = try SwipeDeckRoot.parseAsRoot(try ConfigArguments.expand(arguments))
        return try #require(root as? SwipeDeckCommand).options.checked()
    }

    /// The first line `arguments` are refused with, as the app prints it; nil when accepted.
    func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try options(arguments)
            return nil
        } catch {
            return UsageMessage.text(for: error).split(separator: "\n").first.map(String.init)
        }
    }

    func configFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11yb-\(UUID().uuidString).conf").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func textScaleTakesOneToTwo() throws {
        #expect(try options([]).deckOptions.textScale == 1)
        #expect(try options(["--text-scale", "1.5"]).deckOptions.textScale == 1.5)
        #expect(try options(["--text-scale", "2"]).deckOptions.textScale == 2)
        #expect(try options(["--text-scale", "1"]).deckOptions.textScale == 1)
        #expect(try options(["--config", try configFile("text-scale = 1.25\n")]).deckOptions.textScale == 1.25)
    }

    @Test func textScaleOutOfRangeOrNotANumberIsRefused() throws {
        #expect(
            refusal(["--text-scale", "2.5"])
                == "swipedeck: error: --text-scale: 2.5 is out of range; expected 1…2 (1.5: text half as large again)")
        #expect(
            refusal(["--text-scale", "0.5"])
                == "swipedeck: error: --text-scale: 0.5 is out of range; expected 1…2 (1.5: text half as large again)")
        #expect(refusal(["--text-scale", "big"]) == "swipedeck: error: --text-scale: \"big\" is not a number")
        #expect(refusal(["--text-scale", "nan"]) == "swipedeck: error: --text-scale: \"nan\" is not a number")
        let path = try configFile("text-scale = 3\n")
        #expect(
            refusal(["--config", path])?.hasPrefix("swipedeck: error: --config: \(path) line 1: --text-scale: 3")
                == true)
        var built = AppOptions()
        built.deckOptions.textScale = 4
        #expect(throws: OptionError.self) { try built.checked() }
    }

    @Test func reducedMotionIsOnOffOrTheDesktops() throws {
        #expect(try options([]).reducedMotion == nil)
        #expect(try options([]).deckOptions.reducedMotion == false)
        let on = try options(["--reduced-motion"])
        #expect(on.reducedMotion == true && on.deckOptions.reducedMotion)
        let off = try options(["--no-reduced-motion"])
        #expect(off.reducedMotion == false && !off.deckOptions.reducedMotion)
    }

    @Test func aConfigFileCanSayEitherAndTheCommandLineWins() throws {
        let yes = try configFile("reduced-motion = true\n"), no = try configFile("reduced-motion = false\n")
        #expect(try options(["--config", yes]).reducedMotion == true)
        #expect(try options(["--config", no]).reducedMotion == false) // off, not the desktop's
        #expect(try options(["--config", yes, "--no-reduced-motion"]).reducedMotion == false)
        #expect(try options(["--config", no, "--reduced-motion"]).reducedMotion == true)
        #expect(try options(["--config", try configFile("no-reduced-motion = true\n")]).reducedMotion == false)
    }
}
