/// A value moving on a spring: where it is and how fast it goes.
///
/// `advanced(by:toward:with:)` solves the oscillator in closed form, so stepping 1/30 s twice gives
/// exactly what stepping 1/60 s four times gives: frame-rate independent by construction.
public struct SpringState: Hashable, Sendable {
    /// Current value (pixels, radians, a scale or a slot: whatever is animated).
    public var value: Double
    /// Current rate of change, value units per second.
    public var velocity: Double

    public init(value: Double, velocity: Double = 0) { self.value = value; self.velocity = velocity }

    /// The state `dt` seconds later when pulled toward `target` by `spring`. `dt` ≤ 0 changes nothing.
    public func advanced(by dt: Double, toward target: Double, with spring: Spring) -> SpringState {
        guard dt > 0 else { return self }
        let x0 = value - target, v0 = velocity
        let w0 = spring.naturalFrequency, zeta = spring.dampingRatio
        let x: Double, v: Double
        if abs(zeta - 1) < 1e-6 {
            let e = exp(-w0 * dt)
            let b = v0 + w0 * x0
            x = e * (x0 + b * dt)
            v = e * (v0 - w0 * b * dt)
        } else if zeta < 1 {
            let a = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-a * dt), cs = cos(wd * dt), sn = sin(wd * dt)
            x = e * (x0 * cs + (v0 + a * x0) / wd * sn)
            v = e * (v0 * cs - (a * v0 + w0 * w0 * x0) / wd * sn)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = exp(r1 * dt), e2 = exp(r2 * dt)
            x = c1 * e1 + c2 * e2
            v = c1 * r1 * e1 + c2 * r2 * e2
        }
        return SpringState(value: target + x, velocity: v)
    }

    /// Whether the value is within `tolerance` of `target` and its speed below `tolerance` per second.
    public func isSettled(at target: Double, tolerance: Double) -> Bool {
        abs(value - target) <= tolerance && abs(velocity) <= tolerance
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
