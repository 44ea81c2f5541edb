import Glibc
import SwipeCore
import SwipeFormats
import Testing

@testable import SwipeSDL

extension SDLSuites {
    /// Headers read before decoding, with SDL: saved and loaded pictures (the format-only header
    /// tests are in SwipeFormatsTests).
    @Suite struct ImageHeaderTests {
        init() { _ = TestSDL.context }

        /// The PNG signature and an IHDR chunk claiming `width` × `height` (no image data at all).
        static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
            func be(_ v: UInt32) -> [UInt8] {
                [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
            }
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8)
                + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        }

        @Test func readsTheSizeOfASavedPNG() throws {
            let path = TestSDL.temporaryPath("header.png")
            let surface = try Surface(size: PixelSize(width: 37, height: 21))
            surface.fill(RGBA(10, 200, 30))
            try surface.savePNG(path: path)
            let header = try ImageHeader(path: path)
            #expect(header == ImageHeader(format: .png, size: PixelSize(width: 37, height: 21)))
            let loaded = try Surface.load(path: path)
            #expect(loaded.size == PixelSize(width: 37, height: 21))
            #expect(loaded.pixel(x: 5, y: 5) == RGBA(10, 200, 30))
        }

        @Test func refusesAHugePNGBeforeDecoding() throws {
            let path = TestSDL.temporaryPath("huge.png")
            let bytes = Self.pngHeader(width: 30000, height: 30000)
            let file = fopen(path, "wb")
            #expect(file != nil)
            _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, file) }
            fclose(file)
            #expect(try ImageHeader(path: path).size == PixelSize(width: 30000, height: 30000))
            let error = #expect(throws: SDLError.self) { try Surface.load(path: path) }
            #expect(error?.message.contains("30000×30000") == true)
            #expect(error?.message.contains("refusing to decode") == true)
        }

        @Test func downscalesLargePicturesToFit() throws {
            let path = TestSDL.temporaryPath("big.png")
            let surface = try Surface(size: PixelSize(width: 1200, height: 600))
            surface.fill(RGBA(200, 40, 40))
            try surface.savePNG(path: path)
            let loaded = try Surface.load(path: path, fitting: PixelSize(width: 300, height: 300))
            #expect(loaded.size == PixelSize(width: 300, height: 150))
            #expect(loaded.pixel(x: 150, y: 75) == RGBA(200, 40, 40))
        }
    }
}
