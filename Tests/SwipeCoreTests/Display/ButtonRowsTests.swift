import Testing

@testable import SwipeCore

@Suite struct ButtonRowsTests {
    @Test func theOrderReadsLeftToRightWithUndoInTheMiddle() {
        #expect(ButtonRows.order(allowed: [.right, .left]) == [.left, nil, .right])
        #expect(ButtonRows.order(allowed: [.down, .up, .left, .right]) == [.left, .up, nil, .down, .right])
        #expect(
            ButtonRows.order(allowed: SwipeDirection.allCases)
                == [.left, .upLeft, .downLeft, .up, nil, .down, .upRight, .downRight, .right])
    }

    @Test func threeButtonsKeepTheMetricsOwnSize() {
        let viewport = Size(width: 800, height: 600)
        let rows = ButtonRows.make(allowed: [.left, .right], viewport: viewport)
        #expect(rows.rows == 1 && rows.diameter == ChromeMetrics(viewport: viewport).buttonDiameter)
    }

    @Test func aNarrowWindowWrapsRatherThanGoBelowTheTouchTarget() {
        for width in stride(from: 200.0, through: 1000, by: 20) {
            let viewport = Size(width: width, height: 600)
            let rows = ButtonRows.make(allowed: SwipeDirection.allCases, viewport: viewport)
            let touch = ChromeMetrics(viewport: viewport).touchTarget
            #expect(rows.diameter >= touch && rows.undoDiameter >= touch, "\(width)")
            let widest = Double(rows.perRow) * rows.diameter + Double(rows.perRow - 1) * rows.gap
            #expect(widest <= width, "\(width): a row \(widest) px wide")
            #expect(rows.perRow * rows.rows >= 9)
        }
    }

    @Test func placedButtonsDoNotTouch() {
        let rows = ButtonRows.make(allowed: SwipeDirection.allCases, viewport: Size(width: 300, height: 500))
        let placed = rows.place(centerX: 150, firstRowY: 400)
        #expect(placed.count == 9)
        for (i, a) in placed.enumerated() {
            for b in placed[(i + 1)...] {
                #expect(a.center.distance(to: b.center) >= (a.diameter + b.diameter) / 2, "\(a) \(b)")
            }
        }
    }

    @Test func undoIsAtLeastTheTouchTargetOnADenseDisplay() {
        let density = DisplayDensity(reportedDPI: 220)
        let viewport = Size(width: 1600, height: 1000)
        let rows = ButtonRows.make(allowed: [.left, .right], viewport: viewport, density: density)
        #expect(rows.undoDiameter >= density.pixels(millimetres: 9) - 1e-9)
    }
}
