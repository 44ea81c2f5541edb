import ArgumentParser
import SwipeCore
import SwipeDeck

/// The words on the stamps, the empty view and the kiosk's hint: `--label-right TEXT` and the others
/// (`LabelOptions`), each parsed and checked by `OptionParsing.label` (on one line, not empty but the
/// hint, not too long).
/// Each takes the next argument whatever it is, so a label may start with a dash.
struct LabelFlags: ParsableArguments {
    @Option(
        name: .customLong("label-right"), parsing: .unconditional,
        help: ArgumentHelp(
            "Stamp of a card leaning right (like), at most \(Labels.Key.right.maxLength) characters; over the manifest's \"labels\". Default: \(Labels.Key.right.english).",
            valueName: "TEXT"),
        transform: { try OptionParsing.label($0, for: .right) })
    var right: String?

    @Option(
        name: .customLong("label-left"), parsing: .unconditional,
        help: ArgumentHelp(
            "Stamp of a card leaning left (skip), at most \(Labels.Key.left.maxLength) characters. Default: \(Labels.Key.left.english).",
            valueName: "TEXT"),
        transform: { try OptionParsing.label($0, for: .left) })
    var left: String?

    @Option(
        name: .customLong("label-up"), parsing: .unconditional,
        help: ArgumentHelp(
            "Stamp of a card leaning up, at most \(Labels.Key.up.maxLength) characters. Default: \(Labels.Key.up.english).",
            valueName: "TEXT"),
        transform: { try OptionParsing.label($0, for: .up) })
    var up: String?

    @Option(
        name: .customLong("label-down"), parsing: .unconditional,
        help: ArgumentHelp(
            "Stamp of a card leaning down, at most \(Labels.Key.down.maxLength) characters. Default: \(Labels.Key.down.english).",
            valueName: "TEXT"),
        transform: { try OptionParsing.label($0, for: .down) })
    var down: String?

    @Option(
        name: .customLong("label-empty"), parsing: .unconditional,
        help: ArgumentHelp(
            "Message when no card is left, at most \(Labels.Key.empty.maxLength) characters. Default: \(Labels.Key.empty.english).",
            valueName: "TEXT"),
        transform: { try OptionParsing.label($0, for: .empty) })
    var empty: String?

    @Option(
        name: .customLong("label-start-over"), parsing: .unconditional,
        help: ArgumentHelp(
            "The empty view's button, at most \(Labels.Key.startOver.maxLength) characters. Default: \(Labels.Key.startOver.english).",
            valueName: "TEXT"),
        transform: { try OptionParsing.label($0, for: .startOver) })
    var startOver: String?

    @Option(
        name: .customLong("label-hint"), parsing: .unconditional,
        help: ArgumentHelp(
            "The hint a kiosk shows until its first touch (after start and each idle reset), at most \(Labels.Key.hint.maxLength) characters; \"\" turns it off. Default: \(Labels.Key.hint.english).",
            valueName: "TEXT"),
        transform: { try OptionParsing.label($0, for: .hint) })
    var hint: String?

    func apply(to options: inout AppOptions) {
        let given: [(Labels.Key, String?)] = [
            (.right, right), (.left, left), (.up, up), (.down, down),
            (.empty, empty), (.startOver, startOver), (.hint, hint),
        ]
        var texts: [Labels.Key: String] = [:]
        for case (let key, let text?) in given { texts[key] = text }
        options.labels = Labels(texts)
    }
}
