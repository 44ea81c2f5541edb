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
/// `KioskDuty` (cover, guard, idle warning, reset and nudge, hint, screen hours, cursor, fullscreen),
/// `Instruments` (record, replay, frame stats, health) and `DeckHolder` (the deck, its watcher, the
/// picture check). Files: this one (state, opening), `+Loop` (a pass, a frame), `+Events` (input,
/// commands), `+Jobs` (the deck's reload, the instruments, the health reports).
public final class AppRuntime {
    /// The window, which keeps SDL running (`Window.context`).
    let window: Window
    /// Rendering: scenes, chrome and card textures.
    let painter: FramePainter
    /// The deck shown now, its watcher and picture check.
    let holder: DeckHolder
    /// The engine, the visitor session and the decision log.
    var decisions: DecisionSession
    /// SDL's events to commands: translator, on-screen buttons, keys, kiosk filter.
    var router: InputRouter
    /// When to sleep and when to draw, and the frames presented so far.
    var schedule = FrameSchedule(frameRate: AppRuntime.frameRate)
    /// Kiosk mode, the screen hours and the fullscreen window's cover.
    var duty: KioskDuty
    /// The loop's time and sleep: SDL's (`SDLLoopClock`) unless a test substitutes a virtual one.
    var loopClock: LoopClock
    /// Why the loop stopped; nil while it runs.
    var end: LoopEnd?
    /// Recording, replay, frame statistics and health reports (all off by default).
    var instruments = Instruments()

    public static let frameRate = 60.0 // frames per second the loop paces itself to

    /// Opens the window on `deck` with `options`, with what `early` started before SDL (the window's
    /// card cache and chrome then own it; nil: they start their own).
    /// The public `init` below says what each argument does.
    init(
        context: SDLContext, deck: @autoclosure () throws -> Deck, deckIsReady: () -> Bool,
        options: AppOptions, log: DecisionLog?, assets: AssetPaths, resume: ResumePoint?,
        instruments: RunInstruments, loopClock: LoopClock, early: EarlyStart?
    ) throws {
        self.loopClock = loopClock
        window = try Window(WindowPlacement.options(for: options, driver: context.videoDriverName), in: context)
        let fonts = FontPaths(regular: assets.regularFont, bold: assets.boldFont)
        // A deck already loaded is read now, so its first cards are painted while the renderer starts.
        let ready = deckIsReady() ? DeckHolder(try deck(), options: options) : nil
        var resumed: Int?? // worked out once; nil until the deck is read
        if let ready, let resume { resumed = .some(resume.resumedPosition(in: ready.deck)) }
        let firstCards = FirstCards.submit(
            to: early?.painters, holder: ready, position: (resumed ?? nil) ?? 0, window: window,
            options: options.deckOptions)
        let scenes = try FramePainter.openScenes(
            on: window, fonts: fonts, blankStack: ready == nil ? options.deckOptions : nil)
        holder = try ready ?? DeckHolder(deck(), options: options)
        painter = FramePainter(scenes: scenes, fonts: fonts, holder: holder, options: options, early: early)
        window.title = WindowTitle.of(deckNamed: holder.deck.name)
        let output = scenes.renderer.outputSize
        decisions = DecisionSession(
            holder: holder, options: options, log: log, output: output, density: window.density(of: scenes.renderer))
        duty = KioskDuty(options, at: loopClock.now())
        router = InputRouter(
            translator: EventTranslator(
                windowSize: window.size, outputSize: output,
                preferSyntheticFingers: EventTranslator.environmentPrefersSyntheticFingers),
            allowed: options.deckOptions.allowedDirections, escapes: duty.kiosk.escapes)
        if options.fullscreen && !options.kiosk {
            toggleFullscreen()
            duty.kiosk = KioskDuty.kiosk(options, at: now()) // covers `--display`; idle from after the switch
        }
        decisions.start(resuming: resume, in: holder.deck, position: resumed, at: now(), visitorPresent: !options.kiosk)
        painter.textures.adopt(firstCards, cardSize: controller.cardPixelSize)
        TerminationSignal.install() // SIGTERM/SIGINT as a flag the loop polls between events
        if duty.start(window, at: now()) { refreshSizes() }
        holder.watch(recursive: options.recursive) { EventPump.wake() }
        startInstruments(instruments)
    }

    deinit { holder.stopWatching() }

    /// The deck shown now (it changes when the watcher reloads it).
    var deck: Deck { holder.deck }
    /// The card engine (read-only: it changes through `decisions`).
    var controller: DeckController { decisions.controller }
    /// The visitor session written in the log lines.
    public var session: String { decisions.id }
    var renderer: Renderer { painter.renderer }
    var textures: CardTextureCache { painter.textures }
    /// Frames presented so far.
    public var framesDrawn: Int { schedule.framesPresented }

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

    /// Opens the window on `deck` with `options`. `log` receives the decisions (nil: none). `resume`
    /// continues a session after its last decided card (`DecisionSession.start(resuming:…)`).
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
