import Foundation
import SwipeCore
import SwipeFormats
import Testing

@Suite struct ImageHeaderTests {
    /// The PNG signature and an IHDR chunk claiming `width` × `height` (no image data at all).
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8)
            + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    @Test func readsAHugePNGsClaimFromTheFile() throws {
        let path = NSTemporaryDirectory() + "swipeformats-\(getpid())-huge.png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Self.pngHeader(width: 30000, height: 30000)).write(to: URL(fileURLWithPath: path))
        #expect(try ImageHeader(path: path) == ImageHeader(format: .png, size: PixelSize(width: 30000, height: 30000)))
    }

    @Test func pixelCountLimit() {
        // By default any picture within the side limit is allowed (and downscaled).
        #expect(throws: Never.self) {
            try ImageLimits.standard.check(PixelSize(width: 16384, height: 16384), path: "x")
        }
        let tight = ImageLimits(maxSide: 16384, maxPixels: 64 << 20)
        let error = #expect(throws: PictureError.self) {
            try tight.check(PixelSize(width: 9000, height: 9000), path: "x.png")
        }
        #expect(error?.message.hasPrefix("x.png: image is 9000×9000") == true, "\(String(describing: error))")
        #expect(throws: Never.self) { try tight.check(PixelSize(width: 8000, height: 8000), path: "x") }
    }

    @Test func readsJPEGFrameHeaderAfterOtherSegments() throws {
        // SOI, APP0 (JFIF, 16 bytes), SOF0: precision 8, height 480, width 640.
        let bytes: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
        #expect(try ImageHeader(bytes: bytes) == ImageHeader(format: .jpeg, size: PixelSize(width: 640, height: 480)))
    }

    @Test func readsAJPEGFrameHeaderBehindFillBytesAndRestartMarkers() throws {
        let bytes =
            JPEGBytes.soi + [0xFF, 0xFF, 0xFF, 0xD0] + JPEGBytes.exif(orientation: 6) + [0xFF]
            + JPEGBytes.frame(width: 4000, height: 3000) + JPEGBytes.scan
        #expect(try ImageHeader(bytes: bytes) == ImageHeader(format: .jpeg, size: PixelSize(width: 4000, height: 3000)))
    }

    @Test func aJPEGWithoutAFrameHeaderOrCutShortIsRefusedWithItsName() {
        let noFrame = #expect(throws: PictureError.self) {
            try ImageHeader(bytes: JPEGBytes.soi + JPEGBytes.app0 + JPEGBytes.scan, name: "a.jpg")
        }
        #expect(noFrame?.message == "a.jpg: JPEG has no frame header before its image data")
        let whole = JPEGBytes.soi + JPEGBytes.app0 + JPEGBytes.frame(width: 8, height: 8)
        let cut = #expect(throws: PictureError.self) {
            try ImageHeader(bytes: Array(whole.prefix(whole.count - 12)), name: "b.jpg")
        }
        #expect(cut?.message == "b.jpg: image header is cut short")
        let hostile = #expect(throws: PictureError.self) {
            try ImageHeader(
                bytes: JPEGBytes.soi + [0xFF, 0xE1, 0x00, 0x00] + JPEGBytes.frame(width: 8, height: 8), name: "c.jpg")
        }
        #expect(hostile?.message == "c.jpg: image header is cut short", "a length field of 0 is not followed")
    }

    @Test func rejectsUnknownAndTruncatedFiles() {
        #expect(throws: PictureError.self) { try ImageHeader(bytes: Array("hello world".utf8)) }
        #expect(throws: PictureError.self) {
            try ImageHeader(bytes: Array(Self.pngHeader(width: 1, height: 1).prefix(12)))
        }
        let missing = #expect(throws: PictureError.self) { try ImageHeader(path: "/nonexistent/picture.png") }
        #expect(
            missing?.message.hasPrefix("/nonexistent/picture.png: cannot open") == true,
            "\(String(describing: missing))")
    }
}
