import Foundation
import Testing

/// The built app on a folder of broken pictures: it runs, and stderr names each problem once.
extension ExecutableTests {
    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func aFolderOfBrokenPicturesRunsAndStderrNamesEachOne() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let jpegStart: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let files: [(String, [UInt8])] = [
            ("a-empty.png", []),
            ("b-text.png", Array("not a picture\n".utf8)),
            ("c-cut.jpg", jpegStart),
            (
                "d-huge.png",
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                    + [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 6, 0, 0, 0, 0, 0, 0, 0]
            ),
            ("e-phone.HEIC", Array("....ftypheic".utf8)),
        ]
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/" + name)) }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/f-folder.png", withIntermediateDirectories: true)
        let outcome = try run([folder.path], environment: ["SDL_VIDEODRIVER": "dummy"], terminateAfter: 2.0)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let expected = [
            "card a-empty: \(folder.path)/a-empty.png: file is empty (0 bytes)",
            "card b-text: \(folder.path)/b-text.png: not a PNG, JPEG, GIF, BMP or WebP file",
            "card c-cut: \(folder.path)/c-cut.jpg: ",
            "card d-huge: \(folder.path)/d-huge.png: image is 30000×30000 pixels, larger than the 16384-pixel side limit",
            "skipped 1 picture in formats SwipeDeck cannot show (HEIC), e.g. e-phone.HEIC",
        ]
        for text in expected {
            #expect(
                outcome.stderr.components(separatedBy: text).count == 2, "once on stderr: \(text)\n\(outcome.stderr)")
        }
        #expect(!outcome.stderr.contains("f-folder"), "a folder named like a picture is not a card")
    }
}
