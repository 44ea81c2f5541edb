import SwipeCore
import SwipeSDL

/// The running app: one window, the engine, the textures and the loop that binds them.
///
/// Each pass of the loop sleeps until input comes or the next frame is due, handles every pending
/// event, then advances the engine to now and draws. When nothing moves and no input comes it waits
/// for events without drawing (~0% CPU); while a pointer is held it still wakes for the stale-pointer
/// deadline.
///
/// The loop binds four parts, each with one job, and a frame flows one way through them: events →
/// `InputRouter` (commands, as values) → `DecisionSession` (the engine and the decision log) → the
/// scene (`FrameContent`) → `FramePainter`. `FrameSchedule` decides when the loop sleeps and draws.
/// The jobs beside the frame have types of their own, which this coordinator calls once a pass:
/// `Kiosk` (cover, guard, ways out, idle reset), `Instruments` (record, replay, frame stats),
/// `DeckHolder` (the deck, its watcher, the picture check) and `Fullscreen`.
/// Files: this one (state, opening), `+Loop` (a pass, a frame), `+Events` (input, commands,
/// fullscreen), `+Jobs` (the calls into the job types).
public final class AppRuntime {
    let window: Window
    /// Rendering: scenes, chrome and card textures.
    let painter: FramePainter
    /// The deck shown now, its watcher and picture check.
    let holder: DeckHolder
    /// The engine, the visitor session and the decision log.
    var decisions: DecisionSession
    /// SDL's events to commands: translator, on-screen buttons, keys, kiosk filter.
    var router: InputRouter
    /// When to sleep and when to draw.
    var schedule = FrameSchedule(frameRate: AppRuntime.frameRate)
    /// Kiosk mode: the display cover, the window guard, the ways out and the idle reset.
    var kiosk: Kiosk
    /// Screen hours, the waking touch and the cursor (issue 28).
    var screen: KioskScreen
    /// The loop's time and sleep: SDL's (`SDLLoopClock`) unless a test substitutes a virtual one.
    var loopClock: LoopClock
    /// How the window went fullscreen, so the way back matches.
    var fullscreen = Fullscreen()
    /// Why the loop stopped; nil while it runs.
    var end: LoopEnd?
    /// Frames drawn so far.
    public internal(set) var framesDrawn = 0
    /// Recording, replay and frame statistics (all off by default).
    var instruments = Instruments()
    /// systemd's notifications and the metrics file (`attach`, `+Health`); nil: none asked for.
    var health: Health?
    /// Sees each scene as it is handed to the renderer; nil (default) in the app. Tests check it.
    var sceneObserver: ((Scene) -> Void)?

    /// SDL itself. Declared last: stored properties are destroyed in declaration order, so when the
    /// app holds the last reference, text painters, textures and the window go before SDL quits.
    let context: SDLContext

    public static let frameRate = 60.0 // frames per second the loop paces itself to

    /// Opens the window on `deck` with `options`, with what `early` started before SDL (the window's
    /// card cache and chrome then own it; nil: they start their own).
    /// The public `init` below says what each argument does.
    init(
        context: SDLContext, deck: @autoclosure () throws -> Deck, deckIsReady: () -> Bool,
        options: AppOptions, log: DecisionLog?, assets: AssetPaths, resume: ResumePoint?,
        instruments: RunInstruments, loopClock: LoopClock, early: EarlyStart?
    ) throws {
        self.context = context
        self.loopClock = loopClock
        window = try Window(WindowPlacement.options(for: options, driver: context.videoDriverName))
        let fonts = FontPaths(regular: assets.regularFont, bold: assets.boldFont)
        // A deck already loaded is read now, so its first cards are painted while the renderer starts.
        let readyHolder =
            deckIsReady() ? DeckHolder(try deck(), cardStyle: options.cardStyle, labels: options.labels) : nil
        var resumed: Int?? // worked out once; nil until the deck is read
        if let readyHolder, let resume { resumed = .some(resume.resumedPosition(in: readyHolder.deck)) }
        let firstCards = FirstCards.submit(
            to: early?.painters, holder: readyHolder, position: (resumed ?? nil) ?? 0, window: window,
            options: options.deckOptions)
        let renderer = try Renderer(window: window)
        window.watchDisplayConnection() // a lost X server or compositor ends the loop (status 1)
        let scenes = SceneRenderer(renderer: renderer, fonts: fonts)
        scenes.drawsUnblendedMiddles = false // `warmUpWhenIdle` turns it on after the first frame
        if readyHolder == nil {
            FramePainter.showBlankStack(scenes, options: options.deckOptions, density: window.density(of: renderer))
        }
        let holder = try readyHolder ?? DeckHolder(deck(), cardStyle: options.cardStyle, labels: options.labels)
        let deck = holder.deck
        self.holder = holder
        scenes.labels = holder.labels
        window.title = WindowTitle.of(deckNamed: deck.name)
        painter = FramePainter(
            scenes: scenes, fonts: fonts, style: CardStyle(textScale: options.deckOptions.textScale), early: early,
            face: { holder.face(at: $0) },
            back: { (holder.face(at: $0), holder.deck.entry(at: $0).description) }) // the face in the deck's style
        let recorder = DecisionRecorder(log: log) { holder.deck.card(at: $0).id }
        let output = renderer.outputSize
        decisions = DecisionSession(
            controller: DeckController(
                count: deck.count, viewport: output, density: window.density(of: renderer),
                options: options.deckOptions),
            recorder: recorder, log: log)
        decisions.speech = SpeechOutput(on: options.speech, holder: holder) { AppRuntime.warn("speech: \($0)") }
        let kiosk = Self.kiosk(options, at: loopClock.now())
        self.kiosk = kiosk
        screen = KioskScreen(options)
        router = InputRouter(
            translator: EventTranslator(
                windowSize: window.size, outputSize: output,
                preferSyntheticFingers: EventTranslator.environmentPrefersSyntheticFingers),
            allowed: options.deckOptions.allowedDirections, escapes: kiosk.escapes)
        painter.textures.onWarning = { AppRuntime.warn($0) }
        painter.backs.onWarning = { AppRuntime.warn($0) }
        recorder.onError = { AppRuntime.warn("error: \($0)") }
        if options.fullscreen && !options.kiosk {
            toggleFullscreen()
            self.kiosk = Self.kiosk(options, at: now()) // covers `--display`; idle from after the switch
        }
        start(at: resume, position: resumed)
        painter.textures.adopt(firstCards, cardSize: frameContent.cardSize)
        TerminationSignal.install() // SIGTERM/SIGINT as a flag the loop polls between events
        startKiosk()
        startScreen()
        holder.watch(recursive: options.recursive) { EventPump.wake() }
        startInstruments(instruments)
    }

    deinit { holder.stopWatching() }

    /// The kiosk `options` ask for, started at `t`.
    static func kiosk(_ options: AppOptions, at t: Double) -> Kiosk {
        Kiosk(
            isOn: options.kiosk, idleReset: options.idleReset, unlockChord: options.unlockChord,
            display: options.display, startedAt: t)
    }

    /// The deck shown now (it changes when the watcher reloads it).
    var deck: Deck { holder.deck }
    /// The card engine (read-only: it changes through `decisions`).
    var controller: DeckController { decisions.controller }
    /// The visitor session written in the log lines.
    public var session: String { decisions.id }
    /// The decision log; nil when there is none.
    var log: DecisionLog? { decisions.log }
    var renderer: Renderer { painter.renderer }
    var sceneRenderer: SceneRenderer { painter.scenes }
    var textures: CardTextureCache { painter.textures }
    var backs: CardBackCache { painter.backs }

    /// Now, seconds, on the loop's clock (SDL's 64-bit ticks, or a test's virtual clock).
    func now() -> Double { loopClock.now() }

    /// Now, whole milliseconds on the loop's clock: the 64-bit time that SDL's 32-bit event
    /// timestamps are the low bits of (`EventTimestamp`).
    var nowMilliseconds: Int64 { EventTimestamp.milliseconds(ofSeconds: now()) }

    /// False once the loop stopped (`end` says why).
    public var isRunning: Bool { end == nil }
    /// Another program destroyed the window (X11): the loop stopped without closing the log, so the
    /// entry can open a new window at the same card.
    public var windowLost: Bool { end == .windowLost }
    /// What was lost when the connection to the display broke (the X server or the Wayland
    /// compositor ended): the loop stopped and `run` returned 1; nil otherwise.
    public var lostDisplay: String? {
        if case .lostDisplay(let what) = end { return what }
        return nil
    }

    /// Stops the loop at the end of this pass (a quit, a signal, the replay's end).
    func stop() { end = end ?? .quit }

    static func warn(_ message: String) {
        SwipeDeckApp.printError("warning: \(message)")
    }

    /// Opens the window on `deck` with `options`. `log` receives the decisions (nil: none). `resume`
    /// continues a session after its last decided card (see `start(at:)`).
    /// `deck` is evaluated once the window exists, so a deck still loading on another thread
    /// (`PendingDeck`) overlaps the window's creation; an error it throws is rethrown.
    /// `instruments`: recording, replay and frame statistics (none by default). `deckIsReady` says
    /// whether `deck` returns at once; when it does, its first cards are painted while the renderer
    /// starts (`FirstCards`, when the app passes its early painters); when it does not, the window
    /// shows a stack of blank cards while it waits (and the renderer warms up on them). `loopClock`:
    /// SDL's clock unless a test gives a virtual one.
    public convenience init(
        context: SDLContext, deck: @autoclosure () throws -> Deck, deckIsReady: () -> Bool = { true },
        options: AppOptions, log: DecisionLog?,
        assets: AssetPaths, resume: ResumePoint? = nil,
        instruments: RunInstruments = RunInstruments(), loopClock: LoopClock = SDLLoopClock()
    ) throws {
        try self.init(
            context: context, deck: try deck(), deckIsReady: deckIsReady, options: options, log: log,
            assets: assets, resume: resume, instruments: instruments, loopClock: loopClock, early: nil)
    }
}

/// Why the loop stopped.
enum LoopEnd: Hashable {
    /// The user or a signal asked to quit, or the replay ended (`--replay-exit`).
    case quit
    /// Another program destroyed the window (X11).
    case windowLost
    /// The connection to the display broke: what was lost.
    case lostDisplay(String)
}
