import ArgumentParser
import SwipeCore
import SwipeDeck

/// The accessible terminal (issue 29, ACCESSIBILITY.md): `--speech`, `--reduced-motion` and
/// `--no-reduced-motion` (neither: the desktop's setting).
struct AccessibilityFlags: ParsableArguments {
    @Flag(
        name: .customLong("speech"),
        help:
            "Speak each card as it comes on top, each decision and the empty view (espeak-ng through the default audio output); S turns it on and off, and an idle reset or Start over puts it back to this. Default: \(Help.onOff(AppOptions.defaults.speech))."
    )
    var speech = false

    @Flag(
        name: .customLong("reduced-motion"), inversion: .prefixedNo,
        help:
            "Reduced motion: cards never turn or bounce, a decision slides off upright, no idle nudge; a drag still follows the finger. Default: the desktop's setting (GNOME's enable-animations, the XDG portal's reduced-motion), else off."
    )
    var reducedMotion: Bool?

    func apply(to options: inout AppOptions) {
        options.speech = speech
        options.reducedMotion = reducedMotion
        options.deckOptions.reducedMotion = reducedMotion ?? false
    }
}
