import SwipeFormats
import Testing

@Suite struct ExifOrientationTests {
    typealias J = JPEGBytes

    @Test func parsesBothByteOrdersAfterOtherSegments() {
        for value in 1...8 {
            #expect(ExifOrientation.parse(J.soi + J.app0 + J.exif(orientation: value) + J.scan) == value)
            #expect(
                ExifOrientation.parse(
                    J.soi + J.exif(orientation: value, littleEndian: false, extraTagFirst: false) + J.scan) == value)
        }
    }

    @Test func parsesBehindFillBytesAndMarkersWithoutALength() {
        #expect(
            ExifOrientation.parse(J.soi + [0xFF, 0xFF, 0xFF, 0x01] + J.app0 + [0xFF] + J.exif(orientation: 8) + J.scan)
                == 8)
    }

    @Test func missingOrBrokenExifMeansUpright() {
        #expect(ExifOrientation.parse(J.soi + J.app0 + J.scan) == 1)
        #expect(ExifOrientation.parse([0x89, 0x50, 0x4E, 0x47]) == 1)
        #expect(ExifOrientation.parse(J.soi + J.exif(orientation: 9) + J.scan) == 1)
        #expect(
            ExifOrientation.parse(J.soi + J.scan + J.exif(orientation: 6)) == 1, "Exif after the scan is not looked at")
        let cut = J.soi + J.exif(orientation: 6)
        #expect(ExifOrientation.parse(Array(cut.prefix(cut.count - 10))) == 1)
        #expect(ExifOrientation.parse([]) == 1)
        #expect(
            ExifOrientation.parse(J.soi + [0xFF, 0xE0, 0x00, 0x01] + J.exif(orientation: 6)) == 1,
            "a length of 1 ends the walk")
    }
}
