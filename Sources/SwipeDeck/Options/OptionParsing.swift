import SwipeCore

/// Pure parsers for the string forms of the options, as typed after a flag or in a config line.
/// Each reads the value's form into its type, then checks it with `OptionCheck` (the `OptionTable`
/// spec's range, one message per range, whoever asks: so a flag and a config line are refused where
/// they are typed), and throws an `OptionError` naming `option`; none traps. The command line hands
/// them to ArgumentParser as `transform:`s, so the flags arrive typed.
public enum OptionParsing {
    /// Parses "WIDTHxHEIGHT" (e.g. "800x600"; `x` or `X`), each side a whole number in `WindowSize.sideRange`.
    public static func windowSize(_ text: String, option: String = OptionTable.window.flag) throws(OptionError)
        -> WindowSize
    {
        let form = "expected WIDTHxHEIGHT in pixels, e.g. 800x600"
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "X", omittingEmptySubsequences: false) }
        guard parts.count == 2 else { throw OptionError(option: option, message: "\(form), got \(quote(text))") }
        func side(_ part: Substring, _ name: String) throws(OptionError) -> Int {
            guard !part.isEmpty else {
                throw OptionError(option: option, message: "\(name) is missing in \(quote(text)); \(form)")
            }
            guard part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let value = Int(part)
            else {
                throw OptionError(
                    option: option, message: "\(name) \(quote(String(part))) is not a whole number; \(form)")
            }
            return value
        }
        let size = WindowSize(width: try side(parts[0], "width"), height: try side(parts[1], "height"))
        return try OptionCheck.windowSize(size, option: option)
    }

    /// Parses a comma-separated list of directions, case-insensitive, spaces around names allowed:
    /// "left,right,up,down" and the diagonals "upLeft", "upRight", "downLeft", "downRight".
    /// At least one; no duplicates; order kept.
    public static func directions(_ text: String, option: String = OptionTable.directions.flag) throws(OptionError)
        -> [SwipeDirection]
    {
        let valid = SwipeDirection.allCases.map(\.rawValue).joined(separator: ", ")
        var result: [SwipeDirection] = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = raw.trimmingSpaces()
            guard !name.isEmpty else {
                throw OptionError(
                    option: option,
                    message: "empty direction in \(quote(text)); give a comma-separated list of: \(valid)")
            }
            guard
                let direction = SwipeDirection.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
            else {
                throw OptionError(
                    option: option, message: "unknown direction \(quote(name)); valid directions: \(valid)")
            }
            result.append(direction)
            _ = try OptionCheck.directions(result, option: option)
        }
        return result
    }

    /// Parses a layout name, case-insensitive: inset, scaled or collect.
    public static func layout(_ text: String, option: String = OptionTable.layout.flag) throws(OptionError)
        -> LayoutName
    {
        guard let layout = LayoutName(rawValue: text.trimmingSpaces().lowercased()) else {
            let valid = LayoutName.allCases.map(\.rawValue).joined(separator: ", ")
            throw OptionError(option: option, message: "unknown layout \(quote(text)); valid layouts: \(valid)")
        }
        return layout
    }

    /// Parses the number of visible cards, a whole number in `DeckOptions.visibleCountRange` (1…5).
    public static func visible(_ text: String, option: String = OptionTable.visible.flag) throws(OptionError) -> Int {
        guard let value = Int(text.trimmingSpaces()) else {
            throw OptionError(
                option: option,
                message: "\(quote(text)) is not a whole number; expected \(OptionTable.visible.rangeText)")
        }
        return try OptionCheck.visible(value, option: option)
    }

    /// Parses the swipe threshold, a fraction of the card width (`OptionCheck.threshold`).
    public static func threshold(_ text: String, option: String = OptionTable.threshold.flag) throws(OptionError)
        -> Double
    {
        try OptionCheck.threshold(try number(text, option: option), typed: text, option: option)
    }

    /// Parses the flick speed in pixels per second; must be greater than 0.
    public static func flickSpeed(_ text: String, option: String = OptionTable.flickSpeed.flag) throws(OptionError)
        -> Double
    {
        try OptionCheck.flickSpeed(try number(text, option: option), typed: text, option: option)
    }

    /// Parses the text scale, a number in `DeckOptions.textScaleRange` (1…2), e.g. "1.5".
    public static func textScale(_ text: String, option: String = OptionTable.textScale.flag) throws(OptionError)
        -> Double
    {
        try OptionCheck.textScale(try number(text, option: option), typed: text, option: option)
    }

    /// Parses the idle time in seconds: a number greater than 0.
    public static func idleReset(_ text: String, option: String = OptionTable.idleReset.flag) throws(OptionError)
        -> Double
    {
        try OptionCheck.idleReset(try number(text, option: option), typed: text, option: option)
    }

    /// Parses a display number, a whole number ≥ 0 (checked against the displays at start-up).
    public static func display(_ text: String, option: String = OptionTable.display.flag) throws(OptionError) -> Int {
        try OptionCheck.display(Int(text.trimmingSpaces()) ?? -1, typed: text, option: option)
    }

    /// A finite decimal number (no "inf", "nan" or hexadecimal forms).
    static func number(_ text: String, option: String) throws(OptionError) -> Double {
        let trimmed = text.trimmingSpaces()
        let allowed = trimmed.utf8.allSatisfy { "0123456789.eE+-".utf8.contains($0) }
        guard allowed, let value = Double(trimmed), value.isFinite else {
            throw OptionError(option: option, message: "\(quote(text)) is not a number")
        }
        return value
    }

    /// `s` as a JSON string literal, for messages: "\"800\"".
    static func quote(_ s: String) -> String { JSONText.quoted(s) }

    /// `d` without a fractional part when it is a whole number that fits an `Int` ("3", not "3.0");
    /// otherwise Swift's shortest form ("0.3", "1e+300"). The form the help and messages show.
    public static func formatted(_ d: Double) -> String {
        if d == d.rounded(), let whole = Int(exactly: d) { return String(whole) }
        return String(d)
    }
}
