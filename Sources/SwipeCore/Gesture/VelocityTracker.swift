/// Estimates a pointer's velocity from its recent samples by a least-squares line fit.
///
/// Event timestamps have 1 ms resolution and several samples may share one, so two samples are not
/// enough: the fit uses every sample of the last `window` seconds. A pointer held still before release
/// has no samples in the window but the release itself, and so no velocity: holding, then letting go,
/// is not a flick.
public struct VelocityTracker: Hashable, Sendable {
    /// How far back samples count, seconds. Default 0.08 (80 ms).
    public var window: Double
    /// Below this span between the oldest and newest sample in the window, the estimate is zero,
    /// seconds. Default 0.005 (5 ms): a 1 px jitter over 1 ms is not a 1000 px/s flick.
    public var minimumSpan: Double
    private var samples: [(time: Double, position: Vector2)] = []

    public init(window: Double = 0.08, minimumSpan: Double = 0.005) {
        self.window = window; self.minimumSpan = minimumSpan
    }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Adds a sample; samples older than `window` before it are dropped. Out-of-order times are clamped
    /// to the newest time seen.
    public mutating func add(_ position: Vector2, at time: Double) {
        let t = max(time, samples.last?.time ?? time)
        samples.append((t, position))
        let cutoff = t - window
        if let firstKept = samples.firstIndex(where: { $0.time >= cutoff }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// Velocity at `time`, pixels per second: the slope of the best line through the samples of
    /// the window that ends at `time`. Zero with fewer than two distinct times.
    public func velocity(at time: Double) -> Vector2 {
        let recent = samples.filter { $0.time >= time - window && $0.time <= time + 1e-9 }
        guard let first = recent.first, let last = recent.last, last.time - first.time >= minimumSpan else {
            return .zero
        }
        let n = Double(recent.count)
        let meanT = recent.reduce(0) { $0 + $1.time } / n
        let meanP = recent.reduce(Vector2.zero) { $0 + $1.position } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in recent {
            let dt = s.time - meanT
            stt += dt * dt
            stx += dt * (s.position.x - meanP.x)
            sty += dt * (s.position.y - meanP.y)
        }
        guard stt > 0 else { return .zero }
        return Vector2(stx / stt, sty / stt)
    }

    public static func == (a: VelocityTracker, b: VelocityTracker) -> Bool {
        a.window == b.window && a.minimumSpan == b.minimumSpan && a.samples.count == b.samples.count
            && zip(a.samples, b.samples).allSatisfy { $0.time == $1.time && $0.position == $1.position }
    }
    public func hash(into h: inout Hasher) { h.combine(window); h.combine(samples.count) }
}
