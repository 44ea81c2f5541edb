import SwipeCore

/// The area a GIF's first frame covers, read from its image descriptor without decoding.
///
/// A GIF's header gives only its logical screen; the first frame may claim far more (a 34-byte file
/// with a 100×100 screen and a 24000×24000 frame), and SDL_image allocates the frame. Walking the
/// blocks to the first image descriptor is cheap: the global colour table and each extension's
/// sub-blocks are skipped by their lengths.
///
/// ```swift
/// GIFFrameExtent.firstFrame(read: read)   // PixelSize(width: 24000, height: 24000)
/// ```
enum GIFFrameExtent {
    /// Blocks and sub-blocks walked at most before giving up (the decoded size is checked anyway).
    static let maxSteps = 100_000

    /// `left + width` by `top + height` of the first image descriptor, pixels; nil when the blocks
    /// cannot be followed to one. `read(offset, count)` returns up to `count` bytes at `offset`.
    static func firstFrame(read: (Int, Int) -> [UInt8]) -> PixelSize? {
        let screen = read(0, 13)
        guard screen.count == 13 else { return nil }
        var offset = 13
        if screen[10] & 0x80 != 0 { offset += 3 << (Int(screen[10] & 0x07) + 1) } // global colour table
        var steps = 0
        while steps < maxSteps {
            steps += 1
            guard let introducer = read(offset, 1).first else { return nil }
            switch introducer {
            case 0x2C: // image descriptor
                let d = read(offset + 1, 8)
                guard d.count == 8 else { return nil }
                func le16(_ i: Int) -> Int { Int(d[i]) | Int(d[i + 1]) << 8 }
                return PixelSize(width: le16(0) + le16(4), height: le16(2) + le16(6))
            case 0x21: // extension: label, then sub-blocks
                offset += 2
                while steps < maxSteps {
                    steps += 1
                    guard let length = read(offset, 1).first else { return nil }
                    offset += 1 + Int(length)
                    if length == 0 { break }
                }
            default: // trailer or garbage: no frame
                return nil
            }
        }
        return nil
    }
}
