import SwipeCore
import Testing

@Suite struct StackLayoutTests {
    let card = Rect(x: 100, y: 50, width: 300, height: 400)

    func isCloseT(_ t: AffineTransform, _ u: AffineTransform) -> Bool {
        [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy { abs($0) < 1e-9 }
    }

    @Test(arguments: StackLayoutKind.allCases)
    func slotZeroIsTheRestingCard(kind: StackLayoutKind) {
        let p = StackLayout(kind: kind).placement(slot: 0, card: card, visible: 3)
        #expect(isCloseT(p.transform, .identity))
        #expect(p.opacity == 1)
        // Negative slots clamp to 0.
        #expect(StackLayout(kind: kind).placement(slot: -0.5, card: card, visible: 3) == p)
    }

    @Test func insetSlotOne() {
        let p = StackLayout(kind: .inset).placement(slot: 1, card: card, visible: 3)
        let s = 1 - 2.0 / 30
        // Bottom centre (250, 450): scale about it, then 10 px down.
        let q = p.transform.apply(card.quad)
        #expect(isClose(q.bottomLeft, Vector2(250 - 150 * s, 460), 1e-9))
        #expect(isClose(q.bottomRight, Vector2(250 + 150 * s, 460), 1e-9))
        #expect(isClose(q.topLeft, Vector2(250 - 150 * s, 450 - 400 * s + 10), 1e-9))
        #expect(abs((q.topRight.x - q.topLeft.x) - 280) < 1e-9) // 10 px narrower on each side
        #expect(p.opacity == 1)
        let expected = AffineTransform(a: s, b: 0, c: 0, d: s, tx: 250 * (1 - s), ty: 450 * (1 - s) + 10)
        #expect(isCloseT(p.transform, expected))
    }

    @Test func scaledSlotsOneAndTwo() {
        let layout = StackLayout(kind: .scaled)
        for slot in [1.0, 2.0] {
            let p = layout.placement(slot: slot, card: card, visible: 3)
            let s = slot == 1 ? 0.95 : 0.9025
            let rise = 0.03 * 300 * slot // 9 px per slot
            let q = p.transform.apply(card.quad)
            #expect(isClose((q.topLeft + q.topRight) / 2, Vector2(250, 50 - rise), 1e-9))
            #expect(abs((q.topRight.x - q.topLeft.x) - 300 * s) < 1e-9)
            #expect(abs((q.bottomLeft.y - q.topLeft.y) - 400 * s) < 1e-9)
            #expect(p.opacity == 1)
        }
    }

    @Test func collectWaitsLargeAndTransparent() {
        let layout = StackLayout(kind: .collect)
        let p1 = layout.placement(slot: 1, card: card, visible: 3)
        #expect(isCloseT(p1.transform, AffineTransform.scale(1.5, about: card.center)))
        #expect(abs(p1.transform.a - 1.5) < 1e-12 && p1.opacity == 0)
        let half = layout.placement(slot: 0.5, card: card, visible: 3)
        #expect(abs(half.transform.a - 1.25) < 1e-12 && abs(half.opacity - 0.5) < 1e-12)
        #expect(layout.placement(slot: 2, card: card, visible: 3) == p1)
    }

    @Test(arguments: [StackLayoutKind.inset, .scaled])
    func fractionalSlotsInterpolate(kind: StackLayoutKind) {
        let layout = StackLayout(kind: kind)
        let a = layout.placement(slot: 1, card: card, visible: 3).transform.apply(card.quad)
        let b = layout.placement(slot: 2, card: card, visible: 3).transform.apply(card.quad)
        let mid = layout.placement(slot: 1.5, card: card, visible: 3).transform.apply(card.quad)
        // Inset is linear in the slot; scaled is geometric, so its midpoint scale is the geometric mean.
        let tolerance = kind == .inset ? 1e-9 : 0.2
        for (m, (x, y)) in zip(mid.corners, zip(a.corners, b.corners)) {
            #expect(isClose(m, (x + y) / 2, tolerance))
        }
        if kind == .scaled {
            let s = layout.placement(slot: 1.5, card: card, visible: 3).transform.a
            #expect(abs(s - (0.95 * 0.9025).squareRoot()) < 1e-12)
            let top = layout.placement(slot: 1.5, card: card, visible: 3).transform.apply(card.quad).topLeft
            #expect(abs(top.y - (50 - 0.03 * 300 * 1.5)) < 1e-9) // the rise is linear
        }
    }

    @Test(arguments: [StackLayoutKind.inset, .scaled])
    func fadeBeyondTheDeepestVisibleSlot(kind: StackLayoutKind) {
        let layout = StackLayout(kind: kind)
        #expect(layout.placement(slot: 2, card: card, visible: 3).opacity == 1)
        #expect(abs(layout.placement(slot: 2.25, card: card, visible: 3).opacity - 0.75) < 1e-12)
        #expect(layout.placement(slot: 3, card: card, visible: 3).opacity == 0)
        #expect(layout.placement(slot: 4, card: card, visible: 3).opacity == 0)
        #expect(layout.placement(slot: 1, card: card, visible: 1).opacity == 0)
        #expect(abs(layout.placement(slot: 0.5, card: card, visible: 1).opacity - 0.5) < 1e-12)
    }

    @Test func slotSprings() {
        #expect(StackLayout(kind: .inset).slotSpring == Spring(duration: 0.35, bounce: 0.1))
        #expect(
            StackLayout(kind: .collect).slotSpring.dampingRatio < StackLayout(kind: .scaled).slotSpring.dampingRatio)
    }

    @Test func cardFrame() {
        let r = CardFrame.rect(in: Size(width: 800, height: 600))
        #expect(r == Rect(x: 256, y: 72, width: 288, height: 384))
        let narrow = CardFrame.rect(in: Size(width: 300, height: 900))
        #expect(abs(narrow.width - 270) < 1e-9 && abs(narrow.height - 360) < 1e-9)
        #expect(narrow.contains(Vector2(150, 450)))
        let empty = CardFrame.rect(in: Size(width: 0, height: 0))
        #expect(empty.width > 0 && empty.height > 0)
    }
}
