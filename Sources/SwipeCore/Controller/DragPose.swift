/// How a card sits relative to its place in the stack: moved, turned and scaled about an anchor point.
///
/// The transform is `scale(s about anchor) → rotate(angle about anchor) → translate(offset)`, applied
/// after the card's layout transform, so the anchor (the grabbed point) moves exactly by `offset`.
public struct CardPose: Hashable, Sendable {
    /// Translation, pixels.
    public var offset: Vector2
    /// Rotation, radians, clockwise on screen.
    public var angle: Double
    /// Uniform scale, 1 = natural size.
    public var scale: Double
    /// The point the card turns about, in window pixels at rest (the grab point).
    public var anchor: Vector2

    public init(offset: Vector2 = .zero, angle: Double = 0, scale: Double = 1, anchor: Vector2 = .zero) {
        self.offset = offset; self.angle = angle; self.scale = scale; self.anchor = anchor
    }

    /// The card at rest, turning about `anchor`.
    public static func rest(anchor: Vector2 = .zero) -> CardPose { CardPose(anchor: anchor) }

    /// The transform this pose applies.
    public var transform: AffineTransform {
        AffineTransform.scale(scale, about: anchor)
            .then(.rotation(angle, about: anchor))
            .then(.translation(offset))
    }
}

/// How a dragged card turns and shrinks as it moves: Koloda's formulas.
public struct DragStyle: Hashable, Sendable {
    /// Which way a card turns.
    public enum RotationSign: Hashable, Sendable {
        /// Koloda: clockwise for a rightward drag when grabbed in the upper half, the other way when
        /// grabbed in the lower half (a card held low tilts the other way).
        case byGrabbedHalf
        /// Always this sign (+1 clockwise for a rightward drag, −1 the other way).
        case fixed(Double)
    }
    /// Maximum rotation, radians, reached at a horizontal drag of one card width. Default π/10.
    public var maxRotation: Double
    /// Default `.byGrabbedHalf`.
    public var rotationSign: RotationSign
    /// Scale at a drag of one card width; 1 = no scaling (default), Koloda uses 0.8.
    public var minScale: Double

    public init(maxRotation: Double = .pi / 10, rotationSign: RotationSign = .byGrabbedHalf, minScale: Double = 1) {
        self.maxRotation = maxRotation; self.rotationSign = rotationSign; self.minScale = minScale
    }

    /// Rotation sign for a card grabbed at `anchor` whose resting rectangle is `card`.
    public func sign(anchor: Vector2, card: Rect) -> Double {
        switch rotationSign {
        case .byGrabbedHalf: return anchor.y > card.center.y ? -1 : 1
        case .fixed(let s): return s < 0 ? -1 : 1
        }
    }

    /// Rotation strength for a horizontal drag `dx`: dx / cardWidth clamped to −1…1.
    public func strength(dx: Double, cardWidth: Double) -> Double {
        min(max(dx / max(cardWidth, 1), -1), 1)
    }

    /// The pose of a card grabbed at `anchor` and dragged by `translation`.
    public func pose(translation: Vector2, anchor: Vector2, card: Rect) -> CardPose {
        let s = strength(dx: translation.x, cardWidth: card.width)
        return CardPose(
            offset: translation, angle: sign(anchor: anchor, card: card) * maxRotation * s,
            scale: 1 - (1 - minScale) * abs(s), anchor: anchor)
    }

    /// The rate of change of the pose's angle and scale for a pointer velocity, per second, while the
    /// drag is inside the clamp (zero beyond it).
    public func poseRates(translation: Vector2, velocity: Vector2, anchor: Vector2, card: Rect) -> (
        angle: Double, scale: Double
    ) {
        let w = max(card.width, 1)
        guard abs(translation.x) < w else { return (0, 0) }
        let ds = velocity.x / w
        let angleRate = sign(anchor: anchor, card: card) * maxRotation * ds
        let scaleRate = -(1 - minScale) * (translation.x >= 0 ? ds : -ds)
        return (angleRate, scaleRate)
    }
}
