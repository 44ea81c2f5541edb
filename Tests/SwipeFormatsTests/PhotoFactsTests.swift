import Foundation
import SwipeCore
import Testing

@testable import SwipeFormats

/// The back of a photo card: name, pixels, size, and the date taken or modified (issue 30).
@Suite struct PhotoFactsTests {
    typealias J = JPEGBytes

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// IFD0 with only a DateTime (0x0132) holding `date`, little-endian.
    static func exifDateTime(_ date: String) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xff), UInt8(v >> 8)] }
        func u32(_ v: Int) -> [UInt8] { u16(v & 0xffff) + u16(v >> 16) }
        // header 8, one entry: count 2 + 12 + next 4 = 18 → the string at 26
        let tiff =
            [0x49, 0x49] + u16(42) + u32(8) + u16(1) + u16(0x0132) + u16(2) + u32(20) + u32(26) + u32(0)
            + Array(date.utf8) + [0]
        return J.segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
    }

    @Test func aCamerasDateTakenIsReadAsARealToolWroteIt() throws {
        let path = Self.fixtures.appendingPathComponent("exif-taken.jpg").path
        let facts = try #require(PhotoFacts.read(path: path))
        #expect(facts.name == "exif-taken.jpg")
        #expect(facts.pixels == PixelSize(width: 24, height: 16))
        #expect(facts.bytes == 528)
        #expect(facts.taken == "2024-07-14 18:03", "DateTimeOriginal, not the later ModifyDate")
        #expect(facts.text == "exif-taken.jpg\n24 × 16 pixels · 528 bytes\nTaken 2024-07-14 18:03")
    }

    @Test func withoutDateTakenIFD0sDateTimeOrTheFilesTimeIsShown() throws {
        #expect(ExifDate.parse(J.soi + Self.exifDateTime("2023:12:31 23:59:01") + J.scan) == "2023-12-31 23:59")
        #expect(ExifDate.parse(J.soi + Self.exifDateTime("    :  :     :  :  ") + J.scan) == nil, "a blank date")
        #expect(ExifDate.parse(J.soi + Self.exifDateTime("0000:00:00 00:00:00") + J.scan) == nil)
        #expect(ExifDate.parse(J.soi + J.exif(orientation: 6) + J.scan) == nil, "no date tag")
        #expect(ExifDate.parse(J.soi + Self.exifDateTime("2023:12:31 23:59:01").dropLast(12) + J.scan) == nil, "cut")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photofacts-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain.jpg")
        try Data(J.soi + J.app0 + J.frame(width: 4000, height: 3000) + J.scan).write(to: file)
        let modified = Date(timeIntervalSince1970: 1_700_000_000) // 2023-11-14 22:13:20 UTC
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
        let facts = try #require(PhotoFacts.read(path: file.path))
        #expect(facts.taken == nil && facts.pixels == PixelSize(width: 4000, height: 3000))
        #expect(facts.modified == PhotoFacts.localTime(1_700_000_000))
        #expect(facts.text.hasSuffix("\nModified \(facts.modified)"))
    }

    @Test func sizesReadAsFileManagersShowThem() {
        #expect(PhotoFacts.fileSize(1) == "1 byte")
        #expect(PhotoFacts.fileSize(999) == "999 bytes")
        #expect(PhotoFacts.fileSize(34_499) == "34 KB")
        #expect(PhotoFacts.fileSize(2_440_000) == "2.4 MB")
        #expect(PhotoFacts.fileSize(999_960_000) == "1.0 GB")
        #expect(PhotoFacts.fileSize(15_300_000) == "15 MB")
    }

    @Test func aFolderOrAMissingFileHasNoFacts() {
        #expect(PhotoFacts.read(path: Self.fixtures.path) == nil)
        #expect(PhotoFacts.read(path: "/no/such/picture.jpg") == nil)
    }
}
