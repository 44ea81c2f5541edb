import SwipeCore

/// Window size in pixels (logical points on HiDPI).
public struct WindowSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels, within `WindowSize.sideRange`.
    public var width: Int
    /// Height in pixels, within `WindowSize.sideRange`.
    public var height: Int

    public init(width: Int, height: Int) { self.width = width; self.height = height }

    /// Accepted range for each side, in pixels: 200…16384.
    public static let sideRange = 200...16384
    /// Default window: 800×600.
    public static let standard = WindowSize(width: 800, height: 600)

    /// "WIDTHxHEIGHT", the command-line form, e.g. "800x600".
    public var description: String { "\(width)x\(height)" }
}

/// How the cards under the top one are drawn: the engine's layouts, named as on the command line.
public typealias LayoutName = StackLayoutKind

/// Every run-time setting of the app, with its default. The command line (`swipedeck run`) parses
/// each flag straight into its field (names, ranges and help: `OptionTable`); `checked()`, the one
/// validator, then rejects what no flag could give (a window side out of range, an empty path) and the
/// combinations that do not go together, naming the flag; `resolved()` fills in what kiosk mode
/// implies. The app reads this value, never the raw arguments. Defaults: the property initialisers
/// (`defaults`).
public struct AppOptions: Hashable, Sendable {
    /// Deck folder or `deck.json` to show (`DECK`); nil = the bundled sample deck. Default nil.
    public var deckPath: String? = nil
    /// Window size when not fullscreen (`--window`). Default 800×600; each side `WindowSize.sideRange`.
    public var windowSize: WindowSize = .standard
    /// Start fullscreen (desktop resolution) (`--fullscreen`). Default false.
    public var fullscreen: Bool = false
    /// Decision log (JSON lines, appended) (`--log`): a file, or standard output for "-"; nil = no
    /// log (in kiosk mode `resolved()` makes it the kiosk's own log). Default nil.
    public var log: LogTarget? = nil
    /// The engine's options, the ones the command line sets among them: `--directions`
    /// (`allowedDirections`), `--layout` (`layout`), `--visible` (`visibleCount`), `--threshold`
    /// (`thresholdFraction`), `--flick-speed` (`flickSpeed`), `--loop` (`loops`). Defaults: `DeckOptions`'.
    public var deckOptions = DeckOptions()
    /// Take a folder deck's sub-folders too (`--recursive`). Default false.
    public var recursive: Bool = false
    /// The cards' look, over the deck's own (`Deck.defaultCardStyle`: photo for a folder, the
    /// manifest's `"style"` or text for a manifest); nil = the deck's (`--card-style`). Default nil.
    public var cardStyle: CardFaceStyle? = nil
    /// The stamps' and empty view's words from `--label-*` flags and config keys, over the
    /// manifest's `"labels"` (`Labels.overlaid(by:)`); none given by default.
    public var labels = Labels()
    /// Speech on from the start and after every idle reset or Start over (`--speech`; the visitor
    /// turns it on and off with S, ACCESSIBILITY.md). Default false.
    public var speech: Bool = false
    /// High contrast (`--high-contrast`, ACCESSIBILITY.md): a solid plate under every text, text at
    /// least 7:1 against it (`ChromeLook.highContrast`, `CardFace.highContrast`). Default false.
    public var highContrast: Bool = false
    /// Reduced motion as the command line chose it: true `--reduced-motion`, false
    /// `--no-reduced-motion`, nil the desktop's setting (`DesktopMotion`), read at start into
    /// `deckOptions.reducedMotion`. Default nil.
    public var reducedMotion: Bool? = nil

    /// Kiosk mode: borderless fullscreen, pointer hidden, quit only by SIGTERM or `unlockChord`;
    /// `resolved()` makes the deck loop, turns idle reset on (`kioskIdleReset`) and gives the kiosk's
    /// log unless they are set. Default false.
    public var kiosk: Bool = false
    /// Keys that end kiosk mode. Default Ctrl+Alt+Shift+Q.
    public var unlockChord: KeyChord = .defaultUnlock
    /// Monitor to open on, 0-based (validated at start-up against the displays present). Default 0.
    public var display: Int = 0
    /// Seconds without input after which the deck returns to its first card and a new session
    /// begins; > 0, nil = off. Default nil: off, `kioskIdleReset` (60) in kiosk mode (`resolved()`).
    public var idleReset: Double? = nil
    /// Continue at the first card not yet decided in the log's last session. Default false.
    public var resume: Bool = false
    /// The machine's name written as `kiosk` in each decision line; nil = the host name. Default nil.
    public var kioskName: String? = nil
    /// Kiosk mode's screen hours, local time (`--screen-hours`): black outside them. Default: always on.
    public var screenHours = ScreenHours()
    /// Never show the mouse pointer (`--hide-cursor`); kiosk mode otherwise shows it while a mouse is
    /// used. Default false.
    public var hideCursor: Bool = false

    /// Write the session's input to this file as JSON lines (created or emptied; its folder must
    /// exist) (`--record`); nil = off. Default nil.
    public var recordPath: FilePath? = nil
    /// Feed the input recorded in this file back at its recorded pace (`--replay`); nil = off. Default nil.
    public var replayPath: FilePath? = nil
    /// With `replayPath`: quit with status 0 once the last replayed event is handled and nothing
    /// moves. Default false.
    public var replayExit: Bool = false
    /// Write one JSON line of timing per presented frame, and a summary at exit, to this file;
    /// nil = off (`--frame-stats`). Default nil.
    public var frameStatsPath: FilePath? = nil
    /// Write the app's figures in Prometheus text format to this file every few seconds and at exit,
    /// replacing it whole (`--metrics`, docs/kiosk.md); its folder must exist; nil = off. Default nil.
    public var metricsPath: FilePath? = nil

    /// All defaults.
    public init() {}

    /// Every default, by name: `AppOptions.defaults.windowSize` is 800×600.
    public static let defaults = AppOptions()
    /// Idle reset in kiosk mode unless `--idle-reset` says otherwise, seconds. 60.
    public static let kioskIdleReset = 60.0
}
