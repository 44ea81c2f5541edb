import SwipeFormats
import Testing

/// The readers that walk a JPEG's segments (`JPEGSegments`): the end check and the CMYK layout.
@Suite struct JPEGReadersTests {
    typealias J = JPEGBytes

    @Test func aWholeJPEGEndsAfterItsScanAndACutOneDoesNot() {
        let whole = J.soi + [0xFF, 0xFF] + J.app0 + [0xFF, 0xD3] + J.frame(width: 8, height: 8) + J.scan
        #expect(JPEGEnd.startOfScan(whole) == whole.count - J.scan.count)
        #expect(JPEGEnd.isComplete(whole))
        #expect(JPEGEnd.isComplete(whole + Array("trailer".utf8)), "bytes after the end marker do not matter")
        #expect(!JPEGEnd.isComplete(Array(whole.dropLast(2))))
        #expect(JPEGEnd.startOfScan(J.soi + J.app0 + J.eoi + J.scan) == nil, "the end of image before any scan")
        #expect(!JPEGEnd.isComplete(J.soi + [0xFF, 0xE1, 0x00, 0x01] + J.scan), "a hostile length ends the walk")
    }

    @Test func cmykLayoutFromTheFrameHeaderAndAdobesSegment() {
        let ycc = J.soi + J.app0 + J.frame(width: 8, height: 8) + J.scan
        #expect(CMYKJPEG.layout(of: ycc) == CMYKJPEG.Layout(isCMYK: false, inverted: false))
        let cmyk = J.soi + [0xFF] + J.adobe + [0xFF, 0xD0] + J.frame(width: 8, height: 8, components: 4) + J.scan
        #expect(CMYKJPEG.layout(of: cmyk) == CMYKJPEG.Layout(isCMYK: true, inverted: true))
        let plainCMYK = J.soi + J.frame(width: 8, height: 8, components: 4) + J.scan
        #expect(CMYKJPEG.layout(of: plainCMYK) == CMYKJPEG.Layout(isCMYK: true, inverted: false))
        #expect(
            CMYKJPEG.layout(of: J.soi + J.scan + J.adobe + J.frame(width: 8, height: 8, components: 4))
                == CMYKJPEG.Layout(isCMYK: false, inverted: false), "nothing after the scan counts")
    }
}
