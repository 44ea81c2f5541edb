/// A direction a card can be swiped in. Left and right are allowed by default; the others can be enabled.
public enum SwipeDirection: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right, up, down
    case upLeft, upRight, downLeft, downRight

    /// Unit vector in window coordinates (y downward): `.up` is (0, −1); diagonals are at 45°.
    public var unitVector: Vector2 {
        let h = 0.5.squareRoot()
        switch self {
        case .left: return Vector2(-1, 0)
        case .right: return Vector2(1, 0)
        case .up: return Vector2(0, -1)
        case .down: return Vector2(0, 1)
        case .upLeft: return Vector2(-h, -h)
        case .upRight: return Vector2(h, -h)
        case .downLeft: return Vector2(-h, h)
        case .downRight: return Vector2(h, h)
        }
    }

    /// The four axis directions.
    public static let cardinal: [SwipeDirection] = [.left, .right, .up, .down]
    /// The four diagonals.
    public static let diagonals: [SwipeDirection] = [.upLeft, .upRight, .downLeft, .downRight]
}
