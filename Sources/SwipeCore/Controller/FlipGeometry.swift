/// Turning a card over, seen from the front: the card narrows about its vertical centre line to
/// nothing and widens again showing its other side.
public enum FlipGeometry {
    /// Narrowest the card gets, as a share of its width, so it stays invertible for hit-testing. 0.02.
    public static let minimumWidthShare = 0.02

    /// Horizontal scale at flip progress `flip` (0 front, 1 back): |cos(π·flip)|, at least
    /// `minimumWidthShare`.
    public static func widthShare(_ flip: Double) -> Double {
        max(abs(cos(Double.pi * min(max(flip, 0), 1))), minimumWidthShare)
    }

    /// Whether the back is the side in view at `flip`.
    public static func showsBack(_ flip: Double) -> Bool { flip > 0.5 }

    /// The transform that narrows `card` (its resting rectangle) for flip progress `flip`.
    public static func transform(_ flip: Double, card: Rect) -> AffineTransform {
        guard flip > 0 else { return .identity }
        let c = card.center
        return AffineTransform.translation(-c).then(.scale(widthShare(flip), 1)).then(.translation(c))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
