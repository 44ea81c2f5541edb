import SwipeCore
import SwipeFormats
import Testing

/// Issue 30, red team round 3: formats SDL_image could decode but SwipeDeck does not take (damaged
/// XCF, PCX, TGA and ICO headers; SVG with entity expansion or external entities), and a 1×65535 PNG.
@Suite struct RedTeamHeaderTests {
    static let laughs = """
        <?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
        <!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;&x;</text></svg>
        """

    /// Refused from their first bytes, by name, before any decoder (SDL_image's XCF, PCX, TGA, ICO or
    /// SVG reader) sees them.
    @Test(
        arguments: [
            ("xcf", Array("gimp xcf v011".utf8) + [0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
            ("pcx", [0x0A, 0x05, 0x01, 0x08] + [UInt8](repeating: 0xFF, count: 12)),
            ("tga", [0, 0, 2] + [UInt8](repeating: 0, count: 9) + [0xFF, 0xFF, 0xFF, 0xFF, 0x20, 0]),
            ("ico", [0, 0, 1, 0, 0xFF, 0xFF] + [UInt8](repeating: 0xFF, count: 16)),
            ("svg", Array(laughs.utf8)),
        ] as [(String, [UInt8])])
    func otherFormatsAreRefusedFromTheirHeader(format: String, bytes: [UInt8]) {
        #expect(throws: PictureError("x.\(format): not a PNG, JPEG, GIF, BMP or WebP file")) {
            try ImageHeader(bytes: bytes, name: "x.\(format)")
        }
    }

    @Test func aOneByMaxPictureIsRefusedBeforeDecoding() throws {
        let header = try ImageHeader(bytes: ImageHeaderTests.pngHeader(width: 1, height: 65535), name: "tall.png")
        #expect(header.size == PixelSize(width: 1, height: 65535))
        #expect(throws: PictureError.self) { try ImageLimits.standard.check(header.size, path: "tall.png") }
    }
}
