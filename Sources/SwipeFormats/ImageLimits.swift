import SwipeCore

/// The largest picture SwipeSDL agrees to decode. SDL_image has no limit of its own: a 30000×30000
/// PNG would try a 3.6 GB allocation, so sizes are read from the file header and checked first.
public struct ImageLimits: Hashable, Sendable {
    /// Longest allowed side, pixels. Default 16384 (llvmpipe's largest texture).
    public var maxSide: Int
    /// Most pixels allowed (width × height). Default 16384 × 16384 (256 megapixels, 1 GiB as ARGB8888),
    /// so any picture within the side limit is decoded and downscaled.
    public var maxPixels: Int
    /// Pictures with more pixels than this are decoded one at a time. Default 64 megapixels (64 × 2²⁰).
    public var serialDecodeArea: Int

    public init(maxSide: Int = 16384, maxPixels: Int = 16384 * 16384, serialDecodeArea: Int = 64 << 20) {
        self.maxSide = maxSide; self.maxPixels = maxPixels; self.serialDecodeArea = serialDecodeArea
    }

    /// The defaults.
    public static let standard = ImageLimits()

    /// Throws a message naming the file and its size when `size` is over a limit.
    public func check(_ size: PixelSize, path: String) throws(PictureError) {
        guard size.width > 0, size.height > 0 else {
            throw PictureError("\(path): image header gives an empty size \(size)")
        }
        if size.width > maxSide || size.height > maxSide {
            throw PictureError(
                "\(path): image is \(size) pixels, larger than the \(maxSide)-pixel side limit; refusing to decode it")
        }
        if size.area > maxPixels {
            throw PictureError(
                "\(path): image is \(size) = \(size.area) pixels, more than the limit of \(maxPixels); refusing to decode it"
            )
        }
    }

    /// Throws a message naming the file when a decoded picture's `size` is over a limit (its header
    /// claimed less, or the format's header does not tell the whole size).
    public func checkDecoded(_ size: PixelSize, path: String) throws(PictureError) {
        guard size.width > 0, size.height > 0 else {
            throw PictureError("\(path): decodes to an empty picture \(size)")
        }
        if size.width > maxSide || size.height > maxSide || size.area > maxPixels {
            throw PictureError(
                "\(path): decodes to \(size) pixels, more than its header said and over the limit of \(maxSide) pixels a side, \(maxPixels) in all; refusing to show it"
            )
        }
    }
}
