import Testing

@testable import SwipeCore

/// Turning the top card over (a tap, Enter): the card narrows to an edge and widens showing its back,
/// and can be swiped either way up.
@Suite struct DeckControllerFlipTests {
    let viewport = Size(width: 800, height: 600)

    func width(_ q: Quad) -> Double { q.topLeft.distance(to: q.topRight) }

    @Test func selectTurnsTheTopCardOverAndBackAgain() throws {
        var c = DeckController(count: 3, viewport: viewport)
        c.advance(to: 0)
        let full = width(try #require(c.topCardQuad))
        let selected = c.select()
        #expect(selected)
        #expect(c.takeEvents() == [.selected(index: 0), .flipped(index: 0, showsBack: true)])
        #expect(c.isAnimating)
        var narrowest = full
        var t = 0.0
        while t < 1.5 {
            t += 1.0 / 120
            c.advance(to: t)
            narrowest = min(narrowest, width(try #require(c.topCardQuad)))
        }
        #expect(narrowest < full * 0.1, "half-way the card is seen edge-on")
        #expect(!c.isAnimating)
        let top = try #require(c.scene.cards.last)
        #expect(top.showsBack)
        #expect(isClose(width(top.quad), full, 1e-6), "turned over, the card is full width again")
        c.select()
        c.advance(to: t + 1.5)
        #expect(c.scene.cards.last?.showsBack == false)
    }

    @Test func aTapTurnsTheCardAndADragDoesNot() throws {
        var c = DeckController(count: 3, viewport: viewport)
        let p = c.cardRect.center
        c.handle(.pointer(PointerEvent(.down, at: p)), at: 0)
        c.handle(.pointer(PointerEvent(.up, at: p + Vector2(2, 1))), at: 0.08)
        #expect(c.takeEvents().contains(.flipped(index: 0, showsBack: true)))
        drag(&c, from: p, to: p + Vector2(40, 0), steps: 8, duration: 0.4, startTime: 1)
        #expect(!c.takeEvents().contains { if case .flipped = $0 { return true } else { return false } })
    }

    @Test func aTurnedCardSwipesAndFliesOffShowingItsBack() throws {
        var c = DeckController(count: 3, viewport: viewport)
        c.advance(to: 0)
        c.select()
        c.advance(to: 1)
        _ = c.takeEvents()
        let swiped = c.swipe(.right)
        #expect(swiped)
        #expect(c.takeEvents().first == .swiped(index: 0, direction: .right))
        c.advance(to: 1.05)
        let flying = try #require(c.scene.cards.first { $0.isFlying })
        #expect(flying.showsBack)
        #expect(c.scene.cards.filter { !$0.isFlying }.allSatisfy { !$0.showsBack }, "the next card shows its front")
    }

    @Test func undoBringsATurnedCardBackTheWayItLeft() throws {
        var c = DeckController(count: 3, viewport: viewport)
        c.advance(to: 0)
        c.select()
        c.advance(to: 1)
        c.swipe(.left)
        c.advance(to: 1.05)
        let undone = c.undo()
        #expect(undone)
        c.advance(to: 3)
        let top = try #require(c.scene.cards.last)
        #expect(top.index == 0 && top.showsBack)
    }

    @Test func flipOnSelectCanBeSwitchedOff() {
        var o = DeckOptions()
        o.flipOnSelect = false
        var c = DeckController(count: 3, viewport: viewport, options: o)
        c.select()
        #expect(c.takeEvents() == [.selected(index: 0)])
        c.advance(to: 1)
        #expect(c.scene.cards.last?.showsBack == false)
    }

    @Test func flipGeometryNarrowsAboutTheCentreLine() {
        let card = Rect(x: 100, y: 50, width: 300, height: 400)
        #expect(FlipGeometry.transform(0, card: card) == .identity)
        let half = FlipGeometry.transform(0.5, card: card).apply(card.quad)
        #expect(isClose(half.topLeft.x, 250 - 150 * FlipGeometry.minimumWidthShare, 1e-9))
        #expect(isClose(half.topRight.x, 250 + 150 * FlipGeometry.minimumWidthShare, 1e-9))
        #expect(half.topLeft.y == 50 && half.bottomLeft.y == 450)
        let quarter = FlipGeometry.transform(0.25, card: card).apply(card.quad)
        #expect(isClose(quarter.topRight.x - quarter.topLeft.x, 300 * (0.5).squareRoot(), 1e-9))
        #expect(!FlipGeometry.showsBack(0.5) && FlipGeometry.showsBack(0.51))
    }
}
