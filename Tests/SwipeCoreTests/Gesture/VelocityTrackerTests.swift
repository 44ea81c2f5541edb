import SwipeCore
import Testing

@Suite struct VelocityTrackerTests {
    @Test func constantVelocityIsExact() {
        var tracker = VelocityTracker()
        let v = Vector2(1200, -300)
        for i in 0...20 {
            let t = 1.0 + Double(i) * 0.008
            tracker.add(Vector2(10, 20) + v * (t - 1), at: t)
        }
        #expect(isClose(tracker.velocity(at: 1.16), v, 1e-6))
    }

    @Test func sharedMillisecondTimestamps() {
        // Samples every 0.4 ms, stamped to the millisecond: several share a stamp. The fit stays close.
        var tracker = VelocityTracker()
        let v = Vector2(-900, 400)
        var t = 0.0
        for _ in 0..<150 {
            t += 0.0004
            let stamp = (t * 1000).rounded(.down) / 1000
            tracker.add(v * t, at: stamp)
        }
        let estimate = tracker.velocity(at: (t * 1000).rounded(.down) / 1000)
        #expect(estimate.distance(to: v) < 0.03 * v.length, "\(estimate)")
    }

    @Test func onlyTheLastWindowCounts() {
        var tracker = VelocityTracker()
        for i in 0...50 { tracker.add(Vector2(0, 0), at: Double(i) * 0.002) } // still for 100 ms
        for i in 1...40 { tracker.add(Vector2(500 * Double(i) * 0.002, 0), at: 0.1 + Double(i) * 0.002) }
        #expect(isClose(tracker.velocity(at: 0.18), Vector2(500, 0), 1e-6))
    }

    @Test func holdingStillBeforeTheLastSampleIsNoVelocity() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(Vector2(Double(i) * 20, 0), at: Double(i) * 0.01) } // 2000 px/s
        tracker.add(Vector2(200, 0), at: 0.3) // 200 ms still, then the release sample
        #expect(tracker.velocity(at: 0.3) == .zero)
    }

    @Test func tooShortASpanIsNoVelocity() {
        var tracker = VelocityTracker()
        tracker.add(Vector2(0, 0), at: 1)
        tracker.add(Vector2(1, 0), at: 1.001)
        tracker.add(Vector2(2, 0), at: 1.004)
        #expect(tracker.velocity(at: 1.004) == .zero)
        tracker.add(Vector2(3, 0), at: 1.006)
        #expect(tracker.velocity(at: 1.006).x > 0)
    }

    @Test func outOfOrderTimesAreClampedAndResetForgets() {
        var tracker = VelocityTracker()
        tracker.add(Vector2(0, 0), at: 1)
        tracker.add(Vector2(10, 0), at: 1.01)
        tracker.add(Vector2(20, 0), at: 0.5) // treated as 1.01
        let v = tracker.velocity(at: 1.01)
        #expect(v.x.isFinite && v.x > 0)
        tracker.reset()
        #expect(tracker.velocity(at: 1.01) == .zero)
        #expect(tracker == VelocityTracker())
    }
}
