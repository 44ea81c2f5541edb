import SwipeCore

/// The range check of every typed option, in one place: the string parsers (`OptionParsing`) call
/// them after reading a value, and `AppOptions.checked()` calls them on options built in code, so a
/// value out of range gets the same message however it came. Each returns the value or throws an
/// `OptionError` naming `option`; `text` is the value as the user typed it, for the message (by
/// default the value written back, `OptionParsing.formatted`).
public enum OptionCheck {
    /// A window: each side a whole number of pixels in `WindowSize.sideRange` (200…16384).
    public static func windowSize(_ size: WindowSize, option: String = "--window") throws(OptionError) -> WindowSize {
        let range = WindowSize.sideRange
        for (name, side) in [("width", size.width), ("height", size.height)] where !range.contains(side) {
            throw OptionError(
                option: option,
                message: "\(name) \(side) is out of range \(range.lowerBound)…\(range.upperBound) pixels")
        }
        return size
    }

    /// Swipe directions: at least one, none twice.
    public static func directions(_ directions: [SwipeDirection], option: String = "--directions") throws(OptionError)
        -> [SwipeDirection]
    {
        guard !directions.isEmpty else {
            let valid = SwipeDirection.allCases.map(\.rawValue).joined(separator: ", ")
            throw OptionError(option: option, message: "no direction; give a comma-separated list of: \(valid)")
        }
        for (i, direction) in directions.enumerated() where directions[..<i].contains(direction) {
            throw OptionError(
                option: option, message: "direction \(OptionParsing.quote(direction.rawValue)) is listed twice")
        }
        return directions
    }

    /// Cards in the stack: `DeckOptions.visibleCountRange` (1…5).
    public static func visible(_ value: Int, option: String = "--visible") throws(OptionError) -> Int {
        let range = DeckOptions.visibleCountRange
        guard range.contains(value) else {
            throw OptionError(
                option: option, message: "\(value) is out of range \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// The swipe threshold: a fraction of the card width greater than 0 and at most
    /// `DeckOptions.thresholdFractionRange`'s upper bound (2).
    public static func threshold(_ value: Double, typed text: String? = nil, option: String = "--threshold")
        throws(OptionError) -> Double
    {
        let most = DeckOptions.thresholdFractionRange.upperBound
        guard value > 0 && value <= most else {
            throw OptionError(
                option: option,
                message:
                    "\(text ?? OptionParsing.formatted(value)) is out of range; expected a fraction of the card width greater than 0 and at most \(OptionParsing.formatted(most))"
            )
        }
        return value
    }

    /// The text scale: `DeckOptions.textScaleRange` (1…2).
    public static func textScale(_ value: Double, typed text: String? = nil, option: String = "--text-scale")
        throws(OptionError) -> Double
    {
        let range = DeckOptions.textScaleRange
        guard range.contains(value) else {
            throw OptionError(
                option: option,
                message:
                    "\(text ?? OptionParsing.formatted(value)) is out of range; expected \(OptionParsing.formatted(range.lowerBound))…\(OptionParsing.formatted(range.upperBound)) (1.5: text half as large again)"
            )
        }
        return value
    }

    /// The flick speed: pixels per second, finite and greater than 0.
    public static func flickSpeed(_ value: Double, typed text: String? = nil, option: String = "--flick-speed")
        throws(OptionError) -> Double
    {
        try positive(value, typed: text, option: option, expected: "a speed in pixels per second")
    }

    /// The idle reset: seconds, finite and greater than 0.
    public static func idleReset(_ value: Double, typed text: String? = nil, option: String = "--idle-reset")
        throws(OptionError) -> Double
    {
        try positive(value, typed: text, option: option, expected: "seconds")
    }

    /// `value` when it is finite and greater than 0; else "… is out of range; expected `expected` greater
    /// than 0".
    private static func positive(_ value: Double, typed text: String?, option: String, expected: String)
        throws(OptionError) -> Double
    {
        guard value > 0 && value.isFinite else {
            throw OptionError(
                option: option,
                message:
                    "\(text ?? OptionParsing.formatted(value)) is out of range; expected \(expected) greater than 0")
        }
        return value
    }

    /// A display number: 0 or more (checked against the displays present at start-up).
    public static func display(_ value: Int, typed text: String? = nil, option: String = "--display")
        throws(OptionError) -> Int
    {
        guard value >= 0 else {
            throw OptionError(
                option: option,
                message:
                    "\(OptionParsing.quote(text ?? String(value))) is not a display number; expected 0 for the first display, 1 for the second…"
            )
        }
        return value
    }

    /// The unlock chord: modifiers and a letter or digit (`KeyChord.isTypable`).
    public static func unlockChord(_ chord: KeyChord, option: String = "--unlock-chord") throws(OptionError) -> KeyChord
    {
        guard chord.isTypable else {
            throw OptionError(
                option: option,
                message:
                    "expected modifiers and a letter or digit joined with +, e.g. ctrl+alt+shift+q, got \(OptionParsing.quote(chord.description))"
            )
        }
        return chord
    }

    /// A file path (or the deck's): not empty. `what` names it in the message, e.g. "log file".
    public static func path(_ path: String?, _ what: String, option: String) throws(OptionError) -> String? {
        guard let path else { return nil }
        guard !path.isEmpty else { throw OptionError(option: option, message: "the \(what) path is empty") }
        return path
    }
}
