import ArgumentParser
import SwipeCore
import SwipeDeck

/// The accessible terminal (issue 29, ACCESSIBILITY.md): `--speech`, `--reduced-motion` and
/// `--no-reduced-motion` (neither: the desktop's setting), `--high-contrast`; names and help from
/// `OptionTable`.
struct AccessibilityFlags: ParsableArguments {
    @Flag(name: OptionTable.speech.long, help: OptionTable.speech.argumentHelp)
    var speech = false

    @Flag(name: OptionTable.reducedMotion.long, inversion: .prefixedNo, help: OptionTable.reducedMotion.argumentHelp)
    var reducedMotion: Bool?

    @Flag(name: OptionTable.highContrast.long, help: OptionTable.highContrast.argumentHelp)
    var highContrast = false

    func apply(to options: inout AppOptions) {
        options.speech = speech
        options.reducedMotion = reducedMotion
        options.deckOptions.reducedMotion = reducedMotion ?? false
        options.highContrast = highContrast
    }
}
