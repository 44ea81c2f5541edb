import SwipeCore

/// A bad option value; `description` names the option and says what is wrong and what is accepted.
public struct OptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The option as typed on the command line, e.g. "--window".
    public var option: String
    /// What is wrong, e.g. "expected WIDTHxHEIGHT, e.g. 800x600, got \"800\"".
    public var message: String

    public init(option: String, message: String) { self.option = option; self.message = message }

    public var description: String { "\(option): \(message)" }
}

/// Pure parsers for the string forms of the options. Each throws an `OptionError`
/// naming `option` (the flag, for messages) and never traps.
public enum OptionParsing {
    /// Parses "WIDTHxHEIGHT" (e.g. "800x600"; `x` or `X`), each side a whole number in `WindowSize.sideRange`.
    public static func windowSize(_ text: String, option: String = "--window") throws(OptionError) -> WindowSize {
        let form = "expected WIDTHxHEIGHT in pixels, e.g. 800x600"
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "X", omittingEmptySubsequences: false) }
        guard parts.count == 2 else { throw OptionError(option: option, message: "\(form), got \(quote(text))") }
        func side(_ part: Substring, _ name: String) throws(OptionError) -> Int {
            guard !part.isEmpty else { throw OptionError(option: option, message: "\(name) is missing in \(quote(text)); \(form)") }
            guard part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let value = Int(part) else {
                throw OptionError(option: option, message: "\(name) \(quote(String(part))) is not a whole number; \(form)")
            }
            guard WindowSize.sideRange.contains(value) else {
                throw OptionError(option: option, message: "\(name) \(value) is out of range \(WindowSize.sideRange.lowerBound)…\(WindowSize.sideRange.upperBound) pixels")
            }
            return value
        }
        return WindowSize(width: try side(parts[0], "width"), height: try side(parts[1], "height"))
    }

    /// Parses a comma-separated list of directions, case-insensitive, spaces around names allowed:
    /// "left,right,up,down" and the diagonals "upLeft", "upRight", "downLeft", "downRight".
    /// At least one; no duplicates; order kept.
    public static func directions(_ text: String, option: String = "--directions") throws(OptionError) -> [SwipeDirection] {
        let valid = SwipeDirection.allCases.map(\.rawValue).joined(separator: ", ")
        var result: [SwipeDirection] = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = raw.trimmingSpaces()
            guard !name.isEmpty else {
                throw OptionError(option: option, message: "empty direction in \(quote(text)); give a comma-separated list of: \(valid)")
            }
            guard let direction = SwipeDirection.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                throw OptionError(option: option, message: "unknown direction \(quote(name)); valid directions: \(valid)")
            }
            guard !result.contains(direction) else {
                throw OptionError(option: option, message: "direction \(quote(direction.rawValue)) is listed twice")
            }
            result.append(direction)
        }
        return result
    }

    /// Parses a layout name, case-insensitive: inset, scaled or collect.
    public static func layout(_ text: String, option: String = "--layout") throws(OptionError) -> LayoutName {
        guard let layout = LayoutName(rawValue: text.trimmingSpaces().lowercased()) else {
            let valid = LayoutName.allCases.map(\.rawValue).joined(separator: ", ")
            throw OptionError(option: option, message: "unknown layout \(quote(text)); valid layouts: \(valid)")
        }
        return layout
    }

    /// Parses the number of visible cards, a whole number in `AppOptions.visibleRange` (1…5).
    public static func visible(_ text: String, option: String = "--visible") throws(OptionError) -> Int {
        let range = AppOptions.visibleRange
        guard let value = Int(text.trimmingSpaces()) else {
            throw OptionError(option: option, message: "\(quote(text)) is not a whole number; expected \(range.lowerBound)…\(range.upperBound)")
        }
        guard range.contains(value) else {
            throw OptionError(option: option, message: "\(value) is out of range \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// Parses the swipe threshold, a fraction of the card width in (0, `AppOptions.thresholdMax`].
    public static func threshold(_ text: String, option: String = "--threshold") throws(OptionError) -> Double {
        let value = try number(text, option: option)
        guard value > 0 && value <= AppOptions.thresholdMax else {
            throw OptionError(option: option, message: "\(text) is out of range; expected a fraction of the card width greater than 0 and at most \(formatted(AppOptions.thresholdMax))")
        }
        return value
    }

    /// Parses the flick speed in pixels per second; must be greater than 0.
    public static func flickSpeed(_ text: String, option: String = "--flick-speed") throws(OptionError) -> Double {
        let value = try number(text, option: option)
        guard value > 0 else {
            throw OptionError(option: option, message: "\(text) is out of range; expected a speed in pixels per second greater than 0")
        }
        return value
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

    static func quote(_ s: String) -> String { JSONText.quoted(s) }

    /// `d` without a fractional part when it is a whole number that fits an `Int` ("3", not "3.0");
    /// otherwise Swift's shortest form ("0.3", "1e+300").
    static func formatted(_ d: Double) -> String {
        if d == d.rounded(), let whole = Int(exactly: d) { return String(whole) }
        return String(d)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(Substring(scalars[first...last]))
    }
}
