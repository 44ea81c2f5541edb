extension DeckController {
    /// Swipes the top card in `direction` with the fly-off animation (keys, buttons). A drag in progress
    /// is taken over: the card leaves from where it is. Ignored when the deck is exhausted or the
    /// direction is not allowed. Returns whether a card was swiped.
    @discardableResult
    public mutating func swipe(_ direction: SwipeDirection) -> Bool {
        guard options.allowedDirections.contains(direction), let i = topStackIndex else { return false }
        let pose = topPose(stack[i])
        if gesture.isTracking { _ = gesture.cancel() }
        grabbedPoint = nil
        let u = direction.unitVector
        let velocity = u * options.commandFlySpeed
        let anchor =
            pose.anchor == .zero ? Vector2(cardRect.center.x, cardRect.minY + cardRect.height / 4) : pose.anchor
        let spin = options.drag.maxRotation * velocity.x / max(cardRect.width, 1)
        var start = pose
        start.anchor = anchor
        launch(stackIndex: i, pose: start, velocity: velocity, angularVelocity: spin, direction: direction)
        return true
    }

    /// Brings the last decided card back to the top, from the side it left (or from where it is, if
    /// it is still flying). A drag in progress springs back first. Returns whether a card came back.
    @discardableResult
    public mutating func undo() -> Bool {
        guard deck.canUndo else { return false }
        if gesture.isTracking { handleGestureOutput(gesture.cancel(), at: gesture.lastEventTime) }
        // Background cards follow the top card's progress; keep each where it is on screen while the
        // top card changes, and let the slot springs take them one slot down.
        shiftBackgroundSlots(by: -(options.backgroundFollowsDrag ? topProgress : 0))
        guard let decision = deck.undo() else { return false }
        let position = deck.position
        var motion: PoseMotion
        var slot = 0.0
        var returningFlip: Double?
        // The latest flight of that position: after a reset, an older one may still be in the air.
        if let f = flying.lastIndex(where: { $0.position == position }) {
            motion = PoseMotion(from: flying[f].pose, spring: options.undoSpring)
            slot = flying[f].slot
            returningFlip = flying[f].flip
            flying.remove(at: f)
        } else {
            let u = decision.direction.unitVector
            let distance = Vector2(viewport.width, viewport.height).length + cardRect.size.width + cardRect.size.height
            let sign = u.x == 0 ? 0.0 : (u.x > 0 ? 1.0 : -1.0)
            let pose = CardPose(
                offset: u * distance, angle: sign * options.drag.maxRotation,
                anchor: Vector2(cardRect.center.x, cardRect.minY + cardRect.height / 4))
            motion = PoseMotion(from: pose, spring: options.undoSpring)
        }
        stack.removeAll { $0.position == position }
        var returning = StackCard(
            position: position, index: decision.index, slot: SpringState(value: slot), motion: motion)
        if let turned = returningFlip { // a card brought back from its flight keeps the side it showed
            returning.flip = SpringState(value: turned)
            returning.showsBack = FlipGeometry.showsBack(turned)
        }
        stack.append(returning)
        reconcileStack()
        shiftBackgroundSlots(by: options.backgroundFollowsDrag ? topProgress : 0)
        events.append(.undone(index: decision.index))
        return true
    }

    /// Selects the top card (Enter, Space), as a tap does. Returns whether there was one.
    @discardableResult
    public mutating func select() -> Bool {
        guard let top = deck.topIndex else { return false }
        events.append(.selected(index: top))
        if options.flipOnSelect { flip() }
        return true
    }

    /// Turns the top card over: to its back, or to its front again. It can be swiped either way up.
    /// Returns whether there was a card to turn.
    @discardableResult
    public mutating func flip() -> Bool {
        guard let i = topStackIndex else { return false }
        stack[i].showsBack.toggle()
        // Reduced motion (WCAG 2.3.3): the other side at once, without the narrowing turn.
        if options.reducedMotion { stack[i].flip = SpringState(value: stack[i].showsBack ? 1 : 0) }
        events.append(.flipped(index: stack[i].index, showsBack: stack[i].showsBack))
        return true
    }

    /// Back to the first card with no history (start over). Cards in flight finish their flight.
    public mutating func reset() {
        if gesture.isTracking { _ = gesture.cancel() }
        grabbedPoint = nil
        deck.reset()
        stack.removeAll()
        for p in deck.visiblePositions(options.visibleCount) { stack.append(newStackCard(at: p, entering: true)) }
    }

    /// Adds `delta` to the slot of every card beneath the top one that is not leaving.
    mutating func shiftBackgroundSlots(by delta: Double) {
        guard delta != 0 else { return }
        for j in stack.indices where !stack[j].isLeaving && stack[j].position != deck.position {
            stack[j].slot.value += delta
        }
    }
}
