import SwipeFormats
import Testing

@Suite struct RawPathTests {
    @Test func invalidUTF8BytesSurviveTheRoundTrip() {
        // Latin-1 é, a stray FF, a cut sequence
        let bytes = Array("/pics/caf".utf8) + [0xE9] + Array(".jpg".utf8) + [0xFF, 0xC3]
        let path = RawPath.encode(bytes)
        #expect(RawPath.bytes(of: path) == bytes)
        #expect(RawPath.readable(path) == "/pics/caf\u{FFFD}.jpg\u{FFFD}\u{FFFD}")
        #expect(
            RawPath.withCString(path) {
                Array(UnsafeBufferPointer(start: $0, count: bytes.count + 1)).map { UInt8(bitPattern: $0) }
            } == bytes + [0])
    }

    @Test func validUTF8IsLeftAlone() {
        for text in ["/pics/café.jpg", "/fotos/🐼.png", "", "/שלום/صورة.jpg"] {
            #expect(RawPath.encode(Array(text.utf8)) == text)
            #expect(RawPath.bytes(of: text) == Array(text.utf8))
            #expect(RawPath.readable(text) == text)
        }
    }
}
