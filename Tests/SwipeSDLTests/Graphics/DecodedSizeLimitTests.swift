import Foundation
import SwipeCore
import SwipeFormats
import Testing

@testable import SwipeSDL

/// A picture's decoded size is checked against `ImageLimits` whatever its header says (issue 10,
/// item 1): a 34-byte GIF whose logical screen is 100×100 but whose frame is 24000×24000 crashed SDL's
/// scaler.
extension SDLSuites {
    @Suite struct DecodedSizeLimitTests {
        let folder: String

        init() throws {
            _ = TestSDL.context
            folder = TestSDL.temporaryPath("decoded-size-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }

        /// A GIF89a with a `screen`-sized logical screen (no colour table) and one `frame`-sized image,
        /// whose LZW data is a clear code and a few pixels: 34 bytes.
        static func gif(screen: PixelSize, frame: PixelSize) -> [UInt8] {
            func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
            var bytes = Array("GIF89a".utf8)
            bytes += le16(screen.width) + le16(screen.height) + [0x00, 0x00, 0x00] // no global colour table
            bytes += [0x2C] + le16(0) + le16(0) + le16(frame.width) + le16(frame.height) + [0x00]
            bytes += [0x02, 0x07, 0x84, 0x8F, 0xA9, 0xCB, 0xED, 0x0F, 0x51, 0x00] // LZW size 2, 7 data bytes
            bytes += [0x3B]
            return bytes
        }

        func write(_ bytes: [UInt8], _ name: String) throws -> String {
            let path = folder + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }

        @Test func aGIFFrameFarLargerThanItsScreenIsRefusedNotDecoded() throws {
            let bytes = Self.gif(
                screen: PixelSize(width: 100, height: 100), frame: PixelSize(width: 24000, height: 24000))
            #expect(bytes.count == 34)
            let path = try write(bytes, "frame.gif")
            #expect(throws: SDLError.self) {
                _ = try Surface.load(path: path, fitting: PixelSize(width: 340, height: 320))
            }
            do {
                _ = try Surface.load(path: path, fitting: PixelSize(width: 340, height: 320))
            } catch {
                #expect("\(error)".contains("16384"), "the message names the limit: \(error)")
            }
            // As a card: a placeholder and the reason, no crash.
            let artist = CardArtist(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let painting = try artist.paint(
                CardFace(id: "g", title: "G", background: RGBA(200, 200, 200), imagePath: path),
                size: PixelSize(width: 240, height: 320))
            #expect(painting.imageError != nil)
        }

        @Test func theGIFHeaderReportsTheFirstFrameSoItIsRefusedBeforeDecoding() throws {
            let bytes = Self.gif(
                screen: PixelSize(width: 100, height: 100), frame: PixelSize(width: 24000, height: 24000))
            let header = try ImageHeader(bytes: bytes)
            #expect(header.size == PixelSize(width: 24000, height: 24000))
            #expect(throws: PictureError.self) { try ImageLimits.standard.check(header.size, path: "frame.gif") }
        }

        @Test func everyDecodedPictureIsCheckedWhateverItsHeaderSaid() throws {
            // The decoder's own check, without the header's: a 64×48 PNG against a 32-pixel side limit.
            let picture = try Surface(size: PixelSize(width: 64, height: 48))
            picture.fill(RGBA(10, 200, 90))
            let path = folder + "/wide.png"
            try picture.savePNG(path: path)
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let tight = ImageLimits(maxSide: 32, maxPixels: 32 * 32)
            #expect(throws: SDLError.self) { _ = try Surface.decodeChecked(bytes, name: "wide.png", limits: tight) }
            #expect(
                try Surface.decodeChecked(bytes, name: "wide.png", limits: .standard).size
                    == PixelSize(width: 64, height: 48))
        }

        @Test func aSmallGIFFrameInsideItsScreenStillLoads() throws {
            let path = try write(
                Self.gif(screen: PixelSize(width: 100, height: 80), frame: PixelSize(width: 10, height: 10)), "ok.gif")
            let surface = try Surface.load(path: path)
            #expect(surface.size.width >= 10 && surface.size.height >= 10)
        }
    }
}
