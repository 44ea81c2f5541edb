import SwipeCore
import SwipeDeck
import Testing

@testable import swipedeck

/// `swipedeck run`'s flags parse straight into typed values and land in `AppOptions`.
@Suite struct CommandLineOptionsTests {
    @Test func flagsBuildOptions() throws {
        let command = try SwipeDeckCommand.parse([
            "cards", "--window", "1024x768", "--fullscreen", "--log", "d.log",
            "--directions", "up,down", "--layout", "collect", "--visible", "5",
            "--threshold", "0.5", "--flick-speed", "800", "--loop",
        ])
        let options = try command.options.checked()
        #expect(options.deckPath == "cards")
        #expect(options.windowSize == WindowSize(width: 1024, height: 768))
        #expect(options.fullscreen)
        #expect(options.log == "d.log")
        #expect(options.deckOptions.allowedDirections == [.up, .down])
        #expect(options.deckOptions.layout == .collect)
        #expect(options.deckOptions.visibleCount == 5)
        #expect(options.deckOptions.thresholdFraction == 0.5)
        #expect(options.deckOptions.flickSpeed == 800)
        #expect(options.deckOptions.loops)
    }

    @Test func noFlagsGiveTheDefaults() throws {
        #expect(try SwipeDeckCommand.parse([]).options == AppOptions.defaults)
    }
}
