extension DeckController {
    /// Sideways speed a nudge gives the top card, px/s. 700: with the reset spring the card leans about
    /// 25 px out and springs back by itself within about half a second.
    public static let nudgeSpeed = 700.0

    /// Nudges the top card sideways to show it can be swiped (an idle kiosk's hint): its pose motion
    /// gets a sideways velocity of `nudgeSpeed` (px/s, to the right, or to the left with `leftward`)
    /// and springs back to rest on its own. Ignored while a pointer is held or the deck is exhausted.
    /// Returns whether the card was nudged.
    @discardableResult
    public mutating func nudge(leftward: Bool = false) -> Bool {
        guard !options.reducedMotion, !gesture.isTracking, let i = topStackIndex else { return false }
        let pose = topPose(stack[i])
        let velocity = Vector2(leftward ? -Self.nudgeSpeed : Self.nudgeSpeed, 0)
        stack[i].motion = PoseMotion(
            from: pose, velocity: velocity + stack[i].motion.velocity, spring: options.resetSpring)
        return true
    }

    /// Puts the deck at `position` (decisions since the start; clamped to 0…count unless the deck
    /// loops) with no history and no animation, as if those cards had been decided (resuming a log).
    /// A drag in progress is cancelled.
    public mutating func jump(to position: Int) {
        if gesture.isTracking { _ = gesture.cancel() }
        grabbedPoint = nil
        deck.jump(to: position)
        stack.removeAll()
        flying.removeAll()
        for p in deck.visiblePositions(options.visibleCount) { stack.append(newStackCard(at: p, entering: false)) }
    }
}

extension DeckState {
    /// Sets the position (decisions since the start) and forgets the history. Negative positions
    /// become 0; past the end of a non-looping deck, its count (exhausted).
    public mutating func jump(to position: Int) {
        let p = max(0, position)
        self.reset()
        self.position = loops ? p : min(p, count)
        self.decided = self.position
    }
}
