import Foundation
import SwipeCore
import Testing

@testable import SwipeSDL

/// Pictures as cameras, phones and people leave them: each one either shows, or gives the card a
/// placeholder and a clear message — never a crash, never a missing card.
extension SDLSuites {
    @Suite struct BadPictureTests {
        let artist: CardArtist
        let size = PixelSize(width: 240, height: 320)
        let folder: String

        init() throws {
            _ = TestSDL.context
            artist = CardArtist(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            folder = TestSDL.temporaryPath("bad-pictures-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }

        func write(_ name: String, _ bytes: [UInt8]) throws -> String {
            let path = folder + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }

        func paint(_ path: String) throws -> CardPainting {
            try artist.paint(
                CardFace(id: "x", title: "X", background: RGBA(200, 200, 200), imagePath: path), size: size)
        }

        /// The picture's middle pixel on the painted card.
        func centre(_ p: CardPainting) -> RGBA? {
            let box = artist.pictureBox(for: size)
            return p.surface.pixel(x: box.x + box.width / 2, y: box.y + box.height / 2)
        }

        @Test(arguments: [
            ("gray-8", PNGCorpus.ColorType.gray, UInt8(8)), ("gray-1", .gray, 1), ("gray-16", .gray, 16),
            ("palette-8", .palette, 8), ("palette-4", .palette, 4), ("rgb-16", .rgb, 16),
            ("gray-alpha-8", .grayAlpha, 8), ("rgba-8", .rgba, 8), ("rgba-16", .rgba, 16),
        ])
        func unusualButValidPNGsShow(name: String, type: PNGCorpus.ColorType, depth: UInt8) throws {
            let top = (1 << Int(depth)) - 1
            let bytes = PNGCorpus.png(
                width: 40, height: 30, type: type, depth: depth, palette: [(10, 20, 30), (250, 40, 40)]
            ) { _, _, c in
                switch type {
                case .palette: return 1 // the red entry
                case .grayAlpha, .rgba: return c == (type == .rgba ? 3 : 1) ? top : (c == 0 ? top : 0)
                default: return c == 0 ? top : 0
                }
            }
            let painting = try paint(write("\(name).png", bytes))
            #expect(painting.imageError == nil, "\(name): \(String(describing: painting.imageError))")
            let expected: RGBA =
                switch type {
                case .gray, .grayAlpha: RGBA(255, 255, 255)
                case .palette: RGBA(250, 40, 40)
                default: RGBA(255, 0, 0)
                }
            let got = try #require(centre(painting))
            #expect(
                abs(Int(got.r) - Int(expected.r)) <= 2 && abs(Int(got.g) - Int(expected.g)) <= 2
                    && abs(Int(got.b) - Int(expected.b)) <= 2, "\(name): \(got)")
        }

        @Test func brokenFilesGivePlaceholdersAndClearMessages() throws {
            let good = PNGCorpus.png(width: 64, height: 64, type: .rgb, depth: 8) { _, _, c in c == 2 ? 255 : 0 }
            let cases: [(String, [UInt8])] = [
                ("empty.png", []),
                ("truncated.png", Array(good.prefix(good.count / 2))),
                ("text.png", Array("this is not a picture\n".utf8)),
                ("truncated.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8)),
                ("tiff-named.png", [0x49, 0x49, 0x2A, 0x00, 0x08, 0, 0, 0, 0, 0]),
                ("huge.png", PNGCorpus.header(width: 30000, height: 30000)),
                ("zero-size.png", PNGCorpus.header(width: 0, height: 0)),
            ]
            for (name, bytes) in cases {
                let painting = try paint(write(name, bytes))
                let message = try #require(painting.imageError, "\(name) must be reported").message
                #expect(message.contains(name), "\(name): the message names the file: \(message)")
                #expect(painting.surface.size == size, "\(name): the card is still painted")
            }
        }

        @Test func hugePictureIsRefusedFromItsHeaderWithoutDecoding() throws {
            let path = try write("bomb.png", PNGCorpus.header(width: 30000, height: 30000))
            let message = try #require(try paint(path).imageError).message
            #expect(message.contains("30000"), "\(message)")
        }

        @Test func unreadableMissingAndFolderPathsAreReported() throws {
            let locked = try write(
                "locked.png", PNGCorpus.png(width: 4, height: 4, type: .gray, depth: 8) { _, _, _ in 0 })
            chmod(locked, 0)
            defer { chmod(locked, 0o644) }
            let folderNamedPNG = folder + "/folder.png"
            try FileManager.default.createDirectory(atPath: folderNamedPNG, withIntermediateDirectories: true)
            for path in [locked, folder + "/gone.png", folderNamedPNG] {
                if path == locked && getuid() == 0 { continue } // root reads everything
                let painting = try paint(path)
                #expect(painting.imageError != nil, "\(path) must be reported")
            }
        }

        @Test func wideImageAtTheSideCapIsDownscaledNotRefused() throws {
            let bytes = PNGCorpus.png(width: 16384, height: 8, type: .gray, depth: 8) { _, _, _ in 255 }
            let painting = try paint(write("wide.png", bytes))
            #expect(painting.imageError == nil, "\(String(describing: painting.imageError))")
        }
    }
}
