import SwipeCore
import Testing

/// Where the accessibility button goes (`SpeechButtonPlace`, in `ScreenLayout`): at least 9 mm, in
/// the window, above the stack, clear of the counter and of every direction button, from 200×200 to
/// 3840×2160 on three densities; a pill with its label where there is room, a square otherwise.
@Suite struct SpeechButtonPlaceTests {
    static let sides: [Double] = [200, 240, 320, 400, 480, 600, 800, 1080, 1280, 1920, 2160, 3840]

    @Test func neverOverlapsTheStackTheCounterOrTheButtonsAtAnySize() {
        var problems: [String] = []
        // Windows of 200 points a side or more (DirectionButtonsLayoutTests' sizes): at scale 2 from
        // 400 pixels, at 160 dpi from 480.
        let cases: [(DisplayDensity, [Double])] = [
            (.standard, Self.sides), (DisplayDensity(pixelsPerPoint: 2), Self.sides.filter { $0 >= 400 }),
            (DisplayDensity(reportedDPI: 160), Self.sides.filter { $0 >= 480 }),
        ]
        for (density, sides) in cases {
            for w in sides {
                for h in sides where h <= 2160 {
                    for allowed in [[SwipeDirection.left, .right], SwipeDirection.allCases] {
                        for kind in StackLayoutKind.allCases {
                            let viewport = Size(width: w, height: h)
                            let screen = ScreenLayout.make(
                                viewport: viewport, kind: kind, visible: 3, density: density, allowed: allowed)
                            let name = "\(Int(w))x\(Int(h)) \(density.dotsPerInch) dpi \(allowed.count) \(kind)"
                            let speech = screen.speechButton
                            let least = density.pixels(millimetres: ChromeMetrics.minimumTouchTarget) - 1e-6
                            if min(speech.width, speech.height) < least { problems.append("\(name): under 9 mm") }
                            if speech.minX < 0 || speech.minY < 0 || speech.maxX > w || speech.maxY > h {
                                problems.append("\(name): leaves the window")
                            }
                            if speech.intersects(screen.stack) { problems.append("\(name): over the stack") }
                            let counterWidth = SpeechButtonPlace.counterWidth(
                                centerX: screen.labelCenter.x, button: speech, unit: screen.unit)
                            let counter = Rect(
                                center: screen.labelCenter,
                                size: Size(width: counterWidth, height: Double(screen.labelPointSize) * 1.2))
                            if speech.intersects(counter) { problems.append("\(name): over the counter") }
                            if counterWidth < Double(screen.labelPointSize) * 2 {
                                problems.append("\(name): the counter has \(counterWidth) px")
                            }
                            let rows = screen.buttons!.place(
                                centerX: screen.card.center.x, firstRowY: screen.buttonRowY)
                            for b in rows {
                                let r = Rect(center: b.center, size: Size(width: b.diameter, height: b.diameter))
                                if speech.intersects(r) {
                                    problems.append("\(name): over \(String(describing: b.button))")
                                }
                            }
                        }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    @Test func aPillWithItsLabelWhereThereIsRoomASquareOtherwise() {
        let wide = Size(width: 800, height: 600), narrow = Size(width: 200, height: 200)
        let pill = SpeechButtonPlace.rect(viewport: wide, metrics: ChromeMetrics(viewport: wide))
        let square = SpeechButtonPlace.rect(viewport: narrow, metrics: ChromeMetrics(viewport: narrow))
        #expect(abs(pill.width - pill.height * SpeechButtonPlace.pillShare) < 1e-9)
        #expect(square.width == square.height)
        #expect(pill.minX == pill.minY && pill.minX > 0, "in the top left corner, inside the margin")
    }

    @Test func anOrdinaryWindowKeepsItsCard() {
        // 800×600 with three inset cards is laid out as before the button: the band had room for it.
        let screen = ScreenLayout.make(viewport: Size(width: 800, height: 600), kind: .inset, visible: 3)
        #expect(screen.card == CardFrame.rect(in: Size(width: 800, height: 600)))
    }
}
