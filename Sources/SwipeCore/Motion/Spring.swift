/// A damped harmonic oscillator: stiffness k, damping c and mass m, as in `m·x″ + c·x′ + k·x = 0`.
///
/// Three ways to build one:
/// ```swift
/// let physical = Spring(stiffness: 512, damping: 26.7, mass: 1)
/// let pop = Spring.pop(bounciness: 10, speed: 20)   // facebook/pop's POPSpringAnimation: k ≈ 512, c ≈ 26.7
/// let friendly = Spring(duration: 0.4, bounce: 0.3)  // SwiftUI's form
/// ```
/// Motion along a spring is solved in closed form (`SpringState.advanced(by:toward:with:)`), so the
/// trajectory is the same at any frame rate.
public struct Spring: Hashable, Sendable {
    /// Stiffness k, N/m in spirit (pixels and seconds in practice); > 0.
    public var stiffness: Double
    /// Damping c, per second; ≥ 0.
    public var damping: Double
    /// Mass m; > 0. Default 1.
    public var mass: Double

    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        precondition(stiffness > 0 && mass > 0 && damping >= 0, "a spring needs stiffness > 0, mass > 0, damping ≥ 0")
        self.stiffness = stiffness; self.damping = damping; self.mass = mass
    }

    /// SwiftUI's `Spring(duration:bounce:)`: k = (2π / duration)², damping ratio = 1 − bounce.
    /// - Parameters:
    ///   - duration: perceptual period, seconds (> 0).
    ///   - bounce: 0 is critically damped (no overshoot), toward 1 bouncier; negative is overdamped. −1…<1.
    public init(duration: Double, bounce: Double) {
        let k = pow(2 * Double.pi / duration, 2)
        let ratio = 1 - bounce
        self.init(stiffness: k, damping: 2 * ratio * k.squareRoot(), mass: 1)
    }

    /// A critically damped spring (no overshoot) of stiffness `k`.
    public static func criticallyDamped(stiffness k: Double) -> Spring {
        Spring(stiffness: k, damping: 2 * k.squareRoot(), mass: 1)
    }

    /// facebook/pop's spring from bounciness and speed (both 0…20 in practice; pop's defaults are 4 and 12).
    /// `b' = 0.8·(b/1.7)/20`, `s' = (s/1.7)/20`, `t = 0.5 + s'·199.5`,
    /// `f = lerp(2b' − b'², noBounce(t), 0.01)`, `tension = 194 + (t − 30)·3.62`, `friction = 25 + (f − 8)·3`.
    public static func pop(bounciness: Double, speed: Double) -> Spring {
        let b = normalize(bounciness / 1.7, 0, 20) * 0.8
        let s = normalize(speed / 1.7, 0, 20)
        let tension = project(s, 0.5, 200)
        let friction = quadraticOutInterpolation(b, noBounce(tension), 0.01)
        return Spring(
            stiffness: Spring.tension(fromOrigamiValue: tension),
            damping: Spring.friction(fromOrigamiValue: friction), mass: 1)
    }

    /// Damping ratio ζ = c / (2·√(k·m)): below 1 overshoots, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// Undamped angular frequency ω₀ = √(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    // MARK: pop's Origami conversions (POPAnimationExtras.mm)
    private static func normalize(_ v: Double, _ start: Double, _ end: Double) -> Double { (v - start) / (end - start) }
    private static func project(_ n: Double, _ start: Double, _ end: Double) -> Double { start + n * (end - start) }
    private static func linear(_ t: Double, _ start: Double, _ end: Double) -> Double { t * end + (1 - t) * start }
    private static func quadraticOutInterpolation(_ t: Double, _ start: Double, _ end: Double) -> Double {
        linear(2 * t - t * t, start, end)
    }
    private static func b3Nobounce(_ t: Double) -> Double {
        if t <= 18 { return 0.0007 * pow(t, 3) - 0.031 * pow(t, 2) + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * pow(t, 3) - 0.006 * pow(t, 2) + 0.36 * t + 2 }
        return 0.00000045 * pow(t, 3) - 0.000332 * pow(t, 2) + 0.1078 * t + 5.84
    }
    private static func noBounce(_ tension: Double) -> Double {
        if tension == 0 { return 0 }
        if tension <= 18 { return b3Nobounce(tension) }
        return b3Nobounce(tension)
    }
    private static func tension(fromOrigamiValue v: Double) -> Double { v == 0 ? 0 : (v - 30) * 3.62 + 194 }
    private static func friction(fromOrigamiValue v: Double) -> Double { v == 0 ? 0 : (v - 8) * 3 + 25 }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
