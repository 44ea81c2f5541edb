import Testing

@testable import SwipeCore

/// Points, millimetres and drawable pixels (`DisplayDensity`) and the chrome's sizes from them
/// (`ChromeMetrics`, `ScreenLayout`): 4K laid out as full HD ×2, scale 2 as scale 1 ×2, buttons at
/// least 9 mm from the display's DPI (96 when unknown or absurd).
@Suite struct DisplayDensityTests {
    @Test(arguments: [nil, 0, -96, 12, 49.9, 1001, 1e9, .nan, .infinity] as [Double?])
    func anUnknownOrAbsurdDPIMeans96APoint(reported: Double?) {
        let one = DisplayDensity(pixelsPerPoint: 1, reportedDPI: reported)
        #expect(one.dotsPerInch == 96 && !one.isReported)
        let two = DisplayDensity(pixelsPerPoint: 2, reportedDPI: reported)
        #expect(two.dotsPerInch == 192, "at scale 2 a point is two drawable pixels")
        #expect(abs(two.pixels(millimetres: 9) - 2 * one.pixels(millimetres: 9)) < 1e-9)
    }

    @Test(arguments: [50, 96, 163, 192, 288, 1000] as [Double])
    func aPlausibleDPIIsBelieved(dpi: Double) {
        let density = DisplayDensity(pixelsPerPoint: 1, reportedDPI: dpi)
        #expect(density.dotsPerInch == dpi && density.isReported)
        #expect(abs(density.pixels(millimetres: 25.4) - dpi) < 1e-9)
        #expect(abs(density.millimetres(pixels: density.pixels(millimetres: 9)) - 9) < 1e-9)
    }

    @Test func pixelsPerPointComeFromTheOutputOverTheWindow() {
        let wayland2 = DisplayDensity(
            output: Size(width: 1272, height: 746), window: Size(width: 636, height: 373), reportedDPI: nil)
        #expect(wayland2.pixelsPerPoint == 2 && wayland2.dotsPerInch == 192)
        for window in [Size(width: 0, height: 0), Size(width: .nan, height: 5)] {
            let odd = DisplayDensity(output: Size(width: 800, height: 600), window: window, reportedDPI: nil)
            #expect(odd.pixelsPerPoint == 1, "a window of no size counts as scale 1")
        }
        #expect(DisplayDensity(pixelsPerPoint: 100).pixelsPerPoint == 1)
    }

    /// The layout's every rectangle and size, `factor` times another's.
    static func isScaled(_ big: ScreenLayout, _ small: ScreenLayout, by factor: Double) -> Bool {
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b * factor) < 1e-6 * max(1, abs(a)) }
        func near(_ a: Rect, _ b: Rect) -> Bool {
            near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
        }
        return near(big.card, small.card) && near(big.stack, small.stack)
            && near(big.buttonDiameter, small.buttonDiameter) && near(big.buttonRowY, small.buttonRowY)
            && near(big.labelCenter.x, small.labelCenter.x) && near(big.labelCenter.y, small.labelCenter.y)
            && abs(Double(big.labelPointSize) - Double(small.labelPointSize) * factor) <= 1
    }

    /// Failed before ChromeMetrics: the buttons stayed 96 px and the counter 40 px at 4K.
    @Test(arguments: StackLayoutKind.allCases)
    func fourKIsFullHDScaledTwice(kind: StackLayoutKind) {
        for visible in 1...5 {
            let hd = ScreenLayout.make(viewport: Size(width: 1920, height: 1080), kind: kind, visible: visible)
            let uhd = ScreenLayout.make(viewport: Size(width: 3840, height: 2160), kind: kind, visible: visible)
            #expect(Self.isScaled(uhd, hd, by: 2), "\(kind) visible \(visible): \(uhd) vs \(hd)")
        }
        #expect(
            ScreenLayout.make(viewport: Size(width: 3840, height: 2160), kind: kind, visible: 3).buttonDiameter == 192)
    }

    @Test(arguments: [Size(width: 800, height: 600), Size(width: 1280, height: 800), Size(width: 1920, height: 1080)])
    func scaleTwoIsScaleOneTwiceAsManyPixels(points: Size) {
        let one = ScreenLayout.make(viewport: points, kind: .inset, visible: 3)
        let drawable = Size(width: points.width * 2, height: points.height * 2)
        let two = ScreenLayout.make(
            viewport: drawable, kind: .inset, visible: 3, density: DisplayDensity(pixelsPerPoint: 2))
        #expect(Self.isScaled(two, one, by: 2), "\(two) vs \(one)")
    }

    @Test func usualWindowsKeepTheirSizes() {
        let cases: [(Size, Double, Int)] = [
            (Size(width: 800, height: 600), 72, 24), (Size(width: 1280, height: 800), 96, 32),
            (Size(width: 1920, height: 1080), 96, 40),
            // Under 400 points on the shorter side the buttons shrink with the window (12 %, down to
            // 36 points; issue 30's 200×200 balance): 48 before.
            (Size(width: 400, height: 300), 36, 16),
        ]
        for (viewport, diameter, label) in cases {
            let m = ChromeMetrics(viewport: viewport)
            #expect(m.buttonDiameter == diameter && m.labelPointSize == label, "\(viewport): \(m)")
        }
    }

    @Test(arguments: [96, 192, 288, nil] as [Double?])
    func buttonsAreAtLeastNineMillimetres(dpi: Double?) {
        for scale in [1.0, 2.0] {
            for points in [
                Size(width: 800, height: 600), Size(width: 1280, height: 800), Size(width: 1920, height: 1080),
            ] {
                let viewport = Size(width: points.width * scale, height: points.height * scale)
                let density = DisplayDensity(pixelsPerPoint: scale, reportedDPI: dpi)
                let m = ChromeMetrics(viewport: viewport, density: density)
                #expect(
                    density.millimetres(pixels: m.buttonDiameter) >= 9 - 1e-9,
                    "\(viewport) at \(density.dotsPerInch) dpi: \(m.buttonDiameter) px")
            }
        }
    }

    @Test func aTinyWindowOnADenseDisplayKeepsItsRowInside() {
        let viewport = Size(width: 200, height: 200)
        let m = ChromeMetrics(viewport: viewport, density: DisplayDensity(reportedDPI: 600))
        #expect(m.buttonDiameter * 3.62 <= viewport.width, "the row fits across: \(m.buttonDiameter)")
        #expect(m.buttonDiameter >= 48, "never below the old smallest size")
    }

    @Test func aNewDensityLaysTheChromeOutAgainAndEndsADrag() {
        var c = DeckController(count: 5, viewport: Size(width: 1280, height: 960))
        #expect(c.screen.buttonDiameter == 96, "read as scale 1, 96 points at most")
        let centre = c.cardRect.center
        c.handle(.pointer(PointerEvent(.down, at: centre)), at: 0)
        c.handle(.pointer(PointerEvent(.move, at: centre + Vector2(60, 0))), at: 0.05)
        #expect(c.gesture.isTracking)
        c.handle(.rescale(DisplayDensity(pixelsPerPoint: 2)), at: 0.1)
        #expect(!c.gesture.isTracking, "the drag springs back")
        #expect(
            abs(c.screen.buttonDiameter - 115.2) < 1e-9 && c.screen.density.pixelsPerPoint == 2,
            "a 640×480-point window ×2: 0.12 × 480 × 2")
        let before = c.screen
        c.handle(.rescale(DisplayDensity(pixelsPerPoint: 2)), at: 0.2)
        #expect(c.screen == before)
    }
}
