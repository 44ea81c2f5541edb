/// A card's pose springing back to rest: offset, angle and scale each on the same spring,
/// starting from the pose's current values and velocities.
struct PoseMotion: Hashable, Sendable {
    var x: SpringState, y: SpringState, angle: SpringState, scale: SpringState
    var anchor: Vector2
    var spring: Spring

    /// At rest: nothing to animate.
    static func rest(spring: Spring) -> PoseMotion {
        PoseMotion(
            x: .init(value: 0), y: .init(value: 0), angle: .init(value: 0), scale: .init(value: 1),
            anchor: .zero, spring: spring)
    }

    /// Starts at `pose` with `velocity` (px/s) and angle and scale rates (per second).
    init(from pose: CardPose, velocity: Vector2 = .zero, angleRate: Double = 0, scaleRate: Double = 0, spring: Spring) {
        self.init(
            x: .init(value: pose.offset.x, velocity: velocity.x), y: .init(value: pose.offset.y, velocity: velocity.y),
            angle: .init(value: pose.angle, velocity: angleRate), scale: .init(value: pose.scale, velocity: scaleRate),
            anchor: pose.anchor, spring: spring)
    }

    private init(
        x: SpringState, y: SpringState, angle: SpringState, scale: SpringState, anchor: Vector2, spring: Spring
    ) {
        self.x = x; self.y = y; self.angle = angle; self.scale = scale; self.anchor = anchor; self.spring = spring
    }

    var pose: CardPose {
        CardPose(offset: Vector2(x.value, y.value), angle: angle.value, scale: scale.value, anchor: anchor)
    }
    var velocity: Vector2 { Vector2(x.velocity, y.velocity) }

    mutating func advance(by dt: Double) {
        x = x.advanced(by: dt, toward: 0, with: spring)
        y = y.advanced(by: dt, toward: 0, with: spring)
        angle = angle.advanced(by: dt, toward: 0, with: spring)
        scale = scale.advanced(by: dt, toward: 1, with: spring)
    }

    /// Settled within `tolerance` pixels (angle and scale judged at a 100-pixel lever).
    func isSettled(tolerance: Double) -> Bool {
        x.isSettled(at: 0, tolerance: tolerance) && y.isSettled(at: 0, tolerance: tolerance)
            && angle.isSettled(at: 0, tolerance: tolerance / 100) && scale.isSettled(at: 1, tolerance: tolerance / 100)
    }

    /// Snaps exactly to rest (after settling, so the scene shows the resting card pixel-exact).
    mutating func snapToRest() {
        x = .init(value: 0); y = .init(value: 0); angle = .init(value: 0); scale = .init(value: 1)
    }
}

/// A card in the stack, keyed by its position (decisions since the start).
struct StackCard: Hashable, Sendable {
    /// Position in the sequence of cards (decisions since the start, across loops).
    var position: Int
    /// Index in the deck.
    var index: Int
    /// Where it sits: its slot, animated toward `position − deck.position`.
    var slot: SpringState
    /// Its pose relative to the slot (a card springing back, or coming back by undo).
    var motion: PoseMotion
    /// Leaving the stack downward (pushed out by an undo): fades out, then is removed.
    var isLeaving = false
    /// How far the card has turned over: 0 shows the front, 1 the back, animated toward `showsBack`.
    var flip = SpringState(value: 0)
    /// The side the card is turning to.
    var showsBack = false
}

/// A decided card flying off: it keeps its release velocity and spin until wholly outside the viewport.
struct FlyingCard: Hashable, Sendable {
    var position: Int
    var index: Int
    var direction: SwipeDirection
    /// The card's resting corners and slot transform when it left.
    var restQuad: Quad
    var base: AffineTransform
    /// Its slot when it left (`base` is that slot's placement), so an undo brings it back from there.
    var slot: Double
    var pose: CardPose
    /// px/s.
    var velocity: Vector2
    /// rad/s.
    var angularVelocity: Double
    /// How far the card was turned over when it left (0 front … 1 back); it keeps that.
    var flip: Double = 0
    var age: Double = 0

    /// Longest a flight may last, seconds: a safety net; at the minimum fly speed cards leave far sooner.
    static let maximumAge = 5.0

    var quad: Quad {
        FlipGeometry.transform(flip, card: restQuad.boundingBox).then(base).then(pose.transform).apply(restQuad)
    }

    mutating func advance(by dt: Double) {
        pose.offset += velocity * dt
        pose.angle += angularVelocity * dt
        age += dt
    }

    func isGone(from viewport: Size) -> Bool {
        age >= Self.maximumAge || !quad.intersects(Rect(origin: .zero, size: viewport))
    }
}
