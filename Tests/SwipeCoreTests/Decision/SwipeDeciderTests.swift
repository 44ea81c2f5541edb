import SwipeCore
import Testing

@Suite struct SwipeDeciderTests {
    let decider = SwipeDecider(allowed: [.left, .right], cardSize: Size(width: 300, height: 400))

    @Test func thresholdDistances() {
        let all = SwipeDecider(allowed: SwipeDirection.allCases, cardSize: Size(width: 300, height: 400))
        #expect(abs(all.thresholdDistance(.right) - 90) < 1e-9)
        #expect(abs(all.thresholdDistance(.left) - 90) < 1e-9)
        #expect(abs(all.thresholdDistance(.up) - 120) < 1e-9)
        #expect(abs(all.thresholdDistance(.down) - 120) < 1e-9)
        // On a diagonal the threshold point lies on the ellipse with semi-axes 90 and 120.
        let r = all.thresholdDistance(.downRight)
        let p = SwipeDirection.downRight.unitVector * r
        #expect(abs((p.x / 90) * (p.x / 90) + (p.y / 120) * (p.y / 120) - 1) < 1e-12)
    }

    @Test func unitVectors() {
        for d in SwipeDirection.allCases { #expect(abs(d.unitVector.length - 1) < 1e-12) }
        #expect(SwipeDirection.up.unitVector == Vector2(0, -1))
        #expect(SwipeDirection.upRight.unitVector.x > 0 && SwipeDirection.upRight.unitVector.y < 0)
        #expect(Set(SwipeDirection.cardinal + SwipeDirection.diagonals) == Set(SwipeDirection.allCases))
    }

    @Test func progressIsProjectionOverThreshold() {
        #expect(abs(decider.progress(Vector2(45, 30), toward: .right) - 0.5) < 1e-12)
        #expect(abs(decider.progress(Vector2(45, 30), toward: .left) + 0.5) < 1e-12)
        #expect(abs(decider.progress(Vector2(180, 0), toward: .right) - 2) < 1e-12)
    }

    @Test func dominantLean() {
        let half = decider.dominant(Vector2(45, 0))
        #expect(half?.direction == .right && abs((half?.strength ?? 0) - 0.5) < 1e-12)
        #expect(decider.dominant(Vector2(-200, 0)) == CardOverlay(direction: .left, strength: 1))
        #expect(decider.dominant(Vector2(0, 50)) == nil)
        #expect(decider.dominant(.zero) == nil)
    }

    @Test func thresholdSwipes() {
        #expect(decider.decide(translation: Vector2(90, 0), velocity: .zero) == .right)
        #expect(decider.decide(translation: Vector2(-90, 40), velocity: .zero) == .left)
        #expect(decider.decide(translation: Vector2(89.9, 0), velocity: .zero) == nil)
        // Past the threshold, even a velocity back toward the centre does not keep it.
        #expect(decider.decide(translation: Vector2(120, 0), velocity: Vector2(-3000, 0)) == .right)
        // Not an allowed direction.
        #expect(decider.decide(translation: Vector2(0, -300), velocity: Vector2(0, -3000)) == nil)
    }

    @Test func flicks() {
        #expect(decider.decide(translation: Vector2(30, 0), velocity: Vector2(1000, 0)) == .right)
        #expect(decider.decide(translation: Vector2(30, 0), velocity: Vector2(999, 0)) == nil)
        #expect(decider.decide(translation: Vector2(-10, 5), velocity: Vector2(-1500, 900)) == .left)
        // Against the drag: no swipe either way.
        #expect(decider.decide(translation: Vector2(30, 0), velocity: Vector2(-2000, 0)) == nil)
        #expect(decider.decide(translation: Vector2(-30, 0), velocity: Vector2(2000, 0)) == nil)
        // A diagonal flick counts only its component along an allowed direction.
        #expect(decider.decide(translation: Vector2(30, 30), velocity: Vector2(900, 900)) == nil)
        let withFlick = SwipeDecider(allowed: [.right], flickSpeed: 750, cardSize: Size(width: 300, height: 400))
        #expect(withFlick.decide(translation: Vector2(5, 0), velocity: Vector2(760, 0)) == .right)
    }
}
