import ArgumentParser
import SwipeDeck

/// The kiosk, idle-reset, resume and config flags of `swipedeck [run]`, parsed into their types;
/// names and help from `OptionTable`.
struct OperationFlags: ParsableArguments {
    @Flag(name: OptionTable.kiosk.long, help: OptionTable.kiosk.argumentHelp)
    var kiosk = false

    @Option(
        name: OptionTable.unlockChord.long, help: OptionTable.unlockChord.argumentHelp,
        transform: { try OptionParsing.keyChord($0) })
    var unlockChord: KeyChord?

    @Option(
        name: OptionTable.display.long, parsing: .unconditional, help: OptionTable.display.argumentHelp,
        transform: { try OptionParsing.display($0) })
    var display: Int?

    @Option(
        name: OptionTable.idleReset.long, parsing: .unconditional, help: OptionTable.idleReset.argumentHelp,
        transform: { try OptionParsing.idleReset($0) })
    var idleReset: Double?

    @Flag(name: OptionTable.resume.long, help: OptionTable.resume.argumentHelp)
    var resume = false

    @Option(
        name: OptionTable.kioskName.long, help: OptionTable.kioskName.argumentHelp,
        transform: { try KioskName.parse($0) })
    var kioskName: String?

    /// Read before parsing by `ConfigArguments.expand`; declared here for the help and so that
    /// ArgumentParser accepts it.
    @Option(name: OptionTable.config.long, help: OptionTable.config.argumentHelp)
    var config: String?

    func apply(to options: inout AppOptions) {
        options.kiosk = kiosk
        options.unlockChord = unlockChord ?? options.unlockChord
        options.display = display ?? options.display
        options.idleReset = idleReset
        options.resume = resume
        options.kioskName = kioskName
    }
}
