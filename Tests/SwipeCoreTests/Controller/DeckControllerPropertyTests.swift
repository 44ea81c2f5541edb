import Foundation
import PropertyBased
import SwipeCore
import Testing

/// Random input streams (pointers, cancels, resizes, commands, time) with random options; invariants
/// checked after every step. Each stream is built from one generated seed with SplitMix64, and every
/// failure message names the seed and the steps so far, so a failure can be replayed exactly
/// (`SWIPEDECK_FUZZ_ENGINE_SEED=<seed>`). `SWIPEDECK_FUZZ_ENGINE_STREAMS` sets how many streams run.
@Suite struct DeckControllerPropertyTests {
    enum Step: CustomStringConvertible {
        case pointer(PointerPhase, PointerID, Vector2)
        case cancelAll, resize(Size), swipe(SwipeDirection), undo, select, reset, advance(Double)
        var description: String {
            switch self {
            case .pointer(let phase, let id, let p): return "\(phase.rawValue) \(id) \(p)"
            case .cancelAll: return "cancelAll"
            case .resize(let s): return "resize \(s.width)x\(s.height)"
            case .swipe(let d): return "swipe \(d)"
            case .undo: return "undo"
            case .select: return "select"
            case .reset: return "reset"
            case .advance(let dt): return "advance \(dt)"
            }
        }
    }

    struct Setup: CustomStringConvertible {
        var count: Int, options: DeckOptions
        var description: String {
            "count \(count) visible \(options.visibleCount) \(options.layout) loops \(options.loops) "
                + "dirs \(options.allowedDirections) follows \(options.backgroundFollowsDrag)"
        }
    }

    static func setup(_ rng: inout SplitMix64) -> Setup {
        var o = DeckOptions()
        o.visibleCount = Int.random(in: 1...5, using: &rng)
        o.layout = StackLayoutKind.allCases.randomElement(using: &rng)!
        o.loops = Bool.random(using: &rng)
        o.backgroundFollowsDrag = Int.random(in: 0..<4, using: &rng) != 0
        o.allowedDirections = [[.left, .right], SwipeDirection.cardinal, SwipeDirection.allCases, [.up]]
            .randomElement(using: &rng)!
        let count =
            Int.random(in: 0..<5, using: &rng) == 0
            ? [1_000_000, 500, 64].randomElement(using: &rng)! : Int.random(in: 0...8, using: &rng)
        return Setup(count: count, options: o)
    }

    static func step(_ rng: inout SplitMix64, viewport: Size, held: [PointerID: Vector2]) -> Step {
        let pointers: [PointerID] = [
            .mouse, .finger(touch: 1, finger: 0), .finger(touch: 1, finger: 1), .finger(touch: 2, finger: 0),
        ]
        func somewhere() -> Vector2 {
            // Mostly on or near the card, sometimes anywhere (and a little outside the window).
            let card = CardFrame.rect(in: viewport)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                return Vector2(
                    Double.random(in: -50...(viewport.width + 50), using: &rng),
                    Double.random(in: -50...(viewport.height + 50), using: &rng))
            }
            return Vector2(
                Double.random(in: card.minX...card.maxX, using: &rng),
                Double.random(in: card.minY...card.maxY, using: &rng))
        }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<12: return .pointer(.down, pointers.randomElement(using: &rng)!, somewhere())
        case 12..<45:
            let id = held.keys.randomElement(using: &rng) ?? pointers.randomElement(using: &rng)!
            let from = held[id] ?? somewhere()
            let reach = [5.0, 40, 200].randomElement(using: &rng)!
            return .pointer(
                .move, id,
                from
                    + Vector2(
                        Double.random(in: -reach...reach, using: &rng),
                        Double.random(in: -reach...reach, using: &rng)))
        case 45..<55:
            let id = held.keys.randomElement(using: &rng) ?? pointers.randomElement(using: &rng)!
            return .pointer(.up, id, held[id] ?? somewhere())
        case 55..<58:
            let id = held.keys.randomElement(using: &rng) ?? pointers.randomElement(using: &rng)!
            return .pointer(.cancel, id, held[id] ?? somewhere())
        case 58..<60: return .cancelAll
        case 60..<62:
            return .resize(
                Size(
                    width: Double(Int.random(in: 0...1600, using: &rng)),
                    height: Double(Int.random(in: 0...1200, using: &rng))))
        case 62..<67: return .swipe(SwipeDirection.allCases.randomElement(using: &rng)!)
        case 67..<71: return .undo
        case 71..<73: return .select
        case 73..<74: return .reset
        default:
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return .advance(0)
            case 1: return .advance(Double.random(in: 0.5...12, using: &rng)) // long stalls, stale pointers
            default: return .advance(Double.random(in: 0...0.1, using: &rng))
            }
        }
    }

    /// Runs one stream and checks the invariants after every step.
    static func check(seed: UInt64, steps: Int) {
        var rng = SplitMix64(seed: seed)
        let setup = setup(&rng)
        var c = DeckController(count: setup.count, viewport: Size(width: 800, height: 600), options: setup.options)
        var now = Double.random(in: 0...1000, using: &rng)
        c.advance(to: now)
        var held: [PointerID: Vector2] = [:]
        var log: [String] = []
        // Decisions seen through events, as a stack mirrored against the deck's history.
        var decided: [Int] = []
        var ranOuts = 0

        for n in 0..<steps {
            let step = Self.step(&rng, viewport: c.viewport, held: held)
            log.append(step.description)
            func context() -> Comment { "seed \(seed) (\(setup)) step \(n): \(log.suffix(12).joined(separator: "; "))" }
            var endsGesture: PointerID?
            switch step {
            case .pointer(let phase, let id, let p):
                now += Double.random(in: 0...0.02, using: &rng)
                let owner = c.gesture.pointer
                c.handle(.pointer(PointerEvent(phase, id, at: p)), at: now)
                switch phase {
                case .down: held[id] = p
                case .move: if held[id] != nil { held[id] = p }
                case .up, .cancel: held[id] = nil; if owner == id { endsGesture = id }
                }
            case .cancelAll:
                c.handle(.cancelAll, at: now); held = [:]
                #expect(!c.gesture.isTracking, context())
            case .resize(let size):
                c.handle(.resize(size), at: now)
                #expect(!c.gesture.isTracking && c.viewport == size, context())
            case .swipe(let d): c.swipe(d)
            case .undo: c.undo()
            case .select: c.select()
            case .reset:
                c.reset(); decided = []
                #expect(c.deck.position == 0 && c.deck.history.isEmpty, context())
            case .advance(let dt): now += dt; c.advance(to: now)
            }
            if endsGesture != nil {
                #expect(!c.gesture.isTracking && !c.gesture.isDragging, context())
            }

            for event in c.takeEvents() {
                switch event {
                case .swiped(let i, _):
                    // Each card is decided at most once per pass unless undone.
                    if !setup.options.loops {
                        #expect(!decided.contains(i), "card \(i) decided twice; \(context())")
                    }
                    decided.append(i)
                case .undone(let i):
                    #expect(
                        decided.last == i, "undid \(i), last decided \(String(describing: decided.last)); \(context())")
                    decided.removeLast()
                case .flipped(let i, _):
                    #expect(i == c.deck.topIndex, "only the top card turns over; \(context())")
                case .ranOut:
                    ranOuts += 1
                    #expect(!setup.options.loops && c.deck.isExhausted, context())
                case .selected(let i):
                    #expect(i == c.deck.topIndex, context())
                case .progress(let overlay):
                    if let o = overlay { #expect(o.strength > 0 && o.strength <= 1, context()) }
                }
            }

            let deck = c.deck
            #expect(
                deck.position == decided.count, "position \(deck.position) vs \(decided.count) decisions; \(context())")
            #expect(deck.history.map(\.index) == Array(decided.suffix(deck.undoLimit)), context())
            #expect(deck.topIndex == (deck.isExhausted ? nil : deck.index(atPosition: deck.position)), context())
            if let last = deck.history.last {
                #expect(deck.index(atPosition: deck.position - 1) == last.index, context())
            }
            if c.gesture.isTracking { #expect(c.nextDeadline != nil, context()) }

            let scene = c.scene
            #expect(scene.isEmpty == deck.isExhausted, context())
            for card in scene.cards {
                #expect(
                    card.quad.isFinite && card.opacity.isFinite && card.opacity >= 0 && card.opacity <= 1,
                    "card \(card.index) \(card.quad) \(card.opacity); \(context())")
                #expect(card.index >= 0 && card.index < max(setup.count, 1), context())
                if let o = card.overlay {
                    #expect(o.strength.isFinite && o.strength >= 0 && o.strength <= 1, context())
                }
            }
            #expect(scene.cards.map(\.z) == Array(scene.cards.indices), context())
            let standing = scene.cards.filter { !$0.isFlying }.map(\.index)
            // A looping deck may show a card twice: one copy still fading out after an undo.
            if !setup.options.loops {
                #expect(Set(standing).count == standing.count, "duplicates \(standing); \(context())")
            }
            if let top = deck.topIndex {
                #expect(c.topSceneCard?.index == top, "top \(top) vs scene \(standing); \(context())")
                #expect(c.topCardQuad?.isFinite == true, context())
            } else {
                #expect(c.topCardQuad == nil, context())
            }
        }
        if setup.options.loops { #expect(ranOuts == 0, "seed \(seed)") }
        // Everything settles once input stops.
        c.handle(.cancelAll, at: now)
        c.run(until: now + 8, step: 0.05)
        #expect(
            !c.isAnimating,
            "seed \(seed) (\(setup)): still animating after 8 s; \(log.suffix(12).joined(separator: "; "))")
        #expect(!c.scene.cards.contains { $0.isFlying }, "seed \(seed)")
    }

    /// Steps per stream. 150.
    static let stepsPerStream = 150

    /// Streams to run: `SWIPEDECK_FUZZ_ENGINE_STREAMS` (`make fuzz` sets it), else 300.
    static var streamCount: Int {
        max(1, ProcessInfo.processInfo.environment["SWIPEDECK_FUZZ_ENGINE_STREAMS"].flatMap { Int($0) } ?? 300)
    }

    /// The one seed `SWIPEDECK_FUZZ_ENGINE_SEED` names (decimal), to rerun a failure alone.
    static var onlySeed: UInt64? {
        ProcessInfo.processInfo.environment["SWIPEDECK_FUZZ_ENGINE_SEED"].flatMap { UInt64($0) }
    }

    @Test func randomStreamsKeepTheInvariants() async {
        if let seed = Self.onlySeed {
            Self.check(seed: seed, steps: Self.stepsPerStream)
            return
        }
        await propertyCheck(count: Self.streamCount, input: Gen.uint64(in: 0 ... .max)) { seed in
            Self.check(seed: seed, steps: Self.stepsPerStream)
        }
    }
}
