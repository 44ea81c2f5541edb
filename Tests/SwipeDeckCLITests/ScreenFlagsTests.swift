import ArgumentParser
import SwipeDeck
import Testing

@testable import swipedeck

/// `--screen-hours` and `--hide-cursor` from flags and config lines (issue 28).
@Suite struct ScreenFlagsTests {
    let config = ConfigValueTests()

    @Test func repeatedFlagsAndJoinedSpansLandInTheOptions() throws {
        let command = try SwipeDeckCommand.parse([
            "--kiosk", "--screen-hours", "mon-fri 08:00-20:00", "--screen-hours", "sat 10:00-16:00; sun 12:00-14:00",
            "--hide-cursor",
        ])
        let options = try command.options.checked()
        #expect(options.screenHours == (try ScreenHours.parse("mon-fri 08:00-20:00; sat 10:00-16:00; sun 12:00-14:00")))
        #expect(options.hideCursor)
        #expect(try SwipeDeckCommand.parse([]).options.screenHours.isAlways)
    }

    @Test func aConfigFileTakesBothKeys() throws {
        let path = try config.configFile(
            "kiosk = yes\nscreen-hours = mon-fri 08:00-20:00; sat 10:00-16:00\nhide-cursor = on\n")
        let command = try #require(
            try SwipeDeckRoot.parseAsRoot(try ConfigArguments.expand(["--config", path])) as? SwipeDeckCommand)
        let options = try command.options.checked()
        #expect(options.screenHours.spans.count == 2 && options.hideCursor)
    }

    @Test func aBadValueHasTheSameMessageFromFlagAndConfig() throws {
        let message = "--screen-hours: \"25:00\" is not a time of day; expected HH:MM from 00:00 to 24:00"
        #expect(config.refusal(["--kiosk", "--screen-hours", "08:00-25:00"]) == "swipedeck: error: \(message)")
        let path = try config.configFile("kiosk = true\nscreen-hours = 08:00-25:00\n")
        #expect(config.refusal(["--config", path]) == "swipedeck: error: --config: \(path) line 2: \(message)")
    }

    @Test func screenHoursNeedKioskMode() throws {
        let command = try SwipeDeckCommand.parse(["--screen-hours", "08:00-20:00"])
        #expect(throws: OptionError(option: "--screen-hours", message: "needs --kiosk")) {
            try command.options.checked()
        }
    }
}
