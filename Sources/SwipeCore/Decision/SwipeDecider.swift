/// Decides, from a drag and its release velocity, whether a card is swiped and where.
///
/// Progress toward a direction is the drag projected on it divided by the threshold distance in that
/// direction. A card goes when progress reaches 1, or when it is flicked: released at a speed along an
/// allowed direction of at least `flickSpeed`, in the same sense as the drag.
public struct SwipeDecider: Hashable, Sendable {
    /// Directions a card may leave in. Default left and right.
    public var allowed: [SwipeDirection]
    /// Threshold as a fraction of the card's size: of its width horizontally, its height vertically,
    /// and the ellipse through both on diagonals. Default 0.3 (swipeable-view-stack's 0.6 margin). (0, 2].
    public var thresholdFraction: Double
    /// Release speed along an allowed direction that swipes below the threshold, px/s. Default 1000.
    public var flickSpeed: Double
    /// The card's size, pixels.
    public var cardSize: Size

    public init(
        allowed: [SwipeDirection] = [.left, .right], thresholdFraction: Double = 0.3,
        flickSpeed: Double = 1000, cardSize: Size
    ) {
        self.allowed = allowed; self.thresholdFraction = thresholdFraction
        self.flickSpeed = flickSpeed; self.cardSize = cardSize
    }

    /// Drag distance that makes progress 1 along `direction`, pixels.
    public func thresholdDistance(_ direction: SwipeDirection) -> Double {
        let u = direction.unitVector
        let w = max(cardSize.width, 1), h = max(cardSize.height, 1)
        return thresholdFraction / ((u.x / w) * (u.x / w) + (u.y / h) * (u.y / h)).squareRoot()
    }

    /// Progress along `direction` for a drag `translation` (pixels): may be negative or above 1.
    public func progress(_ translation: Vector2, toward direction: SwipeDirection) -> Double {
        translation.dot(direction.unitVector) / thresholdDistance(direction)
    }

    /// The allowed direction the drag leans toward most, with its progress clamped to 0…1;
    /// nil when it leans toward none (no positive progress).
    public func dominant(_ translation: Vector2) -> CardOverlay? {
        var best: (SwipeDirection, Double)?
        for d in allowed {
            let p = progress(translation, toward: d)
            if p > 0, p > (best?.1 ?? 0) { best = (d, p) }
        }
        guard let (d, p) = best else { return nil }
        return CardOverlay(direction: d, strength: min(p, 1))
    }

    /// Where a card released after `translation` (pixels) at `velocity` (px/s) goes, or nil to stay.
    public func decide(translation: Vector2, velocity: Vector2) -> SwipeDirection? {
        var best: (SwipeDirection, Double)?
        for d in allowed {
            let p = progress(translation, toward: d)
            if p >= 1, p > (best?.1 ?? 0) { best = (d, p) }
        }
        if let (d, _) = best { return d }
        var flick: (SwipeDirection, Double)?
        for d in allowed {
            let u = d.unitVector
            let speed = velocity.dot(u)
            if speed >= flickSpeed, translation.dot(u) > 0, speed > (flick?.1 ?? 0) { flick = (d, speed) }
        }
        return flick?.0
    }
}
