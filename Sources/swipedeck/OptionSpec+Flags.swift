import ArgumentParser
import SwipeDeck

/// How a flag is declared from its `OptionSpec` (`OptionTable`): its long name and its help, so the
/// declarations below carry no name, range, default or help text of their own.
extension OptionSpec {
    /// `--name`, the spec's long flag.
    var long: NameSpecification { .customLong(name) }

    /// The spec's help text, with its value's name ("N", "FILE") unless it is a switch.
    var argumentHelp: ArgumentHelp { ArgumentHelp(help, valueName: valueName.isEmpty ? nil : valueName) }
}
