import PropertyBased
import SwipeCore
import Testing

/// `DeckOptions.validated` brings every field into its range, so no option a program sets can trap
/// or stall the engine: numbers (NaN, ±infinity, huge, zero, negative), whole numbers, directions,
/// springs and the drag style.
@Suite struct DeckOptionsValidatedTests {
    /// Values no field should take as they are.
    static let wild: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, -1, 1e-300, 1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]

    typealias Field = (name: String, path: WritableKeyPath<DeckOptions, Double>, range: ClosedRange<Double>)
    static var numbers: [Field] {
        [
            ("thresholdFraction", \.thresholdFraction, DeckOptions.thresholdFractionRange),
            ("flickSpeed", \.flickSpeed, DeckOptions.speedRange),
            ("slop", \.slop, DeckOptions.slopRange),
            ("minimumFlySpeed", \.minimumFlySpeed, DeckOptions.flySpeedRange),
            ("commandFlySpeed", \.commandFlySpeed, DeckOptions.flySpeedRange),
            ("staleTimeout", \.staleTimeout, DeckOptions.staleTimeoutRange),
            ("settleTolerance", \.settleTolerance, DeckOptions.settleToleranceRange),
            ("drag.maxRotation", \.drag.maxRotation, DragStyle.maxRotationRange),
            ("drag.minScale", \.drag.minScale, DragStyle.minScaleRange),
            ("resetSpring.stiffness", \.resetSpring.stiffness, Spring.stiffnessRange),
            ("undoSpring.damping", \.undoSpring.damping, Spring.dampingRange),
            ("flipSpring.mass", \.flipSpring.mass, Spring.massRange),
        ]
    }

    @Test(arguments: numbers.indices)
    func numbersAreClampedAndNaNTakesTheDefault(field: Int) {
        let (name, path, range) = Self.numbers[field]
        for value in Self.wild {
            var o = DeckOptions()
            o[keyPath: path] = value
            let v = o.validated[keyPath: path]
            #expect(range.contains(v), "\(name) = \(value) gave \(v), outside \(range)")
            if value.isNaN { #expect(v == DeckOptions.defaults[keyPath: path], "\(name) = nan takes the default") }
            if value == .infinity { #expect(v == range.upperBound, "\(name) = inf") }
        }
        #expect(
            DeckOptions.defaults.validated[keyPath: path] == DeckOptions.defaults[keyPath: path],
            "\(name)'s default is in range")
    }

    @Test(arguments: [Int.min, -1, 0, 1, 6, Int.max])
    func wholeNumbersAreClamped(value: Int) {
        var o = DeckOptions()
        o.visibleCount = value
        o.undoLimit = value
        let v = o.validated
        #expect(DeckOptions.visibleCountRange.contains(v.visibleCount))
        #expect(DeckOptions.undoLimitRange.contains(v.undoLimit))
        #expect(v.undoLimit == min(max(value, 0), DeckOptions.undoLimitRange.upperBound))
    }

    @Test func directionsAreNeverEmptyNorRepeated() {
        var o = DeckOptions()
        o.allowedDirections = []
        #expect(o.validated.allowedDirections == DeckOptions.defaults.allowedDirections)
        o.allowedDirections = [.up, .left, .up, .left, .down]
        #expect(o.validated.allowedDirections == [.up, .left, .down])
    }

    /// An undo limit of −1 used to trap in `DeckState` on the first swipe.
    @Test func aNegativeUndoLimitDoesNotTrap() {
        var o = DeckOptions()
        o.undoLimit = -1
        var c = DeckController(count: 3, viewport: Size(width: 800, height: 600), options: o)
        let swiped = c.swipe(.right)
        #expect(swiped)
        let undone = c.undo()
        #expect(!undone, "nothing can be undone with a limit of 0")
        #expect(c.options.undoLimit == 0)
    }

    /// Options with every number drawn from `wild` (or a random value), then swipes, a drag, undos and
    /// six seconds of frames: no trap, and every corner of every card finite.
    @Test func wildOptionsNeverTrap() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0 ... .max)) { seed in
            var rng = SplitMix64(seed: seed)
            var o = DeckOptions()
            for field in Self.numbers {
                o[keyPath: field.path] =
                    Bool.random(using: &rng)
                    ? Self.wild.randomElement(using: &rng)! : Double.random(in: -1e6...1e6, using: &rng)
            }
            o.visibleCount = [Int.min, -1, 0, 3, 9, Int.max].randomElement(using: &rng)!
            o.undoLimit = [Int.min, -1, 0, 2, Int.max].randomElement(using: &rng)!
            o.allowedDirections = [[], [.up, .up], SwipeDirection.allCases].randomElement(using: &rng)!
            o.loops = Bool.random(using: &rng)
            var c = DeckController(count: 4, viewport: Size(width: 800, height: 600), options: o)
            c.advance(to: 0)
            _ = c.swipe(c.options.allowedDirections[0])
            let card = c.cardRect
            drag(
                &c, from: card.center, to: card.center + Vector2(card.width, card.height / 3), steps: 6,
                duration: 0.1, startTime: 0.1)
            _ = c.undo()
            _ = c.select()
            c.run(until: 6)
            for sceneCard in c.scene.cards {
                #expect(sceneCard.quad.isFinite, "seed \(seed): \(sceneCard) with \(c.options)")
            }
        }
    }
}
