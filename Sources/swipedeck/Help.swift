import SwipeDeck

/// Small pieces of help text built from the option types, so the help follows the defaults and
/// ranges (`AppOptions.defaults`, `DeckOptions.defaults`, the `…Range` constants) where they live.
enum Help {
    /// "on" or "off", as the help writes a flag's default.
    static func onOff(_ on: Bool) -> String { on ? "on" : "off" }

    /// "1…5".
    static func range(_ range: ClosedRange<Int>) -> String { "\(range.lowerBound)…\(range.upperBound)" }

    /// "inset, scaled or collect".
    static func or(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// Seconds as the help writes them: "60".
    static func seconds(_ s: Double) -> String { OptionParsing.formatted(s) }
}
