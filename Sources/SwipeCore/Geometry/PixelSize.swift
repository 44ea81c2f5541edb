/// A size in whole pixels (textures, surfaces). Engine geometry uses `SwipeCore.Size` in Double pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width, pixels (≥ 0).
    public var width: Int
    /// Height, pixels (≥ 0).
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// Rounds a `SwipeCore.Size` to whole pixels (at least 1 × 1).
    public init(_ size: Size) {
        self.init(width: max(1, Int(size.width.rounded())), height: max(1, Int(size.height.rounded())))
    }
    /// Width × height.
    public var area: Int { width * height }
    /// The same size as Double pixels.
    public var size: Size { Size(width: Double(width), height: Double(height)) }
    public var description: String { "\(width)×\(height)" }
}
