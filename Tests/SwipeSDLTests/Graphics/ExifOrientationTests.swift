import CSDL2
import SwipeCore
import Testing

@testable import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

extension SDLSuites {
    /// Orientation applied to decoded pictures (parsing the tag is tested in SwipeFormatsTests).
    @Suite struct ExifOrientationTests {
        init() { _ = TestSDL.context }

        /// An APP1 Exif segment whose IFD0 holds `tags` (tag, type, value) in the given byte order.
        static func app1(orientation: Int, littleEndian: Bool = true, extraTagFirst: Bool = true) -> [UInt8] {
            func u16(_ v: Int) -> [UInt8] {
                littleEndian ? [UInt8(v & 0xff), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xff)]
            }
            func u32(_ v: Int) -> [UInt8] {
                littleEndian ? u16(v & 0xffff) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xffff)
            }
            var tiff: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
            tiff += u16(42) + u32(8)
            let entries: [(Int, Int, Int)] = (extraTagFirst ? [(0x010F, 3, 7)] : []) + [(0x0112, 3, orientation)]
            tiff += u16(entries.count)
            for (tag, type, value) in entries { tiff += u16(tag) + u16(type) + u32(1) + u16(value) + u16(0) }
            tiff += u32(0)
            let body = Array("Exif".utf8) + [0, 0] + tiff
            return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xff)] + body
        }

        /// A 2×3 surface whose pixel (x, y) has red = 10·x + y + 1, so every pixel is told apart.
        static func labelled() throws -> Surface {
            let s = try Surface(size: PixelSize(width: 2, height: 3))
            for y in 0..<3 {
                for x in 0..<2 {
                    s.fill(RGBA(UInt8(10 * x + y + 1), 0, 0), rect: PixelRect(x: x, y: y, width: 1, height: 1))
                }
            }
            return s
        }

        /// The rows of red labels of `s`.
        static func labels(_ s: Surface) -> [[Int]] {
            (0..<s.size.height).map { y in (0..<s.size.width).map { x in Int(s.pixel(x: x, y: y)!.r) } }
        }

        @Test func eightOrientationsOnATwoByThreeSurface() throws {
            let source = try Self.labelled()
            // Source rows: [1, 11], [2, 12], [3, 13].
            let expected: [Int: [[Int]]] = [
                1: [[1, 11], [2, 12], [3, 13]],
                2: [[11, 1], [12, 2], [13, 3]], // mirrored
                3: [[13, 3], [12, 2], [11, 1]], // 180°
                4: [[3, 13], [2, 12], [1, 11]], // flipped vertically
                5: [[1, 2, 3], [11, 12, 13]], // transposed
                6: [[3, 2, 1], [13, 12, 11]], // 90° clockwise
                7: [[13, 12, 11], [3, 2, 1]], // transverse
                8: [[11, 12, 13], [1, 2, 3]], // 90° counter-clockwise
            ]
            for (value, rows) in expected {
                #expect(Self.labels(try source.oriented(value)) == rows, "orientation \(value)")
            }
            #expect(try source.oriented(0) === source)
        }

        @Test func loadTurnsAJPEGWithOrientationSix() throws {
            let plain = TestSDL.temporaryPath("exif-plain.jpg"), turned = TestSDL.temporaryPath("exif-6.jpg")
            let s = try Surface(size: PixelSize(width: 40, height: 20))
            s.fill(RGBA(200, 30, 30))
            s.fill(RGBA(30, 30, 200), rect: PixelRect(x: 0, y: 0, width: 20, height: 20)) // left half blue
            #expect(IMG_SaveJPG(s.pointer, plain, 95) == 0)
            var bytes = [UInt8](repeating: 0, count: 1 << 16)
            let file = fopen(plain, "rb"); let n = fread(&bytes, 1, bytes.count, file); fclose(file)
            let withExif = [0xFF, 0xD8] + Self.app1(orientation: 6) + Array(bytes[2..<n])
            let out = fopen(turned, "wb");
            _ = withExif.withUnsafeBytes { fwrite($0.baseAddress, 1, withExif.count, out) }; fclose(out)

            let upright = try Surface.load(path: turned)
            #expect(upright.size == PixelSize(width: 20, height: 40))
            let top = upright.pixel(x: 10, y: 5)!, bottom = upright.pixel(x: 10, y: 35)!
            #expect(top.b > 150 && top.r < 100, "the left (blue) half is on top after a quarter turn clockwise: \(top)")
            #expect(bottom.r > 150 && bottom.b < 100, "\(bottom)")
            let fitted = try Surface.load(path: turned, fitting: PixelSize(width: 10, height: 10))
            #expect(fitted.size == PixelSize(width: 5, height: 10))
        }
    }
}
