import Glibc
import SwipeCore
import Testing

/// Integrates m·x″ + c·x′ + k·(x − target) = 0 with RK4 in tiny steps: an independent reference.
func integrate(_ s0: SpringState, toward target: Double, spring: Spring, for duration: Double, step: Double = 1e-4)
    -> SpringState
{
    var x = s0.value - target, v = s0.velocity
    func acc(_ x: Double, _ v: Double) -> Double { -(spring.stiffness * x + spring.damping * v) / spring.mass }
    let n = Int((duration / step).rounded())
    let h = duration / Double(n)
    for _ in 0..<n {
        let k1x = v, k1v = acc(x, v)
        let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return SpringState(value: target + x, velocity: v)
}

@Suite struct SpringTests {
    @Test func popTenTwentyMatchesFacebookPop() {
        let s = Spring.pop(bounciness: 10, speed: 20)
        #expect(abs(s.stiffness - 512) <= 1)
        #expect(abs(s.damping - 26.7) <= 0.2)
        #expect(abs(s.dampingRatio - 0.59) <= 0.01)
        #expect(s.mass == 1)
        #expect(abs(s.naturalFrequency - 512.0.squareRoot()) <= 0.03)
    }

    @Test func popOvershootsThenSettles() {
        let s = Spring.pop(bounciness: 10, speed: 20)
        var state = SpringState(value: 100)
        var minimum = 100.0, crossedAt: Double?
        var t = 0.0
        while t < 0.6 - 1e-9 {
            state = state.advanced(by: 0.001, toward: 0, with: s)
            t += 0.001
            minimum = min(minimum, state.value)
            if crossedAt == nil, state.value < 0 { crossedAt = t }
        }
        // Textbook overshoot of an underdamped oscillator released at rest: e^(−πζ/√(1−ζ²)).
        let zeta = s.dampingRatio
        let expected = 100 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        #expect(crossedAt != nil)
        #expect(abs(-minimum - expected) < 0.05, "overshoot \(-minimum) px, expected \(expected)")
        #expect(-minimum > 5, "a visible overshoot")
        #expect(abs(state.value) < 0.5 && abs(state.velocity) < 20, "settled by 0.6 s: \(state)")
        // …and stays settled.
        for k in 1...100 {
            #expect(abs(state.advanced(by: Double(k) * 0.01, toward: 0, with: s).value) < 0.5)
        }
    }

    @Test func criticallyDampedNeverOvershoots() {
        let s = Spring.criticallyDamped(stiffness: 512)
        #expect(abs(s.dampingRatio - 1) < 1e-12)
        var state = SpringState(value: 100), previous = 100.0
        for _ in 0..<2000 {
            state = state.advanced(by: 0.001, toward: 0, with: s)
            #expect(state.value >= 0 && state.value <= previous)
            previous = state.value
        }
        #expect(state.value < 0.01)
    }

    @Test func durationAndBounceForm() {
        for (d, bounce) in [(0.35, 0.1), (0.5, 0.3), (1.0, 0.0), (0.2, -0.5)] {
            let s = Spring(duration: d, bounce: bounce)
            let k = pow(2 * Double.pi / d, 2)
            #expect(abs(s.stiffness - k) <= 1e-9 * k)
            #expect(abs(s.dampingRatio - (1 - bounce)) <= 1e-12)
            #expect(s.mass == 1)
        }
    }

    @Test(arguments: [
        Spring.pop(bounciness: 10, speed: 20), Spring.criticallyDamped(stiffness: 300),
        Spring(stiffness: 200, damping: 60), Spring(stiffness: 90, damping: 4, mass: 2),
        Spring(stiffness: 50, damping: 0),
    ])
    func closedFormMatchesIntegration(spring: Spring) {
        for (x0, v0) in [(100.0, 0.0), (-40.0, 900.0), (0.0, -1500.0)] {
            for duration in [0.016, 0.1, 0.37, 1.2] {
                let closed = SpringState(value: x0 + 7, velocity: v0).advanced(by: duration, toward: 7, with: spring)
                let numeric = integrate(
                    SpringState(value: x0 + 7, velocity: v0), toward: 7, spring: spring, for: duration)
                #expect(abs(closed.value - numeric.value) < 1e-6, "x0 \(x0) v0 \(v0) t \(duration)")
                #expect(abs(closed.velocity - numeric.velocity) < 1e-4)
            }
        }
    }

    @Test(arguments: [
        Spring.pop(bounciness: 10, speed: 20), Spring(duration: 0.35, bounce: 0.1),
        Spring.pop(bounciness: 18, speed: 12), Spring(stiffness: 100, damping: 40),
    ])
    func sameTrajectoryAtAnyFrameRate(spring: Spring) {
        let start = SpringState(value: 100, velocity: -800)
        func sampled(steps: [Double]) -> [(Double, Double)] {
            var s = start, t = 0.0, out: [(Double, Double)] = []
            for dt in steps { s = s.advanced(by: dt, toward: 0, with: spring); t += dt; out.append((t, s.value)) }
            return out
        }
        var rng = SplitMix64(seed: 2024)
        let jittered = (0..<300).map { _ in Double.random(in: 0.001...0.05, using: &rng) }
        for steps in [
            Array(repeating: 1.0 / 30, count: 45), Array(repeating: 1.0 / 60, count: 90),
            Array(repeating: 1.0 / 144, count: 216), jittered,
        ] {
            for (t, value) in sampled(steps: steps) {
                let direct = start.advanced(by: t, toward: 0, with: spring).value
                #expect(abs(value - direct) < 0.5)
                #expect(abs(value - direct) < 1e-6, "closed form composes exactly")
            }
        }
    }

    @Test func nonPositiveStepChangesNothing() {
        let s = SpringState(value: 3, velocity: 4)
        #expect(s.advanced(by: 0, toward: 0, with: .criticallyDamped(stiffness: 100)) == s)
        #expect(s.advanced(by: -1, toward: 0, with: .criticallyDamped(stiffness: 100)) == s)
    }

    @Test func settling() {
        #expect(SpringState(value: 10.04, velocity: -0.04).isSettled(at: 10, tolerance: 0.05))
        #expect(!SpringState(value: 10.06, velocity: 0).isSettled(at: 10, tolerance: 0.05))
        #expect(!SpringState(value: 10, velocity: 0.06).isSettled(at: 10, tolerance: 0.05))
    }
}
