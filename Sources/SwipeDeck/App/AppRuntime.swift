import Foundation
import SwipeCore
import SwipeSDL

/// The running app: a coordinator of one window, the engine and the jobs beside the frame. A frame
/// flows events → `InputRouter` → `DecisionSession` → `FrameContent` → `FramePainter`, paced by
/// `FrameSchedule`; once a pass it calls `KioskDuty`, `Instruments` and `DeckHolder` (ARCHITECTURE.md).
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
    var schedule = FrameSchedule()
    /// Kiosk mode, the screen hours and the fullscreen window's cover.
    var duty: KioskDuty
    /// The loop's time and sleep: SDL's (`SDLLoopClock`) unless a test substitutes a virtual one.
    var loopClock: LoopClock
    /// Why the loop stopped; nil while it runs.
    var end: LoopEnd?
    /// Recording, replay, frame statistics and health reports (all off by default).
    var instruments = Instruments()

    /// Opens the window on `deck` (evaluated once the window exists, so a `PendingDeck` loads beside it;
    /// `deckIsReady`: it returns at once, see `OpeningParts`). `log` receives the decisions (nil: none);
    /// `resume` continues a session after its last decided card, its visitor still there when its last
    /// line is younger than the idle reset (`ResumePoint.visitorIdleSeconds`), unless a kiosk's screen
    /// hours ended it since (`session`); `instruments`: record, replay, stats.
    init(
        context: SDLContext, deck: @autoclosure () throws -> Deck, deckIsReady: () -> Bool = { true },
        options: AppOptions, log: DecisionLog?, assets: AssetPaths, resume: ResumePoint? = nil,
        instruments: RunInstruments = RunInstruments(), loopClock: LoopClock = SDLLoopClock(),
        early: EarlyStart? = nil
    ) throws {
        self.loopClock = loopClock
        let wallNow = log?.now ?? Date() // the clock the log's lines carry
        let resume = Self.session(resume, options: options, now: wallNow)
        window = try Window(WindowPlacement.options(for: options, driver: context.videoDriverName), in: context)
        let parts = try OpeningParts(
            window: window, deck: deck, deckIsReady: deckIsReady(), options: options,
            fonts: FontPaths(regular: assets.regularFont, bold: assets.boldFont), resume: resume, early: early)
        (holder, painter) = (parts.holder, parts.painter)
        let output = painter.renderer.outputSize
        decisions = DecisionSession(
            holder: holder, options: options, log: log, output: output, density: window.density(of: painter.renderer))
        duty = KioskDuty(options, at: loopClock.now())
        router = InputRouter(window: window, output: output, options: options, escapes: duty.kiosk.escapes)
        if options.fullscreen && !options.kiosk {
            toggleFullscreen()
            duty.kiosk = KioskDuty.kiosk(options, at: now()) // covers `--display`; idle from after the switch
        }
        // A visitor whose last swipe is younger than the idle reset (a crash restart) may still be there:
        // no attract state, their first touch is theirs, and the idle reset comes when it would have.
        let returning = resume?.visitorIdleSeconds(idleReset: options.idleReset, now: wallNow)
        decisions.start(
            resuming: resume, in: holder.deck, position: parts.resumed, at: now(),
            visitorPresent: !options.kiosk || returning != nil)
        if let returning { duty.kiosk.noteInput(at: now() - returning) }
        painter.textures.adopt(parts.firstCards, cardSize: controller.cardPixelSize)
        TerminationSignal.install() // SIGTERM/SIGINT as a flag the loop polls between events
        if duty.start(window, at: now()) { refreshSizes() }
        holder.watch(recursive: options.recursive) { EventPump.wake() }
        startInstruments(instruments)
    }

    deinit { holder.stopWatching() }

    /// The session `resume` names, or nil (a new one at the first card) when a kiosk's screen hours
    /// ended it (`ResumePoint.endedByScreenHours`) by `now`, the wall clock; that is noted on stderr.
    static func session(_ resume: ResumePoint?, options: AppOptions, now: Date) -> ResumePoint? {
        guard let resume, options.kiosk, resume.endedByScreenHours(options.screenHours, now: now) else {
            return resume
        }
        KioskDuty.note("the log's last session ended with the screen hours: a new session at the first card")
        return nil
    }

    /// The card engine (read-only: it changes through `decisions`).
    var controller: DeckController { decisions.controller }
    /// The visitor session written in the log lines.
    public var session: String { decisions.id }
    /// Frames presented so far.
    public var framesDrawn: Int { schedule.framesPresented }

    /// Now, seconds, on the loop's clock (SDL's 64-bit ticks, or a test's virtual clock).
    func now() -> Double { loopClock.now() }

    /// False once the loop stopped (`end` says why).
    public var isRunning: Bool { end == nil }
    /// Stops the loop at the end of this pass (a quit, a signal, the replay's end).
    func stop() { end = end ?? .quit }

    /// Reports this loop's health to `health` (`Health.attach`); a replacement window's goes on counting.
    public func attach(_ health: Health) {
        instruments.health = health
        health.attach(recorder: decisions.recorder, textures: painter.textures, at: now())
    }

    /// What `Health` is told at the end of a pass and at exit.
    var healthFacts: HealthFacts {
        HealthFacts(
            decisions, deckCount: holder.deck.count, needsFrame: needsFrame, wakesPeriodically: wakesPeriodically)
    }

    /// Starts the instruments `given` now (`Instruments.init`), keeping the health reports.
    func startInstruments(_ given: RunInstruments) {
        instruments = Instruments(
            given, window: window, renderer: painter.renderer, startMs: loopClock.nowMilliseconds,
            health: instruments.health)
    }

    /// Writes out and closes the recording and the frame stats; harmless to repeat.
    public func finishInstruments() {
        if let warning = instruments.finish(textures: painter.textures.count, cardBacks: painter.backs.count) {
            SwipeDeckApp.warn(warning)
        }
    }
}
