import SwipeCore
import SwipeDeck
import Testing

@testable import swipedeck

/// `swipedeck run --help` states each default as the option types hold it (`AppOptions.defaults`,
/// `DeckOptions.defaults`, the ranges), so changing a default changes the help.
@Suite struct HelpDefaultsTests {
    /// The help text of `flag`'s entry: its line and the lines after it up to the next flag, joined.
    func entry(_ flag: String) -> String {
        let help = SwipeDeckCommand.helpMessage(columns: 10_000)
        let lines = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(where: { $0.hasPrefix(flag + " ") || $0 == flag }) else { return "" }
        let rest = lines[(start + 1)...].prefix { !$0.hasPrefix("-") }
        return ([lines[start]] + rest).joined(separator: " ")
    }

    @Test func everyDefaultComesFromTheOptionTypes() {
        let deck = DeckOptions.defaults, app = AppOptions.defaults
        let expected: [(String, String)] = [
            (
                "--window",
                "each side \(WindowSize.sideRange.lowerBound)…\(WindowSize.sideRange.upperBound). Default: \(app.windowSize.width)x\(app.windowSize.height)."
            ),
            ("--directions", "Default: \(deck.allowedDirections.map(\.rawValue).joined(separator: ","))."),
            ("--layout", "Default: \(deck.layout.rawValue)."),
            (
                "--visible",
                "\(DeckOptions.visibleCountRange.lowerBound)…\(DeckOptions.visibleCountRange.upperBound). Default: \(deck.visibleCount)."
            ),
            (
                "--threshold",
                "at most \(OptionParsing.formatted(DeckOptions.thresholdFractionRange.upperBound)). Default: \(OptionParsing.formatted(deck.thresholdFraction))."
            ),
            ("--flick-speed", "Default: \(OptionParsing.formatted(deck.flickSpeed))."),
            ("--loop", "Default: \(deck.loops ? "on" : "off")."),
            ("--kiosk", "idle reset after \(OptionParsing.formatted(AppOptions.kioskIdleReset)) s;"),
            ("--unlock-chord", "Default: \(app.unlockChord)."),
            ("--display", "Default: \(app.display)."),
            (
                "--idle-reset",
                "Default: \(OptionParsing.formatted(AppOptions.kioskIdleReset)) in kiosk mode, off otherwise."
            ),
        ]
        for (flag, text) in expected {
            #expect(entry(flag).contains(text), "\(flag): \(entry(flag))")
        }
    }
}
