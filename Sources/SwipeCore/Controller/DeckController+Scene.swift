extension DeckController {
    /// The pose of a stack card: following the pointer while dragged, else its own motion.
    func topPose(_ card: StackCard) -> CardPose {
        guard isDragged(card), let m = grabbedPoint else { return card.motion.pose }
        let anchor = baseTransform(of: card).apply(m)
        return options.drag.pose(translation: gesture.position - anchor, anchor: anchor, card: cardRect)
    }

    /// The layout placement of a stack card at its current slot (background cards follow the top
    /// card's progress when `backgroundFollowsDrag`).
    func placement(of card: StackCard) -> SlotPlacement {
        var slot = card.slot.value
        if options.backgroundFollowsDrag, card.position != deck.position, !card.isLeaving {
            slot -= topProgress
        }
        return layout.placement(slot: slot, card: cardRect, visible: options.visibleCount)
    }

    /// A stack card's transform before its pose: turned over as far as it is, then placed in its slot.
    func baseTransform(of card: StackCard) -> AffineTransform {
        FlipGeometry.transform(card.flip.value, card: cardRect).then(placement(of: card).transform)
    }

    /// The full transform of a stack card from the resting rectangle.
    func transform(of card: StackCard) -> AffineTransform {
        baseTransform(of: card).then(topPose(card).transform)
    }

    /// The top card's corners on screen, pixels, or nil when the deck is empty.
    public var topCardQuad: Quad? {
        guard let i = topStackIndex else { return nil }
        return transform(of: stack[i]).apply(cardRect.quad)
    }

    /// True when `pose` moves its card off its place by more than half a pixel or a thousandth of a radian.
    static func isAway(_ pose: CardPose) -> Bool {
        pose.offset.length > 0.5 || abs(pose.angle) > 1e-3 || abs(pose.scale - 1) > 1e-3
    }

    /// What to draw now: stack cards from the deepest to the top, then cards in flight.
    public var scene: Scene {
        let rest = cardRect.quad
        var cards: [SceneCard] = []
        let ordered = stack.sorted { (targetSlot($0), $0.position) > (targetSlot($1), $1.position) }
        for card in ordered {
            let p = placement(of: card)
            let pose = topPose(card)
            let isTop = card.position == deck.position && !card.isLeaving
            let overlay = isTop ? decider.dominant(pose.offset) : nil
            let quad = FlipGeometry.transform(card.flip.value, card: cardRect).then(p.transform).then(pose.transform)
                .apply(rest)
            cards.append(
                SceneCard(
                    index: card.index, quad: quad, opacity: p.opacity, overlay: overlay, z: cards.count,
                    isFlying: false, showsBack: FlipGeometry.showsBack(card.flip.value),
                    turnsToBack: card.showsBack,
                    isRaised: isTop && (isDragged(card) || Self.isAway(pose))))
        }
        for f in flying {
            let strength = min(max(decider.progress(f.pose.offset, toward: f.direction), 0), 1)
            cards.append(
                SceneCard(
                    index: f.index, quad: f.quad, opacity: 1,
                    overlay: CardOverlay(direction: f.direction, strength: strength),
                    z: cards.count, isFlying: true, showsBack: FlipGeometry.showsBack(f.flip)))
        }
        return Scene(cards: cards, viewport: viewport, isEmpty: deck.isExhausted)
    }
}
