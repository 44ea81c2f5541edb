import Foundation

@testable import SwipeCore
@testable import SwipeDeck
@testable import SwipeSDL

/// What one fuzz stream did.
struct FuzzOutcome {
    /// The first broken invariant, with the step it happened at; nil when all held.
    var failure: String?
    /// Input events pushed into SDL's queue, commands run, passes of the loop, frames drawn.
    var events = 0, commands = 0, passes = 0, frames = 0
}

/// Runs a `FuzzCase` through the real app: an `AppRuntime` on the dummy video driver with a deck of
/// plain cards, a decision log, and virtual time (`VirtualLoopClock`). Inputs are pushed into SDL's
/// queue with their timestamps, commands are run with `perform` (after `noteInput`, as a button's
/// press does), and `FuzzInvariants` are checked after every pass and every command.
enum FuzzRunner {
    /// Passes of the loop one stream may take before it counts as never settling. 50,000.
    static let passLimit = 50_000

    /// Where a stream's deck and log live: a RAM disk when there is one (the log is synced per line).
    static let scratchRoot: String = {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDir), isDir.boolValue,
            FileManager.default.isWritableFile(atPath: "/dev/shm")
        {
            return "/dev/shm"
        }
        return FileManager.default.temporaryDirectory.path
    }()

    /// The package's Assets folder (fonts).
    static let assets = AssetPaths(
        root: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path + "/Assets")

    /// The manifest of a deck of `cards` plain cards c0, c1…
    static func manifest(cards: Int) -> String {
        let entries = (0..<cards).map { "{\"id\": \"c\($0)\", \"title\": \"Card \($0)\", \"color\": \"#336699\"}" }
        return "{\"cards\": [\(entries.joined(separator: ","))]}"
    }

    static func run(_ fuzz: FuzzCase) throws -> FuzzOutcome {
        let folder = scratchRoot + "/swipedeck-fuzz-run-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deckPath = folder + "/deck.json"
        try manifest(cards: fuzz.cards).write(toFile: deckPath, atomically: false, encoding: .utf8)
        let logPath = folder + "/decisions.jsonl"
        let app = try AppRuntime(
            context: AppTestSDL.context, deck: try DeckLoader.load(path: deckPath).deck,
            options: fuzz.options, log: try DecisionLog(path: logPath), assets: assets)
        while EventPump.poll() != nil {} // the window's start-up events
        if !fuzz.paintsPixels {
            app.painter.renderer.clip(to: PixelRect(x: 0, y: 0, width: 1, height: 1))
        }
        return drive(app, fuzz, logPath: logPath)
    }

    /// The loop of one stream; see the type's documentation.
    static func drive(_ app: AppRuntime, _ fuzz: FuzzCase, logPath: String) -> FuzzOutcome {
        let clock = VirtualLoopClock(startMs: Int64(EventPump.ticksMilliseconds()))
        app.loopClock = clock
        var drawnProblem: String?
        app.painter.sceneObserver = { scene in
            if drawnProblem == nil, let p = FuzzInvariants.sceneProblem(scene) { drawnProblem = "drawn scene: \(p)" }
        }
        var outcome = FuzzOutcome()
        let framesBefore = app.framesDrawn
        var invariants = FuzzInvariants(cards: fuzz.cards, loops: fuzz.loop)
        var held = Set<PointerID>()
        var quitRequested = false
        var next = 0
        let steps = fuzz.steps
        func due(_ i: Int) -> Int64 { clock.startMs + steps[i].milliseconds }
        func fail(_ message: String) -> FuzzOutcome {
            var o = outcome
            let at = next < steps.count ? "before step \(next) of \(steps.count)" : "after the last step"
            o.failure = "\(message) — \(at), t = \(Double(clock.ms - clock.startMs) / 1000) s"
            o.frames = app.framesDrawn - framesBefore
            return o
        }
        func check() -> String? {
            if let drawnProblem { return drawnProblem }
            return invariants.check(app, logPath: logPath, held: held, quitRequested: quitRequested)
        }

        while app.isRunning {
            // Push the inputs due now, up to the next command.
            while next < steps.count, due(next) <= clock.ms, case .input(let event) = steps[next] {
                EventPump.add(event, windowID: app.window.id, startMs: UInt32(truncatingIfNeeded: clock.startMs))
                account(event.input, held: &held, quitRequested: &quitRequested)
                outcome.events += 1
                next += 1
            }
            clock.nextDueMs = next < steps.count ? due(next) : nil
            clock.clearIdle()
            app.step(wait: true)
            outcome.passes += 1
            if let problem = check() { return fail(problem) }
            if !app.isRunning { break }
            while next < steps.count, due(next) <= clock.ms, case .command(let command, _) = steps[next] {
                app.duty.noteInput(at: app.now(), app.decisions)
                app.perform(command)
                outcome.commands += 1
                next += 1
                if let problem = check() { return fail("after \(command): \(problem)") }
            }
            let over = next >= steps.count
            if over && (clock.waitedIndefinitely || (!app.needsFrame && app.controller.nextDeadline == nil)) { break }
            if outcome.passes > passLimit { return fail("the loop did not settle in \(passLimit) passes") }
        }
        // The end of `run()`: the log must hold every decision made.
        if !app.isRunning { app.shutDown() }
        if let problem = check() { return fail(problem) }
        let unlogged = app.controller.events.filter {
            if case .swiped = $0 { true } else if case .undone = $0 { true } else { false }
        }
        if !app.isRunning && !unlogged.isEmpty { return fail("decisions made but never logged: \(unlogged)") }
        if app.isRunning && app.controller.isAnimating { return fail("still animating once input stopped") }
        outcome.frames = app.framesDrawn - framesBefore
        return outcome
    }

    /// Updates the pointers held and whether a quit was asked, from one input as the app must read
    /// it: the left button of the real mouse and fingers of real touch devices press and release;
    /// touch-made mouse events, mouse-made fingers and other buttons do nothing; losing focus, hiding,
    /// a size change and F11 cancel every pointer.
    static func account(_ input: RecordedInput, held: inout Set<PointerID>, quitRequested: inout Bool) {
        switch input {
        case .mouseButton(let b) where b.button == 1 && b.which != UInt32.max:
            if b.isDown { held.insert(.mouse) } else { held.remove(.mouse) }
        case .finger(let f) where f.touchId != -1:
            let id = PointerID.finger(touch: f.touchId, finger: f.fingerId)
            if f.phase == .down { held.insert(id) } else if f.phase == .up { held.remove(id) }
        case .window(.focusLost), .window(.hidden), .window(.minimized), .window(.sizeChanged):
            held.removeAll()
        case .window(.close), .quit:
            quitRequested = true
        case .key(let k):
            if FuzzKeys.isQuit(k) { quitRequested = true }
            if k.isDown && !k.isRepeat && k.keycode == FuzzKeys.f11.keycode { held.removeAll() }
        default:
            break
        }
    }
}
