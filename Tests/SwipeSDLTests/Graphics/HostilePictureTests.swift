import CSDL2
import Foundation
import SwipeCore
import SwipeFormats
import Testing

@testable import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

/// The rest of the hostile-picture corpus (see `BadPictureTests`): JPEGs as phones and print shops
/// write them, a picture at the side limit, files that are not files, names that are not UTF-8, titles
/// in any script.
extension SDLSuites {
    @Suite struct HostilePictureTests {
        let artist: CardArtist
        let size = PixelSize(width: 240, height: 320)
        let folder: String
        let background = RGBA(200, 200, 200)

        init() throws {
            _ = TestSDL.context
            artist = CardArtist(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            folder = TestSDL.temporaryPath("hostile-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }

        func paint(_ path: String?, title: String = "X") throws -> CardPainting {
            try artist.paint(CardFace(id: "x", title: title, background: background, imagePath: path), size: size)
        }

        func centre(_ p: CardPainting) -> RGBA? {
            let box = artist.pictureBox(for: size)
            return p.surface.pixel(x: box.x + box.width / 2, y: box.y + box.height / 2)
        }

        func near(_ a: RGBA, _ b: RGBA, _ tolerance: Int) -> Bool {
            abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
                && abs(Int(a.b) - Int(b.b)) <= tolerance
        }

        /// A 64×48 JPEG of stripes, saved by SDL_image.
        func jpeg(_ name: String) throws -> [UInt8] {
            let s = try Surface(size: PixelSize(width: 64, height: 48))
            s.fill(RGBA(30, 140, 220))
            for x in stride(from: 0, to: 64, by: 8) {
                s.fill(RGBA(240, 200, 40), rect: PixelRect(x: x, y: 0, width: 4, height: 48))
            }
            let path = folder + "/" + name
            #expect(IMG_SaveJPG(s.pointer, path, 90) == 0)
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }

        @Test func cmykJPEGShowsInItsColours() throws {
            let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent() // Graphics
                .deletingLastPathComponent().deletingLastPathComponent() // SwipeSDLTests, Tests
                .appendingPathComponent("Fixtures/cmyk-red.jpg").path
            #expect(try ImageHeader(path: fixture).format == .jpeg)
            let painting = try paint(fixture)
            #expect(painting.imageError == nil, "\(String(describing: painting.imageError))")
            let got = try #require(centre(painting))
            #expect(near(got, RGBA(0xD6, 0x28, 0x28), 60), "CMYK #d62828 shows red, not inverted: \(got)")
        }

        @Test(arguments: [0.25, 0.5, 0.9, 0.999])
        func truncatedJPEGGivesAPlaceholderAndSaysItIsCutShort(keep: Double) throws {
            let whole = try jpeg("whole.jpg")
            #expect(try paint(folder + "/whole.jpg").imageError == nil)
            let path = folder + "/cut-\(keep).jpg"
            try Data(whole.prefix(Int(Double(whole.count) * keep))).write(to: URL(fileURLWithPath: path))
            let painting = try paint(path)
            #expect(painting.surface.size == size)
            let message = try #require(painting.imageError, "libjpeg alone would show grey rows and say nothing")
                .message
            #expect(message.contains("cut-\(keep).jpg") && message.contains("cut short"), "\(message)")
        }

        @Test func bytesAfterTheEndOfAJPEGDoNotMatter() throws {
            let whole = try jpeg("trailer-source.jpg")
            let path = folder + "/motion-photo.jpg" // phones append a video after the picture
            try Data(whole + Array("ftypmp42".utf8) + [UInt8](repeating: 0xFF, count: 300)).write(
                to: URL(fileURLWithPath: path))
            let painting = try paint(path)
            #expect(painting.imageError == nil, "\(String(describing: painting.imageError))")
        }

        @Test func anIPhoneHEICNamedJPGGivesAPlaceholderAndSaysWhy() throws {
            let path = folder + "/IMG_0001.jpg"
            let box: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
            try Data(box + [UInt8](repeating: 0, count: 200)).write(to: URL(fileURLWithPath: path))
            let message = try #require(try paint(path).imageError).message
            #expect(
                message.contains("IMG_0001.jpg") && message.contains("not a PNG, JPEG, GIF, BMP or WebP file"),
                "\(message)")
        }

        @Test func fifoNamedLikeAPictureIsRefusedWithoutBlocking() throws {
            let path = folder + "/pipe.png"
            #expect(mkfifo(path, 0o644) == 0)
            // Painted on another thread: if opening waited for a writer, the wait below would end
            // unpainted, and opening the pipe's other end lets the painter go.
            nonisolated(unsafe) let suite = self
            nonisolated(unsafe) var painting: CardPainting?
            let painted = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                painting = try? suite.paint(path)
                painted.signal()
            }
            let inTime = painted.wait(timeout: .now() + 10) == .success
            if !inTime {
                let writer = open(path, O_WRONLY)
                painted.wait()
                close(writer)
            }
            #expect(inTime, "no writer ever comes: opening must not wait for one")
            let message = try #require(painting?.imageError).message
            #expect(message.contains("pipe.png") && message.contains("not a regular file"), "\(message)")
        }

        /// Root reads every file, so `chmod 0` proves nothing in CI; these fail to open for any user and
        /// go through the same path as a file without read permission.
        @Test func filesThatCannotBeOpenedNameTheReason() throws {
            let loop = folder + "/loop.png"
            #expect(symlink(loop, loop) == 0)
            let plain = folder + "/plain.png"
            try Data(PNGCorpus.header(width: 4, height: 4)).write(to: URL(fileURLWithPath: plain))
            let cases = [
                (loop, "loop.png"), (plain + "/inner.png", "inner.png"),
                (folder + "/" + String(repeating: "n", count: 300) + ".png", "nnnn"),
            ]
            for (path, name) in cases {
                let message = try #require(try paint(path).imageError, "\(name) must be reported").message
                #expect(message.contains(name) && message.contains("cannot open ("), "\(message)")
            }
            let locked = folder + "/locked.png"
            try Data(PNGCorpus.header(width: 4, height: 4)).write(to: URL(fileURLWithPath: locked))
            chmod(locked, 0)
            if getuid() != 0 {
                #expect(try paint(locked).imageError?.message.contains("Permission denied") == true)
            }
        }

        @Test func sixteenThousandPixelsSquareIsDownscaledNotRefused() throws {
            let path = folder + "/giant.png"
            try Data(PNGCorpus.uniform(width: 16384, height: 16384, color: (20, 160, 60))).write(
                to: URL(fileURLWithPath: path))
            #expect(try ImageHeader(path: path).size == PixelSize(width: 16384, height: 16384))
            let painting = try paint(path)
            #expect(painting.imageError == nil, "\(String(describing: painting.imageError))")
            let got = try #require(centre(painting))
            #expect(near(got, RGBA(20, 160, 60), 3), "\(got)")
            let bigger = folder + "/giant-plus-one.png"
            try Data(PNGCorpus.header(width: 16385, height: 16)).write(to: URL(fileURLWithPath: bigger))
            #expect(try paint(bigger).imageError?.message.contains("16384-pixel side limit") == true)
        }

        @Test func pathWithNonUTF8BytesLoadsAndReadsWithReplacementCharacters() throws {
            let bytes = Array((folder + "/caf").utf8) + [0xE9, 0xFF] + Array("-x.png".utf8)
            let fd = (bytes + [0]).withUnsafeBufferPointer { b in
                b.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
            }
            #expect(fd >= 0)
            let png = PNGCorpus.png(width: 8, height: 8, type: .rgb, depth: 8) { _, _, c in c == 1 ? 255 : 0 }
            _ = png.withUnsafeBytes { write(fd, $0.baseAddress, png.count) }
            close(fd)
            let path = RawPath.encode(bytes)
            #expect(RawPath.bytes(of: path) == bytes)
            #expect(RawPath.readable(path) == folder + "/caf\u{FFFD}\u{FFFD}-x.png")
            let painting = try paint(path)
            #expect(painting.imageError == nil, "\(String(describing: painting.imageError))")
            #expect(near(try #require(centre(painting)), RGBA(0, 255, 0), 2))
            let missing = try paint(RawPath.encode(Array((folder + "/gone").utf8) + [0xE9] + Array(".png".utf8)))
            #expect(missing.imageError?.message.contains("gone\u{FFFD}.png") == true, "messages show a readable name")
        }

        @Test func rawPathLeavesValidUTF8Alone() {
            for text in ["/pics/café.jpg", "/fotos/🐼.png", "/a/b", "", "/שלום/صورة.jpg"] {
                #expect(RawPath.encode(Array(text.utf8)) == text)
                #expect(RawPath.bytes(of: text) == Array(text.utf8))
                #expect(RawPath.readable(text) == text)
            }
        }

        @Test(arguments: [
            "🐼🎉 Panda party 👩‍👩‍👧‍👦", "مرحبا بالعالم", "שלום עולם and English", "🇺🇦🏳️‍🌈",
            String(repeating: "🐼مرحبا", count: 2_000), "a\u{202E}evil\u{202C}b\u{200F}",
        ])
        func emojiAndRightToLeftTitlesPaint(title: String) throws {
            let painting = try paint(nil, title: title)
            #expect(painting.surface.size == size)
            let text = TextPainter(fonts: FontPaths(regular: TestSDL.fontPath(), bold: TestSDL.fontPath(bold: true)))
            let shown = text.render(
                title, font: artist.style.titleFont(forWidth: size.width), color: RGBA(0, 0, 0),
                maxWidth: size.width - 2 * 12)
            #expect(shown.lines.count == 1, "one line on the card: \(shown.lines.first?.count ?? 0) characters")
            // Some ink lands on the title's row in the middle of the card (missing glyphs draw boxes).
            let row = size.height / 2
            let inked = (0..<size.width).contains { x in
                painting.surface.pixel(x: x, y: row).map { !near($0, background, 30) } ?? false
            }
            #expect(inked, "the title leaves ink on the card")
        }
    }
}
