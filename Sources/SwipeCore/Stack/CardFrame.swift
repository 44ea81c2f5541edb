/// Where the top card rests in a viewport: a 3:4 card, centred horizontally, a little above the
/// middle, leaving the bottom of the window to the buttons. The window's centre always lies on it.
public enum CardFrame {
    /// Card width over height. 0.75 (3:4).
    public static let aspect = 0.75
    /// Share of the viewport's height the card may take. 0.64.
    public static let maxHeightShare = 0.64
    /// Share of the viewport's width the card may take. 0.9.
    public static let maxWidthShare = 0.9
    /// The card's centre, as a share of the viewport's height from the top. 0.44.
    public static let centerShare = 0.44

    /// The resting rectangle of the top card in a viewport of `size` pixels.
    public static func rect(in size: Size) -> Rect {
        let h = max(min(size.height * maxHeightShare, size.width * maxWidthShare / aspect), 1)
        let w = h * aspect
        return Rect(center: Vector2(size.width / 2, size.height * centerShare), size: Size(width: w, height: h))
    }
}
