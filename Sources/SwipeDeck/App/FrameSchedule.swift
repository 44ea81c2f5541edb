import SwipeSDL

/// How the loop sleeps before its next pass: what `FrameSchedule.wait(for:)` decides.
enum LoopWait: Hashable, Sendable {
    /// No sleep: a frame is due now.
    case none
    /// Sleep until input comes or `ms` milliseconds pass (0 or less: only look whether input came).
    /// `engineDeadline`: the wake is for the engine's deadline (a held pointer gone stale), so the
    /// engine is moved to the wake time before the pass goes on.
    case timeout(ms: Int, engineDeadline: Bool)
    /// Sleep until input comes, however long (~0% CPU).
    case untilInput

    /// Whether the loop must move the engine to the time it woke at.
    var wakesEngine: Bool {
        if case .timeout(_, true) = self { return true }
        return false
    }
}

/// What the loop knows when it is about to sleep: the inputs of the wait policy.
struct LoopMoment: Hashable, Sendable {
    /// Now, seconds on the loop's clock.
    var now: Double
    /// An animation runs (`DeckController.isAnimating`).
    var animating: Bool
    /// When the engine must be woken without input (`DeckController.nextDeadline`), seconds; nil: never.
    var engineDeadline: Double?
    /// Kiosk mode or an idle reset: the loop wakes every `FrameSchedule.periodicWakeMs` at least.
    var wakesPeriodically: Bool
    /// Milliseconds until the next replay event (`--replay`); nil without a replay or once it is over.
    var replayWaitMs: Int?
}

/// Frame scheduling: when the last frame was drawn, whether the picture must be redrawn and whether
/// that shows new input, the frame pacer, and the wait policy (`wait(for:)`, pure).
///
/// Everything the loop handles says whether it changed the picture by its return value; the loop
/// passes that on with `requestRedraw(showingInput:)`.
struct FrameSchedule: Hashable, Sendable {
    /// Paces the frames: `frameRate` a second, sooner when a frame shows new input.
    let pacer: FramePacer
    /// When the last frame began, seconds on the loop's clock; -∞ before the first.
    private(set) var lastFrame = -Double.infinity
    /// Input, the window, a reload or a finished painting changed the picture since the last frame.
    /// True at start: the first frame is always drawn.
    private(set) var needsRedraw = true
    /// Input that changes the screen was handled since the last frame: the next frame may come sooner
    /// (`FramePacer.inputHz`).
    private(set) var hasNewInput = false
    /// Frames presented so far (the deck's, and the black one outside the screen hours).
    private(set) var framesPresented = 0

    /// Longest the loop sleeps in kiosk mode or with an idle reset, milliseconds: how soon it sees
    /// SIGTERM and the idle time. 250.
    static let periodicWakeMs = 250

    /// Frames a second the loop paces itself to when nothing asks sooner. 60.
    static let frameRate = 60.0

    init(frameRate: Double = FrameSchedule.frameRate) { pacer = FramePacer(targetHz: frameRate) }

    /// The picture changed; `showingInput`: because of the visitor's input (the next frame may come
    /// sooner, see `hasNewInput`).
    mutating func requestRedraw(showingInput: Bool = false) {
        needsRedraw = true
        if showingInput { hasNewInput = true }
    }

    /// A frame that began at `t` (seconds) is on screen: nothing is left to redraw.
    mutating func framePresented(at t: Double) {
        lastFrame = t
        needsRedraw = false
        hasNewInput = false
        framesPresented += 1
    }

    /// Something must be drawn: the picture changed or an animation runs.
    func needsFrame(animating: Bool) -> Bool { needsRedraw || animating }

    /// Whether a frame is due at `t` (seconds): one is needed and the pacer says it is time.
    func isFrameDue(at t: Double, animating: Bool) -> Bool {
        needsFrame(animating: animating) && pacer.isFrameDue(lastFrame: lastFrame, now: t, showsInput: hasNewInput)
    }

    /// How long the loop may sleep at `moment`, in order: until the next frame while one is needed;
    /// until the engine's deadline (+1 ms, at most `periodicWakeMs` when the loop wakes periodically);
    /// `periodicWakeMs` in kiosk mode or with an idle reset; until the next replay event; else until
    /// input comes. Every timeout is shortened to the next replay event.
    func wait(for moment: LoopMoment) -> LoopWait {
        let replay = moment.replayWaitMs
        func capped(_ ms: Int) -> Int { replay.map { min(ms, $0) } ?? ms }
        if needsFrame(animating: moment.animating) {
            let ms = capped(pacer.waitMilliseconds(lastFrame: lastFrame, now: moment.now, showsInput: hasNewInput))
            return ms > 0 ? .timeout(ms: ms, engineDeadline: false) : .none
        }
        if let deadline = moment.engineDeadline {
            let ms = Int(((deadline - moment.now) * 1000).rounded(.up)) + 1
            return .timeout(
                ms: capped(moment.wakesPeriodically ? min(ms, Self.periodicWakeMs) : ms), engineDeadline: true)
        }
        if moment.wakesPeriodically { return .timeout(ms: capped(Self.periodicWakeMs), engineDeadline: false) }
        if let replay { return replay > 0 ? .timeout(ms: replay, engineDeadline: false) : .none }
        return .untilInput
    }
}
