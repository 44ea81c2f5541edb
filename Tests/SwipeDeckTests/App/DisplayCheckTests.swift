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

    /// Each open result counts itself while alive, so the test sees that a refused one is released
    /// before the next open (SDL must quit before it starts again).
    final class Opened {
        nonisolated(unsafe) static var alive = 0
        let driver: String
        init(_ driver: String) { self.driver = driver; Opened.alive += 1 }
        deinit { Opened.alive -= 1 }
    }

    @Test func aRefusedStartIsTriedAgainAfterTheLastOneIsReleased() throws {
        var drivers = ["offscreen", "offscreen", "x11"]
        var aliveAtOpen: [Int] = []
        let (opened, problem) = try DisplayCheck.retrying(
            attempts: 4, delay: 0.001,
            open: {
                aliveAtOpen.append(Opened.alive)
                return Opened(drivers.removeFirst())
            }, problem: { DisplayCheck.problem(driver: $0.driver, environment: ["DISPLAY": ":1"]) })
        #expect(opened.driver == "x11" && problem == nil)
        #expect(aliveAtOpen == [0, 0, 0], "never two at once")
        var calls = 0
        let (_, still) = try DisplayCheck.retrying(
            attempts: 3, delay: 0.001,
            open: {
                calls += 1; return Opened("offscreen")
            },
            problem: { DisplayCheck.problem(driver: $0.driver, environment: [:]) })
        #expect(calls == 3 && still?.contains("offscreen") == true, "gives up after the attempts with the message")
    }
}
