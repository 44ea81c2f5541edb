import ArgumentParser
import SwipeDeck

/// The accessible terminal (issue 29, ACCESSIBILITY.md): `--speech`.
struct AccessibilityFlags: ParsableArguments {
    @Flag(
        name: .customLong("speech"),
        help:
            "Speak each card as it comes on top, each decision and the empty view (espeak-ng through the default audio output); S turns it on and off, and an idle reset or Start over puts it back to this. Default: \(Help.onOff(AppOptions.defaults.speech))."
    )
    var speech = false

    func apply(to options: inout AppOptions) { options.speech = speech }
}
