import Foundation
import Testing
import CSDL2
@testable import SwipeDeck
import SwipeCore
import SwipeSDL

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
    /// opening the window (to change the files under a loaded deck).
    init(cards: Int = 4, pictures: [String]? = nil, configure: (inout AppOptions) -> Void = { _ in },
         deckPath: ((TempFolder) throws -> String)? = nil, afterLoad: (TempFolder) throws -> Void = { _ in }) throws {
        folder = try TempFolder()
        let entries = (0..<cards).map { "{\"id\": \"c\($0)\", \"title\": \"Card \($0)\", \"color\": \"#336699\"}" }
        let temp = folder
        let manifest = try deckPath?(temp) ?? pictures.map { try AppHarness.pictureFolder($0, in: temp) }
            ?? temp.write("deck.json", "{\"cards\": [\(entries.joined(separator: ","))]}")
        let deck = try DeckLoader.load(path: manifest).deck
        try afterLoad(temp)
        var options = AppOptions()
        options.windowSize = WindowSize(width: 800, height: 600)
        configure(&options)
        logPath = folder.path + "/decisions.log"
        let log = try DecisionLog(path: logPath)
        let assets = AssetPaths(root: packageRoot() + "/Assets")
        clock = VirtualLoopClock(startMs: Int64(EventPump.ticksMilliseconds()))
        runtime = try AppRuntime(context: AppTestSDL.context, deck: deck, options: options, log: log, assets: assets,
                                 loopClock: clock)
        while EventPump.poll() != nil {}  // window-shown and similar start-up events
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
                  let card = obj["card"] as? String, let decision = obj["decision"] as? String else { return nil }
            return (card, decision)
        }
    }

    /// Queues one event stamped now on the loop's clock (as SDL stamps what it queues) and runs one
    /// pass of the loop over it.
    func push(_ event: SDL_Event) {
        var e = event
        e.common.timestamp = EventTimestamp.stamp(milliseconds: runtime.nowMilliseconds)
        #expect(EventPump.add(e), "SDL's queue refused the event: \(String(cString: SDL_GetError()))")
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
            guard runtime.textures.isBusy else { return }
            _ = runtime.textures.pool.waitUntilIdle(seconds: Waiting.bound)
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

    func mouse(_ type: SDL_EventType, at p: Vector2, which: UInt32 = 0) {
        var e = SDL_Event()
        e.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            e.motion.windowID = runtime.window.id
            e.motion.which = which
            e.motion.state = swipedeck_button_left_mask()
            e.motion.x = Int32(p.x.rounded()); e.motion.y = Int32(p.y.rounded())
        } else {
            e.button.windowID = runtime.window.id
            e.button.which = which
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            e.button.clicks = 1
            e.button.x = Int32(p.x.rounded()); e.button.y = Int32(p.y.rounded())
        }
        push(e)
    }

    /// Presses at `from`, moves to `to` in `steps` with `pause` seconds between moves, waits `hold`
    /// seconds, releases, and lets the animations finish.
    func mouseDrag(from: Vector2, to: Vector2, steps: Int = 12, pause: Double = 0.008, hold: Double = 0,
                   which: UInt32 = 0) {
        mouse(SDL_MOUSEBUTTONDOWN, at: from, which: which)
        for i in 1...steps {
            elapse(pause)
            mouse(SDL_MOUSEMOTION, at: Vector2.lerp(from, to, Double(i) / Double(steps)), which: which)
        }
        if hold > 0 { elapse(hold) }
        mouse(SDL_MOUSEBUTTONUP, at: to, which: which)
        settle()
    }

    // MARK: touch

    func finger(_ type: SDL_EventType, at p: Vector2, touch: Int64 = 7, finger: Int64 = 1) {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.touchId = touch
        e.tfinger.fingerId = finger
        e.tfinger.x = Float(p.x / 800); e.tfinger.y = Float(p.y / 600)
        e.tfinger.pressure = 1
        e.tfinger.windowID = runtime.window.id
        push(e)
    }

    func fingerDrag(from: Vector2, to: Vector2, steps: Int = 12, touch: Int64 = 7, finger id: Int64 = 1) {
        finger(SDL_FINGERDOWN, at: from, touch: touch, finger: id)
        for i in 1...steps {
            elapse(0.008)
            finger(SDL_FINGERMOTION, at: Vector2.lerp(from, to, Double(i) / Double(steps)), touch: touch, finger: id)
        }
        finger(SDL_FINGERUP, at: to, touch: touch, finger: id)
        settle()
    }

    // MARK: keys

    func key(_ code: SDL_KeyCode, ctrl: Bool = false) {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.windowID = runtime.window.id
        e.key.state = UInt8(SDL_PRESSED)
        e.key.keysym.sym = Int32(code.rawValue)
        e.key.keysym.mod = ctrl ? UInt16(KMOD_LCTRL.rawValue) : 0
        push(e)
        settle()
    }
}
