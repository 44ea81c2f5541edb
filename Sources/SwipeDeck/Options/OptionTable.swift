import SwipeCore

/// Every option of `swipedeck run`, one `OptionSpec` each: the one place where an option's name,
/// kind, accepted range, default and help are written. The executable declares its flags with these
/// names and help texts, a config file's keys are these names (`spec(named:)`: a key's kind comes from
/// here, not from trying the parser), and `OptionCheck` checks against these bounds. The defaults
/// themselves stay in the option types (`AppOptions.defaults`, `DeckOptions.defaults`) and the ranges
/// in the constants beside them; a spec reads them once.
public enum OptionTable {
    /// Every spec, in the order of `swipedeck run --help`.
    public static let all: [OptionSpec] =
        [deck, window, fullscreen, log, directions, layout, visible, threshold, flickSpeed, loop, recursive]
        + operation + instruments + look + labels + accessibility + screen + health

    /// The spec whose name (config key) is `name`; nil for an unknown one.
    public static func spec(named name: String) -> OptionSpec? { byName[name] }

    /// The kind of config key `key`: its spec's, or `.switch` for the `--no-` form of a switch that
    /// has one (`no-reduced-motion = true`); nil for an unknown key.
    public static func configKind(_ key: String) -> OptionSpec.Kind? {
        if let spec = spec(named: key) { return spec.kind }
        guard key.hasPrefix("no-"), spec(named: String(key.dropFirst(3)))?.kind == .switchWithNo else { return nil }
        return .switch
    }

    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    private static var app: AppOptions { .defaults }
    private static var engine: DeckOptions { .defaults }

    /// DECK, the deck to show.
    public static let deck = OptionSpec("deck", .argument, value: "DECK", default: "the sample deck") {
        "Deck folder or deck.json file. Default: \($1)."
    }

    /// `--window WIDTHxHEIGHT`: each side `WindowSize.sideRange`, default `WindowSize.standard`.
    public static let window = OptionSpec(
        "window", .value, value: "WIDTHxHEIGHT", bounds: .closed(WindowSize.sideRange),
        default: "\(app.windowSize)"
    ) { "Window size in pixels, each side \($0). Default: \($1)." }

    /// `--fullscreen`.
    public static let fullscreen = OptionSpec("fullscreen", .switch, default: HelpText.onOff(app.fullscreen)) {
        "Start fullscreen at the desktop resolution. Default: \($1)."
    }

    /// `--log FILE` (or `-` for standard output); no log by default (the kiosk's: `AppOptions.resolved`).
    public static let log = OptionSpec("log", .value, value: "FILE", default: "no log") {
        "Append one JSON line per decision to FILE (created if missing; its folder must exist), or to standard output with -. Default: \($1)."
    }

    /// `--directions LIST`.
    public static let directions = OptionSpec(
        "directions", .value, value: "LIST",
        default: engine.allowedDirections.map(\.rawValue).joined(separator: ",")
    ) {
        "Comma-separated swipe directions, case-insensitive: \(SwipeDirection.allCases.map(\.rawValue).joined(separator: ", ")). Default: \($1)."
    }

    /// `--layout inset|scaled|collect`.
    public static let layout = OptionSpec(
        "layout", .value, value: LayoutName.allCases.map(\.rawValue).joined(separator: "|"),
        default: engine.layout.rawValue
    ) { "How the stack is drawn: \(HelpText.or(LayoutName.allCases.map(\.rawValue))). Default: \($1)." }

    /// `--visible N`: `DeckOptions.visibleCountRange`.
    public static let visible = OptionSpec(
        "visible", .value, value: "N", bounds: .closed(DeckOptions.visibleCountRange),
        default: "\(engine.visibleCount)"
    ) { "Number of cards drawn in the stack, \($0). Default: \($1)." }

    /// `--threshold FRACTION`: greater than 0, at most `DeckOptions.thresholdFractionRange`'s upper bound.
    public static let threshold = OptionSpec(
        "threshold", .value, value: "FRACTION",
        bounds: .positive(atMost: DeckOptions.thresholdFractionRange.upperBound),
        default: OptionParsing.formatted(engine.thresholdFraction)
    ) { "Drag distance that decides a swipe, as a fraction of the card width, \($0). Default: \($1)." }

    /// `--flick-speed PX_PER_S`: greater than 0.
    public static let flickSpeed = OptionSpec(
        "flick-speed", .value, value: "PX_PER_S", bounds: .positive(atMost: nil),
        default: OptionParsing.formatted(engine.flickSpeed)
    ) { "Release speed that decides a swipe whatever the distance, in pixels per second, \($0). Default: \($1)." }

    /// `--loop`.
    public static let loop = OptionSpec("loop", .switch, default: HelpText.onOff(engine.loops)) {
        "Start again from the first card after the last one. Default: \($1)."
    }

    /// `--recursive`.
    public static let recursive = OptionSpec("recursive", .switch, default: HelpText.onOff(app.recursive)) {
        "Take the pictures in a folder deck's sub-folders too (ids like 2024/beach). Default: \($1)."
    }
}
