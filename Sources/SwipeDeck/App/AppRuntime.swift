import SwipeCore
import SwipeSDL

/// The running app: one window, the engine, the textures and the loop that binds them.
///
/// Each pass of the loop sleeps until input comes or the next frame is due, handles every pending
/// event, then advances the engine to now and draws. When nothing moves and no input comes it waits
/// for events without drawing (~0% CPU); while a pointer is held it still wakes for the stale-pointer
/// deadline.
public final class AppRuntime {
    let window: Window
    let renderer: Renderer
    let sceneRenderer: SceneRenderer
    let chrome: ChromePainter
    let textures: CardTextureCache
    let backs: CardBackCache
    let holder: DeckHolder
    /// The deck shown now (it changes when the watcher reloads it).
    var deck: Deck { holder.deck }
    /// Reloads the deck when its files change; nil for a deck without a source on disk.
    var watcher: DeckWatcher?
    let recorder: DecisionRecorder
    let log: DecisionLog?
    var kiosk = KioskState()
    /// Keeps the kiosk window over its display.
    var cover = KioskCover()
    /// Keeps the kiosk window mapped, focused and on top.
    var windowGuard = KioskGuard()
    /// The visitor session written in the log lines.
    public internal(set) var session = ""
    let allowed: [SwipeDirection]
    var controller: DeckController
    var translator: EventTranslator
    var buttons = ButtonTracker()
    /// The loop's time and sleep: SDL's (`SDLLoopClock`) unless a test substitutes a virtual one.
    var loopClock: LoopClock = SDLLoopClock()
    let pacer = FramePacer(targetHz: AppRuntime.frameRate)
    var lastFrame = -Double.infinity
    var needsRedraw = true
    /// When the painted cards' pictures were last compared with their files (`checkChangedPictures`), seconds.
    var lastPictureCheck = -Double.infinity
    /// Input that changes the screen was handled since the last frame: the next frame may come sooner
    /// (`FramePacer.inputHz`).
    var hasNewInput = false
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
    /// app holds the last reference, fonts, textures and the window go before SDL_ttf and SDL quit.
    let context: SDLContext

    /// Frames per second the loop paces itself to. 60.
    public static let frameRate = 60.0
    /// Window background. A light warm grey, as the tutorial's.
    public static let background = RGBA(0xED, 0xED, 0xED)

    /// Opens the window on `deck` with `options`. `log` receives the decisions (nil: none). `resume`
    /// continues a session after its last decided card (see `start(at:)`).
    /// `deck` is evaluated once the window and renderer exist, so a deck still loading on another
    /// thread (`PendingDeck`) overlaps the window's creation; an error it throws is rethrown.
    /// `instruments`: recording, replay and frame statistics (none by default). `deckIsReady` says
    /// whether `deck` returns at once; when it does not, the window shows a stack of blank cards while
    /// it waits (and the renderer warms up on them).
    public init(context: SDLContext, deck: @autoclosure () throws -> Deck, deckIsReady: () -> Bool = { true },
                options: AppOptions, log: DecisionLog?,
                assets: AssetPaths, resume: ResumePoint? = nil,
                instruments: RunInstruments = RunInstruments()) throws {
        self.context = context
        let size = Size(width: Double(options.windowSize.width), height: Double(options.windowSize.height))
        var windowOptions = WindowOptions(title: Self.title(ofDeckNamed: ""), size: size, borderlessFullscreen: options.kiosk)
        windowOptions.display = options.display
        window = try Window(windowOptions)
        renderer = try Renderer(window: window)
        let fonts = FontPaths(regular: assets.regularFont, bold: assets.boldFont)
        let scenes = SceneRenderer(renderer: renderer, fonts: fonts)
        sceneRenderer = scenes
        if !deckIsReady() { Self.showBlankStack(scenes, options: options.deckOptions) }
        let deck = try deck()
        let holder = DeckHolder(deck, cardStyle: options.cardStyle, labels: options.labels)
        self.holder = holder
        scenes.labels = holder.labels
        window.title = Self.title(ofDeckNamed: deck.name)
        chrome = ChromePainter(renderer: renderer, fonts: fonts)
        let faces = CardTextureCache(renderer: renderer, fonts: fonts) { holder.face(at: $0) }
        textures = faces
        backs = CardBackCache(sharingPaintersOf: faces) {
            let entry = holder.deck.entry(at: $0)
            return (entry.face, entry.description)
        }
        recorder = DecisionRecorder(log: log) { holder.deck.card(at: $0).id }
        self.log = log
        allowed = options.directions
        let output = renderer.outputSize
        translator = EventTranslator(windowSize: window.size, outputSize: output,
                                     preferSyntheticFingers: EventTranslator.environmentPrefersSyntheticFingers)
        controller = DeckController(count: deck.count, viewport: output, options: options.deckOptions)
        textures.onWarning = { AppRuntime.warn($0) }
        backs.onWarning = { AppRuntime.warn($0) }
        recorder.onError = { AppRuntime.warn("error: \($0)") }
        if options.fullscreen && !options.kiosk { toggleFullscreen() }
        cover.display = options.display
        kiosk = KioskState(isOn: options.kiosk, unlockChord: options.unlockChord, idleReset: options.idleReset, lastInput: now())
        start(at: resume)
        TerminationSignal.install()  // SIGTERM/SIGINT as a flag the loop polls between events
        startKiosk()
        if !deck.sourcePath.isEmpty {
            watcher = DeckWatcher(path: deck.sourcePath, recursive: options.recursive) { EventPump.wake() }
        }
        startInstruments(instruments)
    }

    deinit { watcher?.stop() }

    /// Now, seconds, on the loop's clock (SDL's 64-bit ticks, or a test's virtual clock).
    func now() -> Double { loopClock.now() }

    /// Now, whole milliseconds on the loop's clock: the 64-bit time that SDL's 32-bit event
    /// timestamps are the low bits of (`EventTimestamp`).
    var nowMilliseconds: Int64 { EventTimestamp.milliseconds(ofSeconds: now()) }

    /// Another program destroyed the window (X11): the loop stopped without closing the log, so the
    /// entry can open a new window at the same card.
    public internal(set) var windowLost = false

    /// Runs until the user quits or the window is lost; returns the exit status (0).
    public func run() -> Int32 {
        while isRunning { step() }
        shutDown()
        return 0
    }

    /// Ends a run: logs the decisions made since the last frame (a swipe released in the pass that
    /// quit has not been drawn, and frames are what log decisions), then closes the instruments and
    /// the log.
    func shutDown() {
        recorder.record(controller.takeEvents(), at: now())
        finishInstruments()
        if !windowLost { recorder.close() }   // a lost window: the entry opens a new one on the same log
    }

    /// One pass: wait (for input or the next frame), handle all pending events, draw if needed.
    public func step(wait: Bool = true) {
        if wait { sleepUntilWorkIsDue() }
        instruments.frameStats?.beginPass(at: now())
        pushDueReplayEvents()
        drainEvents()
        if window.isLost { windowLost = true; isRunning = false; return }
        reopenLogAfterHangup()
        applyReloadedDeck()
        checkChangedPictures(at: now())
        if textures.collectFinished() { needsRedraw = true }
        if backs.collectFinished() { needsRedraw = true }
        let t = now()
        checkKiosk(at: t)
        if needsFrame { instruments.frameStats?.noteNeeded(at: t) }
        if isRunning, needsFrame, pacer.isFrameDue(lastFrame: lastFrame, now: t, showsInput: hasNewInput) {
            drawFrame(at: t)
            if needsFrame { instruments.frameStats?.noteNeeded(at: now()) }  // an animation goes on
        }
        instruments.recorder?.endPass()
        checkReplayExit()
    }

    /// Something must be drawn: an animation runs, or input or the window changed the picture.
    var needsFrame: Bool { needsRedraw || controller.isAnimating }

    /// Sleeps until input comes or the next frame, deadline or replay event is due.
    func sleepUntilWorkIsDue() {
        let t = now()
        if needsFrame {
            let ms = cappedByReplay(pacer.waitMilliseconds(lastFrame: lastFrame, now: t, showsInput: hasNewInput))
            if ms > 0 { loopClock.waitForEvent(timeoutMs: ms) }
        } else if let deadline = controller.nextDeadline {
            let ms = Int(((deadline - t) * 1000).rounded(.up)) + 1
            loopClock.waitForEvent(timeoutMs: cappedByReplay(wakesPeriodically ? min(ms, Self.kioskWakeMs) : ms))
            controller.advance(to: now())
            if controller.isAnimating { needsRedraw = true }
        } else if wakesPeriodically {
            loopClock.waitForEvent(timeoutMs: cappedByReplay(Self.kioskWakeMs))
        } else if let ms = replayWaitMs {
            if ms > 0 { loopClock.waitForEvent(timeoutMs: ms) }
        } else {
            loopClock.waitForEvent(timeoutMs: nil)
        }
    }

    func drawFrame(at t: Double) {
        controller.advance(to: t)
        let events = controller.takeEvents()
        recorder.record(events, at: t)
        let scene = controller.scene
        let cardSize = PixelSize(width: Int(controller.cardRect.width.rounded()),
                                 height: Int(controller.cardRect.height.rounded()))
        renderer.clear(Self.background)
        if scene.isEmpty {
            chrome.drawEmptyView(labels: holder.labels, layout: emptyLayout, highlighted: buttons.pressed,
                                 canUndo: controller.deck.canUndo)
        }
        sceneObserver?(scene)
        sceneRenderer.draw(scene: scene, texture: { [textures, backs] card in
            card.showsBack ? backs.texture(for: card.index, cardSize: cardSize)
                           : textures.texture(for: card.index, cardSize: cardSize)
        }, chrome: { if !scene.isEmpty { drawControls(viewport: scene.viewport) } })
        renderer.present()
        instruments.frameStats?.framePresented(at: now())
        textures.retain(onScreen: scene.cards.map(\.index), ahead: prefetchIndices, cardSize: cardSize)
        backs.retain(scene.cards.filter(\.turnsToBack).map(\.index), cardSize: cardSize)
        lastFrame = t
        needsRedraw = false
        hasNewInput = false
        framesDrawn += 1
    }

    /// Shows a stack of blank cards (placeholders, as before a card is painted) laid out as `options`
    /// lays out a deck, on the app's background: what a large folder looks like while it is listed.
    static func showBlankStack(_ scenes: SceneRenderer, options: DeckOptions) {
        let renderer = scenes.renderer
        let blank = DeckController(count: options.visibleCount, viewport: renderer.outputSize, options: options)
        renderer.clear(background)
        scenes.draw(scene: blank.scene) { _ in nil }
        renderer.present()
    }

    /// Cards painted ahead of need beyond the visible ones. 3.
    public static let prefetchAhead = 3

    /// The deck indices of the visible cards and the `prefetchAhead` after them, top first.
    var prefetchIndices: [Int] {
        let state = controller.deck
        return state.visiblePositions(controller.options.visibleCount + Self.prefetchAhead).compactMap { state.index(atPosition: $0) }
    }

    static func warn(_ message: String) {
        SwipeDeckApp.printError("warning: \(message)")
    }
}
