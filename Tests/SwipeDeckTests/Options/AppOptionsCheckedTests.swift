import SwipeCore
import SwipeDeck
import Testing

/// `AppOptions.checked()`: options built in code are held to the flags' ranges, with the flags'
/// messages, and the kiosk's defaults are filled in.
@Suite struct AppOptionsCheckedTests {
    /// Options that must be refused, and the message (the one the flag gives for the same value).
    static let refused: [(String, @Sendable (inout AppOptions) -> Void, String)] = [
        ("empty deck", { $0.deckPath = "" }, "DECK: the deck path is empty"),
        (
            "zero window", { $0.windowSize = WindowSize(width: 0, height: 600) },
            "--window: width 0 is out of range 200…16384 pixels"
        ),
        (
            "huge window", { $0.windowSize = WindowSize(width: 800, height: Int.max) },
            "--window: height \(Int.max) is out of range 200…16384 pixels"
        ),
        ("empty log", { $0.log = "" }, "--log: the log file path is empty"),
        (
            "no directions", { $0.deckOptions.allowedDirections = [] },
            "--directions: no direction; give a comma-separated list of: left, right, up, down, upLeft, upRight, downLeft, downRight"
        ),
        (
            "twice", { $0.deckOptions.allowedDirections = [.up, .left, .up] },
            "--directions: direction \"up\" is listed twice"
        ),
        ("no cards", { $0.deckOptions.visibleCount = 0 }, "--visible: 0 is out of range 1…5"),
        ("negative cards", { $0.deckOptions.visibleCount = -1 }, "--visible: -1 is out of range 1…5"),
        (
            "nan threshold", { $0.deckOptions.thresholdFraction = .nan },
            "--threshold: nan is out of range; expected a fraction of the card width greater than 0 and at most 2"
        ),
        (
            "huge threshold", { $0.deckOptions.thresholdFraction = 1e300 },
            "--threshold: 1e+300 is out of range; expected a fraction of the card width greater than 0 and at most 2"
        ),
        (
            "inf flick", { $0.deckOptions.flickSpeed = .infinity },
            "--flick-speed: inf is out of range; expected a speed in pixels per second greater than 0"
        ),
        (
            "zero flick", { $0.deckOptions.flickSpeed = 0 },
            "--flick-speed: 0 is out of range; expected a speed in pixels per second greater than 0"
        ),
        (
            "no key", { $0.unlockChord = KeyChord(ctrl: true, keycode: -1) },
            "--unlock-chord: expected modifiers and a letter or digit joined with +, e.g. ctrl+alt+shift+q, got \"ctrl+#-1\""
        ),
        (
            "no modifier", { $0.unlockChord = KeyChord(keycode: 113) },
            "--unlock-chord: expected modifiers and a letter or digit joined with +, e.g. ctrl+alt+shift+q, got \"q\""
        ),
        (
            "negative display", { $0.display = -2 },
            "--display: \"-2\" is not a display number; expected 0 for the first display, 1 for the second…"
        ),
        ("nan idle", { $0.idleReset = .nan }, "--idle-reset: nan is out of range; expected seconds greater than 0"),
        (
            "inf idle", { $0.idleReset = .infinity },
            "--idle-reset: inf is out of range; expected seconds greater than 0"
        ),
        ("empty kiosk name", { $0.kioskName = "" }, "--kiosk-name: the name is empty"),
    ]

    @Test(arguments: refused)
    func refusedWithTheFlagsMessage(name: String, change: @Sendable (inout AppOptions) -> Void, message: String) {
        var options = AppOptions()
        change(&options)
        let error = #expect(throws: OptionError.self, "\(name)") { try options.checked() }
        #expect(error?.description == message, "\(name)")
    }

    @Test func theDefaultsPassAndKioskFillsInItsOwn() throws {
        #expect(try AppOptions.defaults.checked() == AppOptions.defaults)
        #expect(AppOptions.defaults.resolved(environment: [:]) == AppOptions.defaults)
        var kiosk = AppOptions()
        kiosk.kiosk = true
        #expect(try kiosk.checked() == kiosk, "the validator changes nothing")
        let resolved = try kiosk.checked().resolved(environment: ["XDG_STATE_HOME": "/srv/state"])
        #expect(resolved.deckOptions.loops && resolved.idleReset == AppOptions.kioskIdleReset)
        #expect(resolved.log == .kioskDefault("/srv/state/swipedeck/decisions.jsonl"))
        #expect(resolved.resolved(environment: [:]) == resolved, "resolving twice changes nothing more")
        kiosk.idleReset = 5
        kiosk.log = "-"
        let given = try kiosk.checked().resolved(environment: [:])
        #expect(given.idleReset == 5 && given.log == .standardOutput)
    }
}
