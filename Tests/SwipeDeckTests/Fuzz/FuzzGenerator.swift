import SwipeCore
import SwipeSDL

@testable import SwipeDeck

/// Makes fuzz cases: a pure function from a seed to options and a timed input stream (SplitMix64).
///
/// The stream mixes the mouse (left button mostly, sometimes others; sometimes SDL's touch-made copies
/// with `which == UInt32.max`, which the app must drop), up to four fingers on two devices (and the
/// mouse-made fingers with touch −1, dropped too), taps on the on-screen buttons, window focus,
/// visibility and size changes, bound keys, F11 and random keys, and commands run directly. Times go in
/// whole milliseconds: bursts at the same millisecond, drags at a few ms per event, pauses up to 15 s
/// (past the 10 s stale-pointer timeout and the idle reset). A quit (Esc, Q, close, quit) ends a few
/// streams.
enum FuzzGenerator {
    /// The largest deck a case uses. 5000 cards.
    static let largeDeck = 5000
    /// Steps per stream unless told otherwise. 30.
    static let defaultSteps = 30

    /// The case for `seed`, with about `steps` steps (a tap on a button counts one).
    static func makeCase(seed: UInt64, steps: Int = defaultSteps) -> FuzzCase {
        var rng = SplitMix64(seed: seed)
        // Mostly small windows: SDL's software renderer (the dummy driver's) costs by the pixel.
        let large = Int.random(in: 0..<16, using: &rng) == 0
        let window = WindowSize(
            width: Int.random(in: 200...(large ? 1400 : 360), using: &rng),
            height: Int.random(in: 200...(large ? 1000 : 300), using: &rng))
        let cards =
            Int.random(in: 0..<6, using: &rng) == 0
            ? [largeDeck, 300, 40].randomElement(using: &rng)!
            : Int.random(in: 0...8, using: &rng)
        let directions = [
            [.left, .right], SwipeDirection.cardinal, SwipeDirection.allCases, [.up], [.right, .downLeft],
        ]
        .randomElement(using: &rng)!
        var c = FuzzCase(
            seed: seed, cards: cards, window: window,
            layout: LayoutName.allCases.randomElement(using: &rng)!, visible: Int.random(in: 1...5, using: &rng),
            directions: directions, loop: Bool.random(using: &rng),
            idleReset: Int.random(in: 0..<5, using: &rng) == 0 ? Double.random(in: 0.5...20, using: &rng) : nil,
            steps: [], paintsPixels: Int.random(in: 0..<8, using: &rng) == 0)
        var stream = FuzzStreamBuilder(
            viewport: Size(width: Double(window.width), height: Double(window.height)),
            time: Int64.random(in: 0...300, using: &rng))
        for _ in 0..<steps { stream.addStep(&rng) }
        if Int.random(in: 0..<16, using: &rng) == 0 { stream.addQuit(&rng) }
        c.steps = stream.steps
        return c
    }
}
