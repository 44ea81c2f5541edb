import SwipeCore
import SwipeSDL

@testable import SwipeDeck

/// One app-level fuzz case: the app's options and a timed stream of inputs, all from one seed.
struct FuzzCase: Hashable, Sendable, CustomStringConvertible {
    /// The seed it was generated from (`FuzzGenerator.makeCase(seed:)`).
    var seed: UInt64
    /// Cards in the deck (a manifest of plain cards c0, c1…), 0…`FuzzGenerator.largeDeck`.
    var cards: Int
    /// Window size, points (= pixels on the dummy driver).
    var window: WindowSize
    var layout: LayoutName
    /// Cards drawn in the stack, 1…5.
    var visible: Int
    var directions: [SwipeDirection]
    var loop: Bool
    /// Seconds without input before the deck starts over; nil = off.
    var idleReset: Double?
    /// The inputs, `time` never decreasing.
    var steps: [FuzzStep]
    /// The renderer paints every pixel; when false its clip rectangle is one pixel, so SDL's software
    /// renderer takes every call but paints almost nothing (a frame costs a tenth). Not an app option.
    var paintsPixels = true

    /// The app's options for this case.
    var options: AppOptions {
        var o = AppOptions()
        o.windowSize = window
        o.deckOptions.layout = layout
        o.deckOptions.visibleCount = visible
        o.deckOptions.allowedDirections = directions
        o.deckOptions.loops = loop
        o.idleReset = idleReset
        return o
    }

    /// The command-line flags that give the same options, e.g. `--window 640x480 --layout scaled`.
    var flags: String {
        var f =
            "--window \(window) --layout \(layout.rawValue) --visible \(visible) --directions "
            + directions.map(\.rawValue).joined(separator: ",")
        if loop { f += " --loop" }
        if let idleReset { f += " --idle-reset \(idleReset)" }
        return f
    }

    /// Pointer, key and window events in the stream (commands not counted).
    var eventCount: Int { steps.filter { if case .input = $0 { true } else { false } }.count }

    var description: String { "seed \(seed): \(cards) cards, \(flags), \(steps.count) steps" }
}

/// One step of a fuzz stream, at a time in whole milliseconds from the stream's start.
enum FuzzStep: Hashable, Sendable {
    /// A raw input event, pushed into SDL's queue with its timestamp.
    case input(RecordedEvent)
    /// A command run directly (`AppRuntime.perform`), as the on-screen buttons run theirs; `time` in seconds.
    case command(AppCommand, time: Double)

    /// Time from the stream's start, whole milliseconds.
    var milliseconds: Int64 {
        switch self {
        case .input(let e): return e.milliseconds
        case .command(_, let t): return Int64((t * 1000).rounded())
        }
    }

    /// How this step is written in a replay file: the event itself, or for a command the key that
    /// runs the same command (nil when none does).
    var recorded: RecordedEvent? {
        switch self {
        case .input(let e): return e
        case .command(let command, let t):
            return FuzzKeys.key(for: command).map { RecordedEvent(time: t, .key($0)) }
        }
    }
}
