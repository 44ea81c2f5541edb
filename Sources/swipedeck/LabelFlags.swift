import ArgumentParser
import SwipeCore
import SwipeDeck

/// The words on the stamps and the empty view: `--label-right TEXT` and the others (`LabelOptions`).
/// Each takes the next argument whatever it is, so a label may start with a dash.
struct LabelFlags: ParsableArguments {
    @Option(name: .customLong("label-right"), parsing: .unconditional,
            help: ArgumentHelp("Stamp of a card leaning right (like), at most 40 characters; over the manifest's \"labels\". Default: LIKE.", valueName: "TEXT"))
    var right: String?

    @Option(name: .customLong("label-left"), parsing: .unconditional,
            help: ArgumentHelp("Stamp of a card leaning left (skip), at most 40 characters. Default: NOPE.", valueName: "TEXT"))
    var left: String?

    @Option(name: .customLong("label-up"), parsing: .unconditional,
            help: ArgumentHelp("Stamp of a card leaning up, at most 40 characters. Default: SUPER.", valueName: "TEXT"))
    var up: String?

    @Option(name: .customLong("label-down"), parsing: .unconditional,
            help: ArgumentHelp("Stamp of a card leaning down, at most 40 characters. Default: LATER.", valueName: "TEXT"))
    var down: String?

    @Option(name: .customLong("label-empty"), parsing: .unconditional,
            help: ArgumentHelp("Message when no card is left, at most 80 characters. Default: No more cards.", valueName: "TEXT"))
    var empty: String?

    @Option(name: .customLong("label-start-over"), parsing: .unconditional,
            help: ArgumentHelp("The empty view's button, at most 40 characters. Default: Start over.", valueName: "TEXT"))
    var startOver: String?

    func apply(to values: inout CommandLineValues) {
        let given: [(Labels.Key, String?)] = [(.right, right), (.left, left), (.up, up), (.down, down),
                                               (.empty, empty), (.startOver, startOver)]
        for case let (key, text?) in given { values.labels[key] = text }
    }
}
