import SwipeFormats
import Testing

@Suite struct JPEGSegmentsTests {
    typealias J = JPEGBytes

    func markers(_ bytes: [UInt8]) -> [UInt8] { JPEGSegments(bytes).map(\.marker) }

    @Test func walksTheSegmentsToTheStartOfScan() {
        let bytes = J.soi + J.app0 + J.exif(orientation: 6) + J.frame(width: 640, height: 480) + J.scan
        let segments = Array(JPEGSegments(bytes))
        #expect(segments.map(\.marker) == [0xE0, 0xE1, 0xC0, 0xDA])
        #expect(segments[0] == JPEGSegment(marker: 0xE0, offset: 2, length: 16))
        #expect(segments[1].offset == 2 + J.app0.count && segments[1].contentStart == segments[1].offset + 4)
        #expect(segments[2].isFrameHeader && !segments[2].endsHeaders)
        #expect(segments[3].endsHeaders && segments[3].length == nil, "nothing after the start of scan is read")
        #expect(segments.dropLast().allSatisfy { $0.end == $0.offset + 2 + $0.length! })
    }

    @Test func somethingElseThanAJPEGHasNoSegments() {
        #expect(markers([]).isEmpty)
        #expect(markers(J.soi).isEmpty)
        #expect(markers([0x89, 0x50, 0x4E, 0x47] + J.app0).isEmpty, "a PNG")
        #expect(markers([0xD8, 0xFF] + J.app0).isEmpty, "SOI reversed")
    }

    @Test func fillBytesBeforeMarkersAreSkipped() {
        let padded =
            J.soi + [0xFF, 0xFF, 0xFF] + J.app0 + [0xFF] + J.frame(width: 8, height: 8) + [0xFF, 0xFF] + J.scan
        #expect(markers(padded) == [0xE0, 0xC0, 0xDA])
        #expect(Array(JPEGSegments(padded))[0].offset == 5, "the segment starts at its own 0xFF, after the fill")
    }

    @Test func markersWithoutALengthAreSkipped() {
        // TEM, RST0…RST7 and a second SOI carry no length field.
        let standalone: [UInt8] = [0xFF, 0x01] + (0xD0...0xD7).flatMap { [0xFF, $0] } + J.soi
        #expect(markers(J.soi + standalone + J.app0 + J.scan) == [0xE0, 0xDA])
    }

    @Test func endOfImageEndsTheWalk() {
        #expect(markers(J.soi + J.app0 + J.eoi + [0, 0] + J.frame(width: 8, height: 8)) == [0xE0, 0xD9])
    }

    @Test func truncatedBytesEndTheWalkAfterTheLastWholeMarker() {
        let whole = J.soi + J.app0 + J.frame(width: 640, height: 480) + J.scan
        #expect(markers(Array(whole.prefix(2 + J.app0.count + 3))) == [0xE0], "a marker needs its 4 bytes")
        #expect(
            markers(Array(whole.prefix(2 + J.app0.count + 6))) == [0xE0, 0xC0],
            "a segment running past the end is returned, then the walk ends")
        #expect(markers(Array(whole.prefix(2 + 10))) == [0xE0])
        #expect(markers(J.soi + [0xFF, 0xE0, 0x00]) == [])
    }

    @Test func aByteOtherThanFFWhereAMarkerShouldBeEndsTheWalk() {
        #expect(markers(J.soi + J.app0 + [0x00] + J.frame(width: 8, height: 8) + J.scan) == [0xE0])
    }

    @Test(arguments: [0, 1])
    func aLengthBelowTwoEndsTheWalk(length: Int) {
        let bytes =
            J.soi + J.app0 + [0xFF, 0xE2, 0x00, UInt8(length), 0xFF, 0xC0] + J.frame(width: 8, height: 8) + J.scan
        #expect(markers(bytes) == [0xE0])
    }

    @Test func aLengthPastTheEndIsReturnedAndEndsTheWalk() {
        let bytes = J.soi + J.app0 + [0xFF, 0xE1, 0xFF, 0xFF, 1, 2, 3] + J.scan
        let segments = Array(JPEGSegments(bytes))
        #expect(segments.map(\.marker) == [0xE0, 0xE1])
        #expect(segments[1].length == 0xFFFF && segments[1].end > bytes.count)
    }

    @Test func aFloodOfTinySegmentsStopsAtTheLimit() {
        let flood =
            J.soi + Array(repeating: J.segment(0xE5, []), count: JPEGSegments.maxSegments + 50).flatMap { $0 } + J.scan
        let segments = Array(JPEGSegments(flood))
        #expect(segments.count == JPEGSegments.maxSegments)
        #expect(!segments.contains { $0.endsHeaders })
    }

    @Test func frameHeadersAreTheSOFMarkersOnly() {
        let frames = (0xC0...0xCF).filter { JPEGSegment(marker: UInt8($0), offset: 0, length: 2).isFrameHeader }
        #expect(frames == [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF])
        #expect(!JPEGSegment(marker: 0xE1, offset: 0, length: 2).isFrameHeader)
    }
}
