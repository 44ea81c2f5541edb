import SwipeCore

/// The check of every typed option, in one place: the string parsers (`OptionParsing`) call them
/// after reading a value, and `AppOptions.checked()`, the validator, calls them on options built in
/// code, so a value out of range gets the same message however it came. The accepted numbers are the
/// `OptionTable` spec's `bounds`, the ones its help states. Each returns the value or throws an
/// `OptionError` naming `option`; `text` is the value as the user typed it, for the message (by
/// default the value written back, `OptionParsing.formatted`).
public enum OptionCheck {
    /// A window: each side a whole number of pixels in `OptionTable.window`'s bounds
    /// (`WindowSize.sideRange`, 200…16384).
    public static func windowSize(_ size: WindowSize, option: String = OptionTable.window.flag) throws(OptionError)
        -> WindowSize
    {
        let spec = OptionTable.window
        for (name, side) in [("width", size.width), ("height", size.height)] where !spec.accepts(side) {
            throw OptionError(option: option, message: "\(name) \(side) is out of range \(spec.rangeText) pixels")
        }
        return size
    }

    /// Swipe directions: at least one, none twice.
    public static func directions(_ directions: [SwipeDirection], option: String = OptionTable.directions.flag)
        throws(OptionError) -> [SwipeDirection]
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

    /// Cards in the stack: `OptionTable.visible`'s bounds (`DeckOptions.visibleCountRange`, 1…5).
    public static func visible(_ value: Int, option: String = OptionTable.visible.flag) throws(OptionError) -> Int {
        let spec = OptionTable.visible
        guard spec.accepts(value) else {
            throw OptionError(option: option, message: "\(value) is out of range \(spec.rangeText)")
        }
        return value
    }

    /// The swipe threshold: a fraction of the card width in `OptionTable.threshold`'s bounds (greater
    /// than 0 and at most `DeckOptions.thresholdFractionRange`'s upper bound, 2).
    public static func threshold(
        _ value: Double, typed text: String? = nil, option: String = OptionTable.threshold.flag
    )
        throws(OptionError) -> Double
    {
        try inBounds(
            value, OptionTable.threshold, typed: text, option: option, expected: "a fraction of the card width ")
    }

    /// The text scale: `OptionTable.textScale`'s bounds (`DeckOptions.textScaleRange`, 1…2).
    public static func textScale(
        _ value: Double, typed text: String? = nil, option: String = OptionTable.textScale.flag
    )
        throws(OptionError) -> Double
    {
        try inBounds(
            value, OptionTable.textScale, typed: text, option: option, expected: "",
            example: " (1.5: text half as large again)")
    }

    /// The flick speed: pixels per second in `OptionTable.flickSpeed`'s bounds (finite, greater than 0).
    public static func flickSpeed(
        _ value: Double, typed text: String? = nil, option: String = OptionTable.flickSpeed.flag
    )
        throws(OptionError) -> Double
    {
        try inBounds(
            value, OptionTable.flickSpeed, typed: text, option: option, expected: "a speed in pixels per second ")
    }

    /// The idle reset: seconds in `OptionTable.idleReset`'s bounds (finite, greater than 0).
    public static func idleReset(
        _ value: Double, typed text: String? = nil, option: String = OptionTable.idleReset.flag
    )
        throws(OptionError) -> Double
    {
        try inBounds(value, OptionTable.idleReset, typed: text, option: option, expected: "seconds ")
    }

    /// `value` when `spec` accepts it; else "… is out of range; expected `expected`RANGE`example`".
    private static func inBounds(
        _ value: Double, _ spec: OptionSpec, typed text: String?, option: String, expected: String,
        example: String = ""
    ) throws(OptionError) -> Double {
        guard spec.accepts(value) else {
            throw OptionError(
                option: option,
                message:
                    "\(text ?? OptionParsing.formatted(value)) is out of range; expected \(expected)\(spec.rangeText)\(example)"
            )
        }
        return value
    }

    /// A display number: 0 or more (checked against the displays present at start-up).
    public static func display(_ value: Int, typed text: String? = nil, option: String = OptionTable.display.flag)
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
    public static func unlockChord(_ chord: KeyChord, option: String = OptionTable.unlockChord.flag) throws(OptionError)
        -> KeyChord
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
