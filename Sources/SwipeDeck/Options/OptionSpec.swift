/// The facts of one `swipedeck run` option, in one place: its name (the long flag without its dashes,
/// which is also its config key), what follows it, the numbers it accepts, its default, and the help
/// written from them. The command line declares each flag with a spec's name and help
/// (`OptionTable`), a config file finds its keys' kinds here, and `OptionCheck` checks a value
/// against the spec's `bounds`: the help, the parser and the validator read one range and one default.
///
/// ```
/// OptionTable.visible.flag         // "--visible"
/// OptionTable.visible.bounds?.text // "1…5"
/// OptionTable.visible.defaultText  // "3"
/// ```
public struct OptionSpec: Hashable, Sendable {
    /// What the option takes on the command line, and so what a config line's value means.
    public enum Kind: Hashable, Sendable {
        /// The positional DECK argument; config key `deck`.
        case argument
        /// A switch (`--kiosk`); a config line's true/false (yes/no, on/off) turns it on or leaves it off.
        case `switch`
        /// A switch with a `--no-` form (`--reduced-motion`, `--no-reduced-motion`); a config line's
        /// false gives the `--no-` form.
        case switchWithNo
        /// A flag followed by a value (`--window 800x600`); a config line's value is taken as it is.
        case value

        /// Whether it is a switch (with or without a `--no-` form), which takes no value.
        public var isSwitch: Bool { self == .switch || self == .switchWithNo }
    }

    /// The long flag without its dashes, which is also the config key: "visible". For the DECK
    /// argument, "deck".
    public let name: String
    public let kind: Kind
    /// The value's name in the help and usage: "N", "WIDTHxHEIGHT", "DECK"; "" for a switch.
    public let valueName: String
    /// The numbers accepted, when they are a range; nil for an option whose values are not numbers.
    public let bounds: OptionBounds?
    /// The default as the help states it: "3", "800x600", "off", "no log".
    public let defaultText: String
    /// The help text, written from `bounds` and `defaultText`.
    public let help: String

    /// A spec whose help is `help(range, default)`, with range `bounds?.text` ("" without bounds) and
    /// default `defaultText`, so that the help states the very range and default the spec holds.
    init(
        _ name: String, _ kind: Kind, value valueName: String = "", bounds: OptionBounds? = nil,
        default defaultText: String, help: (_ range: String, _ default: String) -> String
    ) {
        self.name = name; self.kind = kind; self.valueName = valueName; self.bounds = bounds
        self.defaultText = defaultText
        self.help = help(bounds?.text ?? "", defaultText)
    }

    /// The option as the command line and the messages name it: "--visible"; "DECK" for the deck.
    public var flag: String { kind == .argument ? valueName : "--" + name }

    /// Whether `value` is within `bounds` (any value for a spec without bounds).
    public func accepts(_ value: Double) -> Bool { bounds?.contains(value) ?? true }

    /// Whether the whole number `value` is within `bounds` (any value for a spec without bounds).
    public func accepts(_ value: Int) -> Bool { bounds?.contains(value) ?? true }

    /// The accepted values as the help and messages write them ("1…5"); "" for a spec without bounds.
    public var rangeText: String { bounds?.text ?? "" }

    /// Whether the option is a switch (with or without a `--no-` form), which takes no value.
    public var isSwitch: Bool { kind.isSwitch }
}

/// The numbers an option accepts, and how the help and the messages write them.
public enum OptionBounds: Hashable, Sendable {
    /// From the lower to the upper bound, both included: "1…5".
    case closed(ClosedRange<Double>)
    /// Finite and greater than 0, and at most `atMost` when given: "greater than 0 and at most 2".
    case positive(atMost: Double?)

    /// Whole numbers from the lower to the upper bound: "200…16384".
    static func closed(_ range: ClosedRange<Int>) -> OptionBounds {
        .closed(Double(range.lowerBound)...Double(range.upperBound))
    }

    /// Whether `value` is accepted (never NaN).
    public func contains(_ value: Double) -> Bool {
        switch self {
        case .closed(let range): range.contains(value)
        case .positive(let most): value > 0 && value.isFinite && most.map { value <= $0 } ?? true
        }
    }

    /// Whether the whole number `value` is accepted.
    public func contains(_ value: Int) -> Bool { contains(Double(value)) }

    /// The accepted values as the help and messages write them: "1…5", "greater than 0",
    /// "greater than 0 and at most 2".
    public var text: String {
        switch self {
        case .closed(let range):
            "\(OptionParsing.formatted(range.lowerBound))…\(OptionParsing.formatted(range.upperBound))"
        case .positive(let most?): "greater than 0 and at most \(OptionParsing.formatted(most))"
        case .positive(nil): "greater than 0"
        }
    }
}

/// Small pieces of help text, so that each spec writes its default the same way.
enum HelpText {
    /// "on" or "off", as the help writes a switch's default.
    static func onOff(_ on: Bool) -> String { on ? "on" : "off" }

    /// "inset, scaled or collect".
    static func or(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
