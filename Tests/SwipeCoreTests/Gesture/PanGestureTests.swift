import SwipeCore
import Testing

@Suite struct PanGestureTests {
    let finger = PointerID.finger(touch: 1, finger: 7)

    @Test func pressAndReleaseWithinSlopIsATap() {
        var pan = PanGesture()
        #expect(pan.handle(PointerEvent(.down, at: Vector2(100, 100)), at: 0) == .none)
        #expect(pan.isTracking && !pan.isDragging && pan.state == .possible)
        #expect(pan.handle(PointerEvent(.move, at: Vector2(108, 100)), at: 0.01) == .none) // exactly the slop
        #expect(pan.handle(PointerEvent(.up, at: Vector2(106, 104)), at: 0.02) == .tapped(position: Vector2(106, 104)))
        #expect(!pan.isTracking && pan.state == .failed)
    }

    @Test func movingPastSlopBeginsThenChangesThenEnds() {
        var pan = PanGesture()
        _ = pan.handle(PointerEvent(.down, at: Vector2(100, 100)), at: 0)
        #expect(
            pan.handle(PointerEvent(.move, at: Vector2(108.01, 100)), at: 0.01)
                == .began(anchor: Vector2(100, 100), position: Vector2(108.01, 100)))
        #expect(pan.state == .began && pan.isDragging)
        #expect(
            pan.handle(PointerEvent(.move, at: Vector2(120, 100)), at: 0.02) == .changed(position: Vector2(120, 100)))
        #expect(pan.state == .changed)
        let out = pan.handle(PointerEvent(.up, at: Vector2(130, 100)), at: 0.03)
        guard case .ended(let position, let velocity) = out else { Issue.record("expected .ended, got \(out)"); return }
        #expect(position == Vector2(130, 100))
        #expect(velocity.x > 900 && velocity.x < 1600 && velocity.y == 0)
        #expect(pan.state == .ended && !pan.isTracking)
        // Transient: the next event starts from .possible.
        _ = pan.handle(PointerEvent(.move, at: Vector2(0, 0)), at: 0.04)
        #expect(pan.state == .possible)
    }

    @Test func slopIsConfigurable() {
        var pan = PanGesture(slop: 20)
        _ = pan.handle(PointerEvent(.down, at: .zero), at: 0)
        #expect(pan.handle(PointerEvent(.move, at: Vector2(12, 12)), at: 0.01) == .none) // 16.97 px
        #expect(pan.handle(PointerEvent(.move, at: Vector2(15, 15)), at: 0.02) != .none) // 21.2 px
    }

    @Test func aSecondPointerIsIgnoredWhileOneDrags() {
        var pan = PanGesture()
        _ = pan.handle(PointerEvent(.down, at: Vector2(100, 100)), at: 0)
        _ = pan.handle(PointerEvent(.move, at: Vector2(150, 100)), at: 0.01)
        let before = pan
        #expect(pan.handle(PointerEvent(.down, finger, at: Vector2(300, 300)), at: 0.02) == .none)
        #expect(pan.handle(PointerEvent(.move, finger, at: Vector2(400, 300)), at: 0.03) == .none)
        #expect(pan.handle(PointerEvent(.up, finger, at: Vector2(400, 300)), at: 0.04) == .none)
        #expect(pan.handle(PointerEvent(.cancel, finger, at: Vector2(400, 300)), at: 0.05) == .none)
        #expect(pan.pointer == .mouse && pan.isDragging && pan.position == Vector2(150, 100))
        #expect(pan.anchor == before.anchor && pan.lastEventTime == before.lastEventTime)
        #expect(
            pan.handle(PointerEvent(.move, at: Vector2(160, 100)), at: 0.06) == .changed(position: Vector2(160, 100)))
    }

    @Test func cancelEndsTracking() {
        var pan = PanGesture()
        _ = pan.handle(PointerEvent(.down, finger, at: Vector2(0, 0)), at: 0)
        _ = pan.handle(PointerEvent(.move, finger, at: Vector2(30, 0)), at: 0.01)
        #expect(pan.handle(PointerEvent(.cancel, finger, at: Vector2(30, 0)), at: 0.02) == .cancelled)
        #expect(pan.state == .cancelled && !pan.isTracking)
        // Cancel of a held but not dragging pointer: nothing to undo, but tracking stops.
        _ = pan.handle(PointerEvent(.down, at: Vector2(0, 0)), at: 1)
        #expect(pan.cancel() == .none)
        #expect(!pan.isTracking && pan.state == .failed)
        #expect(pan.cancel() == .none)
    }

    @Test func aPressOffTheTargetFails() {
        var pan = PanGesture()
        #expect(pan.handle(PointerEvent(.down, at: Vector2(0, 0)), at: 0, startsOnTarget: false) == .none)
        #expect(pan.state == .failed && !pan.isTracking)
        #expect(pan.handle(PointerEvent(.move, at: Vector2(100, 0)), at: 0.01) == .none)
        #expect(pan.handle(PointerEvent(.up, at: Vector2(100, 0)), at: 0.02) == .none)
        #expect(!pan.isTracking && !pan.isDragging)
    }

    @Test func holdThenReleaseHasNoVelocity() {
        var pan = PanGesture()
        _ = pan.handle(PointerEvent(.down, at: Vector2(0, 0)), at: 0)
        for i in 1...10 { _ = pan.handle(PointerEvent(.move, at: Vector2(Double(i) * 15, 0)), at: Double(i) * 0.01) }
        let out = pan.handle(PointerEvent(.up, at: Vector2(150, 0)), at: 0.3)
        #expect(out == .ended(position: Vector2(150, 0), velocity: .zero))
    }
}
