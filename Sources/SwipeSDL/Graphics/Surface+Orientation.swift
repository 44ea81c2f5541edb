import SwipeCore

extension Surface {
    /// Whether EXIF orientation `value` swaps width and height (5…8: a quarter turn).
    public static func orientationSwapsSides(_ value: Int) -> Bool { (5...8).contains(value) }

    /// A copy turned and flipped so a picture stored with EXIF orientation `value` (1…8) stands
    /// upright; `self` for 1 or an unknown value. ARGB8888 result.
    ///
    /// For an output pixel (x, y) of a W × H source: 2 mirrors (W−1−x, y), 3 turns 180°, 4 flips
    /// (x, H−1−y), 5 transposes (y, x), 6 turns 90° clockwise (y, H−1−x), 7 transverses
    /// (W−1−y, H−1−x), 8 turns 90° counter-clockwise (W−1−y, x).
    public func oriented(_ value: Int) throws -> Surface {
        guard (2...8).contains(value) else { return self }
        let source = try convertedToARGB8888()
        let w = source.size.width, h = source.size.height
        let swaps = Surface.orientationSwapsSides(value)
        let out = try Surface(size: swaps ? PixelSize(width: h, height: w) : PixelSize(width: w, height: h))
        let ow = out.size.width, oh = out.size.height
        source.withPixels { src, sStride in
            out.withPixels { dst, dStride in
                for y in 0..<oh {
                    for x in 0..<ow {
                        let sx: Int, sy: Int
                        switch value {
                        case 2: (sx, sy) = (w - 1 - x, y)
                        case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case 4: (sx, sy) = (x, h - 1 - y)
                        case 5: (sx, sy) = (y, x)
                        case 6: (sx, sy) = (y, h - 1 - x)
                        case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                        default: (sx, sy) = (w - 1 - y, x)
                        }
                        dst[y * dStride + x] = src[sy * sStride + sx]
                    }
                }
            }
        }
        return out
    }
}
