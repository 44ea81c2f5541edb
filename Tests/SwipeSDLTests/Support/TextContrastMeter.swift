import SwipeCore

@testable import SwipeSDL

/// Measures a text's contrast from drawn pixels (WCAG 1.4.3, 1.4.6): in `box`, the ground of each row
/// is the pixel at column `groundX` of that row (left of the text, on what lies under it: a solid
/// plate, a background, a gradient that changes only downward); a row holds text where a pixel
/// differs from its ground; the ink is the pixel that stands out most from its ground. The ratio is
/// the ink's against the ground of the worst row that holds text (nil when no text is found).
enum TextContrastMeter {
    static func ratio(_ surface: Surface, box: PixelRect, groundX: Int) -> (ratio: Double, ink: RGBA, ground: RGBA)? {
        var ink: RGBA?, best = 1.0
        var inkRows: [(y: Int, ground: RGBA)] = []
        for y in box.y..<(box.y + box.height) {
            guard let ground = surface.pixel(x: groundX, y: y) else { continue }
            var hasText = false
            for x in box.x..<(box.x + box.width) {
                guard let p = surface.pixel(x: x, y: y) else { continue }
                if abs(Int(p.r) - Int(ground.r)) + abs(Int(p.g) - Int(ground.g)) + abs(Int(p.b) - Int(ground.b)) > 24 {
                    hasText = true
                }
                let r = WCAGContrast.ratio(p, ground)
                if r > best { best = r; ink = p }
            }
            if hasText { inkRows.append((y, ground)) }
        }
        guard let ink, !inkRows.isEmpty else { return nil }
        let worst = inkRows.min { WCAGContrast.ratio(ink, $0.ground) < WCAGContrast.ratio(ink, $1.ground) }!
        return (WCAGContrast.ratio(ink, worst.ground), ink, worst.ground)
    }
}
