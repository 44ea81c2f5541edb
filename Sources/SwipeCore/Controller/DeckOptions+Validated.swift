/// Clamping every engine option into its range, so that any `DeckOptions` a program builds is safe.
extension DeckOptions {
    /// A copy with every field in its range: numbers clamped to their `…Range` (NaN takes the
    /// default, ±infinity the nearer bound), directions without duplicates (none: the default),
    /// springs and the drag style made usable (`Spring.clamped`, `DragStyle.clamped`).
    /// `DeckController` validates the options it is given.
    public var validated: DeckOptions {
        let d = DeckOptions.defaults
        var o = self
        o.visibleCount = visibleCount.clamped(to: Self.visibleCountRange)
        var directions: [SwipeDirection] = []
        for direction in allowedDirections where !directions.contains(direction) { directions.append(direction) }
        o.allowedDirections = directions.isEmpty ? d.allowedDirections : directions
        o.thresholdFraction = thresholdFraction.clamped(to: Self.thresholdFractionRange, nan: d.thresholdFraction)
        o.flickSpeed = flickSpeed.clamped(to: Self.speedRange, nan: d.flickSpeed)
        o.drag = drag.clamped
        o.slop = slop.clamped(to: Self.slopRange, nan: d.slop)
        o.resetSpring = resetSpring.clamped(nan: d.resetSpring)
        o.undoSpring = undoSpring.clamped(nan: d.undoSpring)
        o.flipSpring = flipSpring.clamped(nan: d.flipSpring)
        o.minimumFlySpeed = minimumFlySpeed.clamped(to: Self.flySpeedRange, nan: d.minimumFlySpeed)
        o.commandFlySpeed = commandFlySpeed.clamped(to: Self.flySpeedRange, nan: d.commandFlySpeed)
        o.staleTimeout = staleTimeout.clamped(to: Self.staleTimeoutRange, nan: d.staleTimeout)
        o.undoLimit = undoLimit.clamped(to: Self.undoLimitRange)
        o.settleTolerance = settleTolerance.clamped(to: Self.settleToleranceRange, nan: d.settleTolerance)
        o.textScale = textScale.clamped(to: Self.textScaleRange, nan: d.textScale)
        if reducedMotion {
            o.drag.maxRotation = 0
            o.drag.minScale = 1
            o.resetSpring = Self.reducedMotionSpring
            o.undoSpring = Self.reducedMotionSpring
        }
        return o
    }
}

extension Spring {
    /// Stiffness accepted by `clamped`: 1…100,000.
    public static let stiffnessRange = 1.0...100_000.0
    /// Damping accepted by `clamped`: 0…10,000 per second.
    public static let dampingRange = 0.0...10_000.0
    /// Mass accepted by `clamped`: 0.01…100.
    public static let massRange = 0.01...100.0

    /// This spring with stiffness, damping and mass in their ranges; a NaN field takes `nan`'s.
    public func clamped(nan fallback: Spring) -> Spring {
        var s = self
        s.stiffness = stiffness.clamped(to: Self.stiffnessRange, nan: fallback.stiffness)
        s.damping = damping.clamped(to: Self.dampingRange, nan: fallback.damping)
        s.mass = mass.clamped(to: Self.massRange, nan: fallback.mass)
        return s
    }
}

extension DragStyle {
    /// Largest rotation at one card width, radians: π/2 either way.
    public static let maxRotationRange = -Double.pi / 2...Double.pi / 2
    /// Scale at one card width: 0.1…1.
    public static let minScaleRange = 0.1...1.0

    /// This style with the rotation and scale in their ranges (NaN: the default's).
    public var clamped: DragStyle {
        let d = DragStyle()
        var s = self
        s.maxRotation = maxRotation.clamped(to: Self.maxRotationRange, nan: d.maxRotation)
        s.minScale = minScale.clamped(to: Self.minScaleRange, nan: d.minScale)
        return s
    }
}

extension Comparable {
    /// The value within `range`: below it the lower bound, above it the upper.
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}

extension Double {
    /// The value within `range` (±infinity the nearer bound), or `nan` when it is NaN.
    public func clamped(to range: ClosedRange<Double>, nan: Double) -> Double { isNaN ? nan : clamped(to: range) }
}
