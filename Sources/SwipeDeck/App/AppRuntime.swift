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
public final class AppRuntime {
    let window: Window
    /// Rendering: scenes, chrome and card textures.
    let painter: FramePainter
    let holder: DeckHolder
    /// The deck shown now (it changes when the watcher reloads it).
    var deck: Deck { holder.deck }
    /// Reloads the deck when its files change; nil for a deck without a source on disk.
    var watcher: DeckWatcher?
    /// The engine, the visitor session and the decision log.
    var decisions: DecisionSession
    /// SDL's events to commands: translator, on-screen buttons, keys, kiosk filter.
    var router: InputRouter
    /// When to sleep and when to draw.
    var schedule = FrameSchedule(frameRate: AppRuntime.frameRate)
    var kiosk = KioskState()
    /// Keeps the kiosk window over its display.
    var cover = KioskCover()
    /// Keeps the kiosk window mapped, focused and on top.
    var windowGuard = KioskGuard()
    /// The loop's time and sleep: SDL's (`SDLLoopClock`) unless a test substitutes a virtual one.
    var loopClock: LoopClock
    /// When the painted cards' pictures were last compared with their files (`checkChangedPictures`), seconds.
    var lastPictureCheck = -Double.infinity
    /// How the window went fullscreen, so the way back matches.
    var fullscreenStrategy = FullscreenStrategy.desktop
    /// False once the user asked to quit.
    public internal(set) var isRunning = true
    /// Frames drawn so far.
    public internal(set) var framesDrawn = 0
    /// Recording, replay and frame statistics (all off by default).
    var instruments = InstrumentState()
    /// Sees each scene as it is handed to the renderer; nil (default) in the app. Tests check it.
    var sceneObserver: ((Scene) -> Void)?

    /// SDL itself. Declared last: stored properties are destroyed in declaration order, so when the
    /// app holds the last reference, text painters, textures and the window go before SDL quits.
    let context: SDLContext

    public static let frameRate = 60.0 // frames per second the loop paces itself to

    /// Opens the window on `deck` with `options`, with what `early` started before SDL (the window's
    /// card cache and chrome then own it; nil: they start their own).
    /// The public `init` (AppRuntime+Open.swift) says what each argument does.
    init(
        context: SDLContext, deck: @autoclosure () throws -> Deck, deckIsReady: () -> Bool,
        options: AppOptions, log: DecisionLog?, assets: AssetPaths, resume: ResumePoint?,
        instruments: RunInstruments, loopClock: LoopClock, early: EarlyStart?
    ) throws {
        self.context = context
        self.loopClock = loopClock
        window = try Window(Self.windowOptions(options, driver: context.videoDriverName))
        let fonts = FontPaths(regular: assets.regularFont, bold: assets.boldFont)
        // A deck already loaded is read now, so its first cards are painted while the renderer starts.
        let readyHolder =
            deckIsReady() ? DeckHolder(try deck(), cardStyle: options.cardStyle, labels: options.labels) : nil
        var resumed: Int?? // worked out once; nil until the deck is read
        if let readyHolder, let resume { resumed = .some(Self.resumedPosition(resume, in: readyHolder.deck)) }
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
        window.title = Self.title(ofDeckNamed: deck.name)
        painter = FramePainter(
            scenes: scenes, fonts: fonts, early: early, face: { holder.face(at: $0) },
            back: {
                let entry = holder.deck.entry(at: $0)
                return (entry.face, entry.description)
            })
        let recorder = DecisionRecorder(log: log) { holder.deck.card(at: $0).id }
        let output = renderer.outputSize
        decisions = DecisionSession(
            controller: DeckController(
                count: deck.count, viewport: output, density: window.density(of: renderer),
                options: options.deckOptions),
            recorder: recorder, log: log)
        decisions.speech = SpeechOutput(on: options.speech, holder: holder) { AppRuntime.warn("speech: \($0)") }
        router = InputRouter(
            translator: EventTranslator(
                windowSize: window.size, outputSize: output,
                preferSyntheticFingers: EventTranslator.environmentPrefersSyntheticFingers),
            allowed: options.deckOptions.allowedDirections, kiosk: options.kiosk, unlockChord: options.unlockChord)
        painter.textures.onWarning = { AppRuntime.warn($0) }
        painter.backs.onWarning = { AppRuntime.warn($0) }
        recorder.onError = { AppRuntime.warn("error: \($0)") }
        if options.fullscreen && !options.kiosk { toggleFullscreen() }
        cover = KioskCover(display: options.display)
        kiosk = KioskState(isOn: options.kiosk, idleReset: options.idleReset, lastInput: now())
        start(at: resume, position: resumed)
        painter.textures.adopt(firstCards, cardSize: frameContent.cardSize)
        TerminationSignal.install() // SIGTERM/SIGINT as a flag the loop polls between events
        startKiosk()
        if !deck.sourcePath.isEmpty {
            watcher = DeckWatcher(path: deck.sourcePath, recursive: options.recursive) { EventPump.wake() }
        }
        startInstruments(instruments)
    }

    deinit { watcher?.stop() }

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

    /// Another program destroyed the window (X11): the loop stopped without closing the log, so the
    /// entry can open a new window at the same card.
    public internal(set) var windowLost = false
    /// What was lost when the connection to the display broke (the X server or the Wayland
    /// compositor ended): the loop stopped and `run` returned 1; nil otherwise.
    public internal(set) var lostDisplay: String?

    /// Runs until the user quits, the window is lost or the display connection breaks; returns the
    /// exit status: 0, or 1 when the display connection broke.
    public func run() -> Int32 {
        while isRunning { step() }
        shutDown()
        return lostDisplay == nil ? 0 : 1
    }

    /// Ends a run: logs the decisions made since the last frame (a swipe released in the pass that
    /// quit has not been drawn, and frames are what log decisions), then closes the instruments and
    /// the log (not for a lost window: the entry opens a new one on the same log).
    func shutDown() {
        decisions.logDecisions(at: now())
        decisions.speech?.close()
        finishInstruments()
        if !windowLost { decisions.closeLog() }
    }

    /// One pass: wait (for input or the next frame), handle all pending events, draw if needed.
    public func step(wait: Bool = true) {
        if wait { sleep(as: schedule.wait(for: moment)) }
        instruments.frameStats?.beginPass(at: now())
        pushDueReplayEvents()
        drainEvents()
        if window.isLost { windowLost = true; isRunning = false; return }
        if let lost = window.lostDisplayConnection { lostDisplay = lost; isRunning = false; return }
        reopenLogAfterHangup()
        applyReloadedDeck()
        if checkChangedPictures(at: now()) { schedule.requestRedraw() }
        if painter.collectFinished() { schedule.requestRedraw() }
        let t = now()
        if checkKiosk(at: t) { schedule.requestRedraw() }
        if needsFrame { instruments.frameStats?.noteNeeded(at: t) }
        if isRunning, schedule.isFrameDue(at: t, animating: controller.isAnimating) {
            drawFrame(at: t)
            if needsFrame { instruments.frameStats?.noteNeeded(at: now()) } // an animation goes on
        }
        warmUpWhenIdle()
        instruments.recorder?.endPass()
        checkReplayExit()
    }

    /// Something must be drawn: an animation runs, or input or the window changed the picture.
    var needsFrame: Bool { schedule.needsFrame(animating: controller.isAnimating) }

    /// What the wait policy looks at now.
    var moment: LoopMoment {
        LoopMoment(
            now: now(), animating: controller.isAnimating, engineDeadline: controller.nextDeadline,
            wakesPeriodically: wakesPeriodically, replayWaitMs: replayWaitMs)
    }

    /// Sleeps as `wait` says. Woken for the engine's deadline, the engine is moved to now (a stale
    /// pointer let go springs its card back, which must be drawn).
    func sleep(as wait: LoopWait) {
        switch wait {
        case .none: return
        case .timeout(let ms, _): loopClock.waitForEvent(timeoutMs: ms)
        case .untilInput: loopClock.waitForEvent(timeoutMs: nil)
        }
        if wait.wakesEngine, decisions.advance(to: now()) { schedule.requestRedraw() }
    }

    /// Draws the frame at `t`: the engine is moved to `t`, the decisions it made are logged, and its
    /// scene is drawn with the chrome.
    func drawFrame(at t: Double) {
        decisions.advance(to: t)
        decisions.logDecisions(at: t)
        let frame = frameContent
        sceneObserver?(frame.scene)
        painter.draw(frame)
        instruments.frameStats?.framePresented(at: now(), parts: painter.renderer.partTimer?.takeFrame() ?? [])
        painter.keepTextures(for: frame)
        schedule.framePresented(at: t)
        framesDrawn += 1
    }

    /// What the next frame shows, from the engine and the router.
    var frameContent: FrameContent {
        let controller = controller
        return FrameContent(
            scene: controller.scene, screen: controller.screen, pressedButton: router.pressedButton,
            canUndo: controller.deck.canUndo, counter: counterText, labels: holder.labels,
            cardSize: controller.cardPixelSize,
            prefetch: prefetchIndices)
    }

    /// Cards painted ahead of need beyond the visible ones. 3.
    public static let prefetchAhead = 3

    /// The deck indices of the visible cards and the `prefetchAhead` after them, top first.
    var prefetchIndices: [Int] {
        let state = controller.deck
        return state.visiblePositions(controller.options.visibleCount + Self.prefetchAhead).compactMap {
            state.index(atPosition: $0)
        }
    }

    static func warn(_ message: String) {
        SwipeDeckApp.printError("warning: \(message)")
    }
}
