import ArgumentParser
import Testing

@testable import swipedeck

/// Usage errors: one prefix for every error, and a suggestion only for a slip of a real flag.
@Suite struct UsageMessageTests {
    func message(_ arguments: [String]) -> String {
        do {
            _ = try SwipeDeckRoot.parseAsRoot(arguments)
            return ""
        } catch {
            return UsageMessage.text(for: error).split(separator: "\n").first.map(String.init) ?? ""
        }
    }

    @Test func aFarGuessIsNotOffered() {
        #expect(message(["--bogus"]) == "swipedeck: error: Unknown option '--bogus'.")
    }

    @Test(arguments: [("--windw", "--window"), ("--fulscreen", "--fullscreen"), ("--kiosk-nam", "--kiosk-name")])
    func aSlipGetsTheFlagItMissed(typed: String, meant: String) {
        #expect(message([typed]) == "swipedeck: error: Unknown option '\(typed)'. Did you mean '\(meant)'?")
    }

    @Test func reportErrorsHaveTheSamePrefix() {
        #expect(message(["report", "--bogus", "a.jsonl"]).hasPrefix("swipedeck: error: Unknown option '--bogus'"))
        #expect(message(["report"]).hasPrefix("swipedeck: error: missing LOG"))
    }

    @Test func anErrorWhileRunningReportShowsReportsUsage() {
        let text = UsageMessage.text(for: ValidationError("cannot read decision log x"), command: ReportCommand.self)
        #expect(text.hasPrefix("swipedeck: error: cannot read decision log x"))
        #expect(text.contains("Usage: swipedeck report") && !text.contains("swipedeck [run]"))
    }

    @Test func editDistanceCountsSingleEdits() {
        #expect(UsageMessage.editDistance(Array("bogus"), Array("log")) == 3)
        #expect(UsageMessage.editDistance(Array(""), Array("abc")) == 3)
        #expect(UsageMessage.editDistance(Array("window"), Array("window")) == 0)
    }
}
