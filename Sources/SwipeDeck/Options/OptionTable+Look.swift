import SwipeCore

extension OptionTable {
    /// The cards' look options, in the help's order.
    static var look: [OptionSpec] { [cardStyle, textScale] }

    /// The label options, in the help's order (`labelKeys`).
    static var labels: [OptionSpec] { labelKeys.map(label) }

    /// The accessibility options, in the help's order.
    static var accessibility: [OptionSpec] { [speech, reducedMotion, highContrast] }

    private static var app: AppOptions { .defaults }

    /// `--card-style photo|text`.
    public static let cardStyle = OptionSpec(
        "card-style", .value, value: "photo|text",
        default: "photo for a folder of pictures, the manifest's \"style\" or text for a deck.json"
    ) {
        "Card look: photo (the picture covers the card, the title on a dark gradient at its bottom) or text (the picture inside a margin, the title below). Default: \($1)."
    }

    /// `--text-scale SCALE`: `DeckOptions.textScaleRange`.
    public static let textScale = OptionSpec(
        "text-scale", .value, value: "SCALE", bounds: .closed(DeckOptions.textScaleRange),
        default: OptionParsing.formatted(DeckOptions.defaults.textScale)
    ) {
        "Draw every text (the cards' titles, subtitles and backs, the counter, the empty view, the idle warning, the stamps) this much larger, \($0); the layout makes room. Default: \($1)."
    }

    /// The labels the command line sets, in the help's order: `--label-right` … `--label-hint`.
    public static let labelKeys: [Labels.Key] = [.right, .left, .up, .down, .empty, .startOver, .hint]

    /// `--label-…`'s spec for `key`: at most `key.maxLength` characters, default `key.english`.
    public static func label(_ key: Labels.Key) -> OptionSpec {
        let what: String =
            switch key {
            case .right: "Stamp of a card leaning right (like)"
            case .left: "Stamp of a card leaning left (skip)"
            case .up: "Stamp of a card leaning up"
            case .down: "Stamp of a card leaning down"
            case .empty: "Message when no card is left"
            case .startOver: "The empty view's button"
            case .hint: "The hint a kiosk shows until its first touch (after start and each idle reset)"
            default: "The words for \(key.rawValue)"
            }
        let after =
            switch key {
            case .right: "; over the manifest's \"labels\""
            case .hint: "; \"\" turns it off"
            default: ""
            }
        return OptionSpec(key.optionName, .value, value: "TEXT", default: key.english) {
            "\(what), at most \(key.maxLength) characters\(after). Default: \($1)."
        }
    }

    /// `--speech`.
    public static let speech = OptionSpec("speech", .switch, default: HelpText.onOff(app.speech)) {
        "Speak each card as it comes on top, each decision and the empty view (espeak-ng through the default audio output); S turns it on and off, and an idle reset or Start over puts it back to this. Default: \($1)."
    }

    /// `--reduced-motion` and `--no-reduced-motion`; neither: the desktop's setting.
    public static let reducedMotion = OptionSpec(
        "reduced-motion", .switchWithNo,
        default: "the desktop's setting (GNOME's enable-animations, the XDG portal's reduced-motion), else off"
    ) {
        "Reduced motion: cards never turn or bounce, a decision slides off upright, no idle nudge; a drag still follows the finger. Default: \($1)."
    }

    /// `--high-contrast`.
    public static let highContrast = OptionSpec(
        "high-contrast", .switch, default: HelpText.onOff(app.highContrast)
    ) {
        "High contrast: a solid plate under every text (card titles over pictures, the counter, the empty view, the idle warning, a card's back), text at least 7:1. Default: \($1)."
    }
}
