import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// SDL started once for this test module, headless (dummy video driver), never quit.
enum AppTestSDL {
    static let context: SDLContext = {
        do { return try SDLContext(SDLContextOptions(videoDriver: "dummy")) } catch {
            fatalError("SDL could not start: \(error)")
        }
    }()
}

/// A real `AppRuntime` on a dummy-driver window and on virtual time (`VirtualLoopClock`), fed with
/// events queued in SDL's queue stamped with the loop's clock. Time moves only when a test says so
/// (`elapse`) or when the loop sleeps (`settle`, `idle`): the virtual clock jumps to the wait's end at
/// once, so no test waits in real time except for another thread (painters, the deck watcher), and
/// that on a condition with a generous bound.
final class AppHarness {
    let folder: TempFolder
    let runtime: AppRuntime
    let logPath: String
    /// The loop's clock, started at SDL's clock now.
    let clock: VirtualLoopClock

    /// A deck of `cards` plain cards (ids c0, c1…) in an 800×600 window, logging to a temp file.
    /// With `pictures`, the deck is instead a folder `pics` of those files (tiny PNGs); with `deckPath`,
    /// whatever deck that makes in the temp folder. `afterLoad` runs between loading the deck and
    /// opening the window (to change the files under a loaded deck). `wallClock`: what the decision
    /// log reads as the time of day (default the system's). `resume`: the session the app continues.
    init(
        cards: Int = 4, pictures: [String]? = nil, configure: (inout AppOptions) -> Void = { _ in },
        deckPath: ((TempFolder) throws -> String)? = nil, afterLoad: (TempFolder) throws -> Void = { _ in },
        realTime: Bool = false, wallClock: @escaping @Sendable () -> Date = Date.init, resume: ResumePoint? = nil
    ) throws {
        folder = try TempFolder()
        let entries = (0..<cards).map { "{\"id\": \"c\($0)\", \"title\": \"Card \($0)\", \"color\": \"#336699\"}" }
        let temp = folder
        let manifest =
            try deckPath?(temp) ?? pictures.map { try AppHarness.pictureFolder($0, in: temp) }
            ?? temp.write("deck.json", "{\"cards\": [\(entries.joined(separator: ","))]}")
        let deck = try DeckLoader.load(path: manifest).deck
        try afterLoad(temp)
        var options = AppOptions()
        options.windowSize = WindowSize(width: 800, height: 600)
        configure(&options)
        logPath = folder.path + "/decisions.log"
        let log = try DecisionLog(path: logPath, clock: wallClock)
        let assets = AssetPaths(root: packageRoot() + "/Assets")
        clock = VirtualLoopClock(startMs: Int64(EventPump.ticksMilliseconds()))
        // `realTime`: SDL's clock, for the few tests of how the real loop sleeps (`runtime.run()`).
        runtime = try AppRuntime(
            context: AppTestSDL.context, deck: deck, options: options, log: log, assets: assets, resume: resume,
            loopClock: realTime ? SDLLoopClock() : clock)
        while EventPump.poll() != nil {} // window-shown and similar start-up events
        settle()
    }

    deinit { folder.remove() }

    /// Writes a 4×4 PNG for each of `names` into `folder/pics`; returns that folder.
    static func pictureFolder(_ names: [String], in folder: TempFolder) throws -> String {
        try folder.makeFolder("pics")
        let picture = try Surface(size: PixelSize(width: 4, height: 4))
        picture.fill(RGBA(200, 100, 50))
        for name in names { try picture.savePNG(path: folder.path + "/pics/" + name) }
        return folder.path + "/pics"
    }

    /// The top card's resting rectangle, window pixels (the dummy window has no HiDPI scaling).
    var card: Rect { runtime.controller.cardRect }

    /// Decisions in the log, as (card, decision) pairs.
    var decisions: [(String, String)] {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let card = obj["card"] as? String, let decision = obj["decision"] as? String
            else { return nil }
            return (card, decision)
        }
    }

    /// Queues `input` stamped now on the loop's clock (as SDL stamps what it queues) and runs one
    /// pass of the loop over it.
    func push(_ input: RecordedInput) {
        let stamp = UInt32(truncatingIfNeeded: runtime.loopClock.nowMilliseconds)
        #expect(
            EventPump.add(RecordedEvent(time: 0, input), windowID: runtime.window.id, startMs: stamp),
            "SDL's queue refused \(input)")
        runtime.step(wait: false)
    }
    /// Moves the loop's clock `seconds` on without running the loop (the time between two inputs).
    func elapse(_ seconds: Double) {
        clock.advance(to: clock.ms + Int64((seconds * 1000).rounded()))
    }

    /// Virtual time between two passes while `settle` lets the animations finish, seconds. 0.05: a
    /// frame every 3 at 60 Hz (the springs are closed-form, so they end where they would at 60 Hz,
    /// for a third of the drawing).
    static let settleStep = 0.05

    /// Runs the loop until nothing moves and no card is being painted (at most `passes` passes): while
    /// a frame is needed the clock moves `settleStep` before each pass; while cards are painted it
    /// waits for the painters (real time, on their condition, at most `Waiting.bound`).
    func settle(passes: Int = 2_000) {
        for _ in 0..<passes {
            if runtime.needsFrame { elapse(Self.settleStep) }
            runtime.step(wait: false)
            if runtime.needsFrame { continue }
            guard runtime.painter.textures.isBusy else { return }
            _ = runtime.painter.textures.pool.waitUntilIdle(seconds: Waiting.bound)
        }
    }

    /// Runs the loop as the app does for `seconds` of virtual time with no input: it sleeps as its
    /// wait policy says (frames, kiosk wakes), the clock jumping to each wake.
    func idle(_ seconds: Double) {
        let end = clock.ms + Int64((seconds * 1000).rounded())
        clock.nextDueMs = end
        defer { clock.nextDueMs = nil }
        while clock.ms < end && runtime.isRunning { runtime.step(wait: true) }
    }

    // MARK: mouse

    /// A mouse button pressed, the mouse moved with it held, the button released.
    enum MouseAction { case down, move, up }

    /// The left button's `action` at `p` (window points); `which` 0 is the mouse,
    /// `MouseButtonInput.touchMouseID` a mouse event SDL made from a touch.
    func mouse(_ action: MouseAction, at p: Vector2, which: UInt32 = 0) {
        let x = Int32(p.x.rounded()), y = Int32(p.y.rounded())
        switch action {
        case .move:
            push(.mouseMotion(MouseMotionInput(x: x, y: y, buttons: MouseMotionInput.leftButtonMask, which: which)))
        case .down, .up:
            push(
                .mouseButton(
                    MouseButtonInput(
                        isDown: action == .down, button: MouseButtonInput.leftButton, x: x, y: y, which: which)))
        }
    }

    /// Presses at `from`, moves to `to` in `steps` with `pause` seconds between moves, waits `hold`
    /// seconds, releases, and lets the animations finish.
    func mouseDrag(
        from: Vector2, to: Vector2, steps: Int = 12, pause: Double = 0.008, hold: Double = 0,
        which: UInt32 = 0
    ) {
        mouse(.down, at: from, which: which)
        for i in 1...steps {
            elapse(pause)
            mouse(.move, at: Vector2.lerp(from, to, Double(i) / Double(steps)), which: which)
        }
        if hold > 0 { elapse(hold) }
        mouse(.up, at: to, which: which)
        settle()
    }

    // MARK: touch

    /// Finger `finger` of touch device `touch` at `p` (window points of the 800×600 window).
    func finger(_ phase: FingerInput.Phase, at p: Vector2, touch: Int64 = 7, finger: Int64 = 1) {
        push(.finger(FingerInput(phase, touchId: touch, fingerId: finger, x: Float(p.x / 800), y: Float(p.y / 600))))
    }

    func fingerDrag(from: Vector2, to: Vector2, steps: Int = 12, touch: Int64 = 7, finger id: Int64 = 1) {
        finger(.down, at: from, touch: touch, finger: id)
        for i in 1...steps {
            elapse(0.008)
            finger(.motion, at: Vector2.lerp(from, to, Double(i) / Double(steps)), touch: touch, finger: id)
        }
        finger(.up, at: to, touch: touch, finger: id)
        settle()
    }

    // MARK: keys

    /// Presses `key` (with left Control when `ctrl`) and lets the animations finish.
    func key(_ key: Key, ctrl: Bool = false) {
        push(.key(KeyInput(pressing: key, ctrl: ctrl)))
        settle()
    }
}
