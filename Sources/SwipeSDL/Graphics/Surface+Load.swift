internal import CSDL2
import Foundation
import SwipeCore
import SwipeFormats

extension Surface {
    /// Decodes a picture file into an ARGB8888 surface.
    ///
    /// The file is read once, whole, and only if it is a regular file (`PictureFile`; `path` may carry
    /// `RawPath` escapes). The header is checked first and the file refused, before any decoding, when
    /// its size breaks `limits`, and the decoded picture is checked again before it is converted or
    /// scaled, whatever the header said (`decodeChecked`); a JPEG without its end marker is refused as
    /// cut short (`JPEGEnd`); a CMYK JPEG is converted to RGB (`CMYKJPEG`). Messages name the file readably.
    /// When `fitting` is given and the picture is larger, it is scaled down (aspect kept, bilinear with
    /// halvings) so it fits inside `fitting`; smaller pictures are never enlarged here. A JPEG's EXIF
    /// orientation is applied, so camera photos stand upright (`fitting` bounds the upright picture).
    ///
    /// ```swift
    /// let photo = try Surface.load(path: face.imagePath!, fitting: PixelSize(width: 340, height: 320))
    /// ```
    /// Every failure is an `SDLError` (a `PictureError` from the checks keeps its message).
    public static func load(path: String, limits: ImageLimits = .standard, fitting: PixelSize? = nil) throws -> Surface
    {
        let name = RawPath.readable(path)
        let bytes: [UInt8], header: ImageHeader
        do {
            bytes = try PictureFile.read(path: path)
            header = try ImageHeader(bytes: bytes, name: name)
            try limits.check(header.size, path: name)
        } catch { throw SDLError(error.message) }
        if header.format == .jpeg && !JPEGEnd.isComplete(bytes) {
            throw SDLError(
                "\(name): JPEG is cut short (no end-of-image marker); the file was not completely written or copied")
        }
        let orientation = header.format == .jpeg ? ExifOrientation.parse(bytes) : 1
        // Pictures above `serialDecodeArea` are decoded one at a time, so two painting threads never
        // hold two of them (about 2 GiB each while decoding) at once.
        let decode = { try decodeFitted(bytes, name: name, limits: limits, orientation: orientation, fitting: fitting) }
        return header.size.area > limits.serialDecodeArea ? try bigDecodeLock.withLock(decode) : try decode()
    }

    /// Taken while a picture larger than `ImageLimits.serialDecodeArea` is decoded.
    private static let bigDecodeLock = NSLock()

    /// Decodes `bytes` as SDL_image does and refuses the result when its size breaks `limits`: a
    /// header may understate what the decoder allocates (a GIF frame larger than its screen), and
    /// nothing larger may reach the converter or the scaler. The surface is in SDL_image's format.
    static func decodeChecked(_ bytes: [UInt8], name: String, limits: ImageLimits) throws -> Surface {
        let raw: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { buffer in
            guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            return IMG_Load_RW(rw, 1)
        }
        guard let raw else { throw SDLError.last("IMG_Load \(name)") }
        let loaded = Surface(owning: raw)
        do { try limits.checkDecoded(loaded.size, path: name) } catch { throw SDLError(error.message) }
        return loaded
    }

    private static func decodeFitted(
        _ bytes: [UInt8], name: String, limits: ImageLimits, orientation: Int,
        fitting: PixelSize?
    ) throws -> Surface {
        let loaded = try decodeChecked(bytes, name: name, limits: limits)
        let cmyk = CMYKJPEG.layout(of: bytes)
        if cmyk.isCMYK && loaded.isARGB8888 { CMYKJPEG.convertInPlace(loaded, inverted: cmyk.inverted) }
        let decoded = try loaded.convertedToARGB8888()
        guard var box = fitting else { return try decoded.oriented(orientation) }
        // Scale first (fewer pixels to turn), into the box as it will be after turning.
        if Surface.orientationSwapsSides(orientation) { box = PixelSize(width: box.height, height: box.width) }
        let fitted = AspectFit.size(of: decoded.size, in: box)
        guard fitted.width < decoded.size.width || fitted.height < decoded.size.height else {
            return try decoded.oriented(orientation)
        }
        return try decoded.scaled(to: fitted).oriented(orientation)
    }
}

/// Aspect-fit arithmetic: the largest size with the content's proportions that fits in a box.
public enum AspectFit {
    /// The size of `content` scaled (up or down) to fit `box`, aspect kept, at least 1 × 1 pixel.
    public static func size(of content: PixelSize, in box: PixelSize) -> PixelSize {
        guard content.width > 0, content.height > 0 else { return PixelSize(width: 1, height: 1) }
        let scale = min(Double(box.width) / Double(content.width), Double(box.height) / Double(content.height))
        return PixelSize(
            width: max(1, Int((Double(content.width) * scale).rounded())),
            height: max(1, Int((Double(content.height) * scale).rounded())))
    }
    /// The rectangle of `content` fitted into `box` and centred in it.
    public static func rect(of content: PixelSize, in box: PixelRect) -> PixelRect {
        let s = size(of: content, in: PixelSize(width: box.width, height: box.height))
        return PixelRect(
            x: box.x + (box.width - s.width) / 2, y: box.y + (box.height - s.height) / 2,
            width: s.width, height: s.height)
    }
}
