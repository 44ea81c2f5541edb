import ArgumentParser
import SwipeCore
import SwipeDeck

/// The words on the stamps, the empty view and the kiosk's hint: `--label-right TEXT` and the others
/// (`LabelOptions`; names and help from `OptionTable.label`), each parsed and checked by
/// `OptionParsing.label` (on one line, not empty but the hint, not too long).
/// Each takes the next argument whatever it is, so a label may start with a dash.
struct LabelFlags: ParsableArguments {
    @Option(
        name: OptionTable.label(.right).long, parsing: .unconditional, help: OptionTable.label(.right).argumentHelp,
        transform: { try OptionParsing.label($0, for: .right) })
    var right: String?

    @Option(
        name: OptionTable.label(.left).long, parsing: .unconditional, help: OptionTable.label(.left).argumentHelp,
        transform: { try OptionParsing.label($0, for: .left) })
    var left: String?

    @Option(
        name: OptionTable.label(.up).long, parsing: .unconditional, help: OptionTable.label(.up).argumentHelp,
        transform: { try OptionParsing.label($0, for: .up) })
    var up: String?

    @Option(
        name: OptionTable.label(.down).long, parsing: .unconditional, help: OptionTable.label(.down).argumentHelp,
        transform: { try OptionParsing.label($0, for: .down) })
    var down: String?

    @Option(
        name: OptionTable.label(.empty).long, parsing: .unconditional, help: OptionTable.label(.empty).argumentHelp,
        transform: { try OptionParsing.label($0, for: .empty) })
    var empty: String?

    @Option(
        name: OptionTable.label(.startOver).long, parsing: .unconditional,
        help: OptionTable.label(.startOver).argumentHelp,
        transform: { try OptionParsing.label($0, for: .startOver) })
    var startOver: String?

    @Option(
        name: OptionTable.label(.hint).long, parsing: .unconditional, help: OptionTable.label(.hint).argumentHelp,
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
