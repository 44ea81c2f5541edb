import SwipeCore

/// The options exactly as typed on the command line (nil / false = not given).
/// `AppOptions(commandLine:)` validates them; the executable only fills this in.
public struct CommandLineValues: Hashable, Sendable {
    public var deck: String?
    public var window: String?
    public var fullscreen = false
    public var log: String?
    public var directions: String?
    public var layout: String?
    public var visible: String?
    public var threshold: String?
    public var flickSpeed: String?
    public var loop = false
    public var recursive = false
    public var kiosk = false, unlockChord: String?, display: String?, idleReset: String?, resume = false
    public var record: String?, replay: String?, replayExit = false, frameStats: String?
    /// `--card-style`.
    public var cardStyle: String?
    /// `--kiosk-name NAME`: the machine's name in each decision line.
    public var kioskName: String?
    /// `--label-right TEXT` and the other label flags, by label (`LabelOptions.swift`).
    public var labels: [Labels.Key: String] = [:]

    public init(deck: String? = nil, window: String? = nil, fullscreen: Bool = false, log: String? = nil,
                directions: String? = nil, layout: String? = nil, visible: String? = nil,
                threshold: String? = nil, flickSpeed: String? = nil, loop: Bool = false,
                kiosk: Bool = false, unlockChord: String? = nil, display: String? = nil, idleReset: String? = nil,
                resume: Bool = false) {
        self.kiosk = kiosk; self.unlockChord = unlockChord; self.display = display; self.idleReset = idleReset
        self.resume = resume
        self.deck = deck; self.window = window; self.fullscreen = fullscreen; self.log = log
        self.directions = directions; self.layout = layout; self.visible = visible
        self.threshold = threshold; self.flickSpeed = flickSpeed; self.loop = loop
    }
}

extension AppOptions {
    /// Validates command-line values; anything not given keeps its default.
    /// Throws the first problem found, checking options in declaration order.
    public init(commandLine values: CommandLineValues) throws(OptionError) {
        self.init()
        if let deck = values.deck {
            guard !deck.isEmpty else { throw OptionError(option: "DECK", message: "the deck path is empty") }
            deckPath = deck
        }
        if let window = values.window { windowSize = try OptionParsing.windowSize(window) }
        fullscreen = values.fullscreen
        if let log = values.log {
            guard !log.isEmpty else { throw OptionError(option: "--log", message: "the log file path is empty") }
            logPath = log
        }
        if let text = values.directions { directions = try OptionParsing.directions(text) }
        if let text = values.layout { layout = try OptionParsing.layout(text) }
        if let text = values.visible { visible = try OptionParsing.visible(text) }
        if let text = values.threshold { threshold = try OptionParsing.threshold(text) }
        if let text = values.flickSpeed { flickSpeed = try OptionParsing.flickSpeed(text) }
        loop = values.loop
        recursive = values.recursive
        if let text = values.cardStyle { cardStyle = try OptionParsing.cardStyle(text) }
        labels = try Labels(commandLine: values.labels)
        try applyKiosk(values)
        try applyInstruments(values)
    }

    /// The kiosk, idle-reset and resume options.
    mutating func applyKiosk(_ values: CommandLineValues) throws(OptionError) {
        kiosk = values.kiosk
        if let text = values.unlockChord { unlockChord = try OptionParsing.keyChord(text) }
        if let text = values.display { display = try OptionParsing.display(text) }
        idleReset = try values.idleReset.map { (t: String) throws(OptionError) in try OptionParsing.idleReset(t) }
            ?? (kiosk ? Self.kioskIdleReset : nil)
        resume = values.resume
        if let text = values.kioskName { kioskName = try KioskName.parse(text) }
        if kiosk { loop = true }
        if resume && logPath == nil && !kiosk {
            throw OptionError(option: "--resume", message: "needs --log FILE (or --kiosk, which logs by default)")
        }
    }
}
