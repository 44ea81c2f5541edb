import Testing

@testable import SwipeDeck

/// The no-display message names both ways SDL finds a display, X11's DISPLAY and Wayland's
/// WAYLAND_DISPLAY, set or not, so a kiosk's operator sees which one is missing.
@Suite struct DisplayCheckWaylandTests {
    @Test func neitherSetNamesBoth() throws {
        let message = try #require(DisplayCheck.problem(driver: "offscreen", environment: [:]))
        #expect(message.contains("DISPLAY not set") && message.contains("WAYLAND_DISPLAY not set"), "\(message)")
    }

    @Test func onlyDisplaySetStillNamesWayland() throws {
        let message = try #require(DisplayCheck.problem(driver: "offscreen", environment: ["DISPLAY": ":91"]))
        #expect(message.contains("DISPLAY=:91") && message.contains("WAYLAND_DISPLAY not set"), "\(message)")
    }

    @Test func bothSetShowsBothValues() throws {
        let environment = ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-1"]
        let message = try #require(DisplayCheck.problem(driver: "offscreen", environment: environment))
        #expect(message.contains("DISPLAY=:0") && message.contains("WAYLAND_DISPLAY=wayland-1"), "\(message)")
    }

    @Test func anEmptyValueCountsAsNotSet() throws {
        let message = try #require(DisplayCheck.problem(driver: "offscreen", environment: ["WAYLAND_DISPLAY": ""]))
        #expect(message.contains("WAYLAND_DISPLAY not set"), "\(message)")
    }
}
