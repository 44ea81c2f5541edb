import Testing
@testable import SwipeDeck

/// A start that fell back to an invisible video driver is an error, unless the driver was chosen.
@Suite struct DisplayCheckTests {
    @Test func anInvisibleFallbackIsAnErrorUnlessChosen() throws {
        let message = try #require(DisplayCheck.problem(driver: "offscreen", environment: ["DISPLAY": ":91"]))
        #expect(message.contains("DISPLAY=:91") && message.contains("\"offscreen\""), "\(message)")
        #expect(DisplayCheck.problem(driver: "offscreen", environment: [:])?.contains("DISPLAY not set") == true)
        #expect(DisplayCheck.problem(driver: "dummy", environment: ["SDL_VIDEODRIVER": "dummy"]) == nil)
        #expect(DisplayCheck.problem(driver: "x11", environment: ["DISPLAY": ":0"]) == nil)
        #expect(DisplayCheck.problem(driver: "wayland", environment: [:]) == nil)
    }
}
