import SwipeCore
import Testing

/// How large a window may start, and which display a covering window follows (issue 13, item 3).
@Suite struct DisplayFitTests {
    @Test func aWindowThatFitsIsLeftAlone() {
        let usable = Size(width: 1280, height: 800)
        for size in [Size(width: 800, height: 600), Size(width: 1280, height: 800), Size(width: 200, height: 800)] {
            #expect(DisplayFit.fit(size, into: usable) == size)
        }
    }

    @Test func aLargerWindowIsShrunkKeepingItsAspectRatio() {
        let fitted = DisplayFit.fit(Size(width: 3000, height: 2000), into: Size(width: 1280, height: 800))
        #expect(fitted == Size(width: 1200, height: 800))
        let wide = DisplayFit.fit(Size(width: 3840, height: 1080), into: Size(width: 1920, height: 1040))
        #expect(wide == Size(width: 1920, height: 540))
        let tall = DisplayFit.fit(Size(width: 600, height: 2000), into: Size(width: 1280, height: 800))
        #expect(tall == Size(width: 240, height: 800))
        #expect(fitted.width / fitted.height == 1.5)
    }

    @Test func aSideThatWouldBecomeTinyIsCutOnItsOwn() {
        // Evenly, 16384×300 would be 1280×23: too thin to use; only the width is cut.
        let fitted = DisplayFit.fit(Size(width: 16384, height: 300), into: Size(width: 1280, height: 800))
        #expect(fitted == Size(width: 1280, height: 300))
        let both = DisplayFit.fit(Size(width: 16384, height: 16384), into: Size(width: 1280, height: 800))
        #expect(both == Size(width: 800, height: 800))
    }

    @Test func nothingIsEverLargerThanTheUsableArea() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let usable = Size(
                width: Double(Int.random(in: 1...4000, using: &rng)),
                height: Double(Int.random(in: 1...4000, using: &rng)))
            let asked = Size(
                width: Double(Int.random(in: 200...16384, using: &rng)),
                height: Double(Int.random(in: 200...16384, using: &rng)))
            let fitted = DisplayFit.fit(asked, into: usable)
            #expect(fitted.width <= usable.width && fitted.height <= usable.height, "\(asked) in \(usable) → \(fitted)")
            #expect(
                fitted.width >= 1 && fitted.height >= 1 && fitted.width <= asked.width && fitted.height <= asked.height)
        }
    }

    @Test func aShrunkWindowIsCentredInTheUsableArea() {
        let area = Rect(x: 1280, y: 32, width: 1024, height: 736)
        let frame = DisplayFit.centred(Size(width: 1000, height: 700), in: area)
        #expect(frame == Rect(x: 1292, y: 50, width: 1000, height: 700))
    }

    @Test func theCoveredDisplayIsFollowedByNameAndReplacedByThePrimaryWhenItGoes() {
        let primary = DisplayArea(name: "DUMMY0", bounds: Rect(x: 0, y: 0, width: 1280, height: 800))
        let second = DisplayArea(name: "DUMMY1", bounds: Rect(x: 1280, y: 0, width: 1024, height: 768))
        #expect(DisplayFit.display(named: "DUMMY1", among: [primary, second]) == second)
        let resized = DisplayArea(name: "DUMMY1", bounds: Rect(x: 1280, y: 0, width: 768, height: 1024))
        #expect(DisplayFit.display(named: "DUMMY1", among: [primary, resized]) == resized, "rotated: new bounds")
        #expect(DisplayFit.display(named: "DUMMY1", among: [primary]) == primary, "unplugged: the primary")
        #expect(DisplayFit.display(named: "DUMMY1", among: []) == nil)
    }

    @Test func sdlsDisplayNumberIsMatchedToTheLiveDisplayByItsBounds() {
        let a = DisplayArea(name: "HDMI-1", bounds: Rect(x: 0, y: 0, width: 1920, height: 1080))
        let b = DisplayArea(name: "DP-2", bounds: Rect(x: 1920, y: 0, width: 1280, height: 1024))
        #expect(DisplayFit.name(ofDisplayAt: b.bounds, index: 0, among: [a, b]) == "DP-2")
        #expect(DisplayFit.name(ofDisplayAt: Rect(x: 5, y: 5, width: 5, height: 5), index: 1, among: [a, b]) == "DP-2")
        #expect(DisplayFit.name(ofDisplayAt: Rect(x: 5, y: 5, width: 5, height: 5), index: 2, among: [a, b]) == nil)
    }
}
