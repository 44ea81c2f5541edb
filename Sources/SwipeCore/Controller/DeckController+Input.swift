extension DeckController {
    /// Handles one input at `time` (seconds, on the same clock as `advance(to:)`).
    ///
    /// Animations are first brought up to `time`, so whatever the input starts (a spring-back, a
    /// fly-off) starts at the input's own time, not at the last frame's: the motion is then the same
    /// whatever the frame rate.
    public mutating func handle(_ input: DeckInput, at time: Double) {
        advance(to: time)
        switch input {
        case .pointer(let event):
            let onTop = event.phase == .down && (topCardQuad?.contains(event.position) ?? false)
            let wasTracking = gesture.isTracking
            let output = gesture.handle(event, at: time, startsOnTarget: onTop)
            if onTop, !wasTracking, gesture.isTracking, let i = topStackIndex {
                pressedPoint = transform(of: stack[i]).inverted?.apply(event.position)
            }
            handleGestureOutput(output, at: time)
        case .cancelAll:
            handleGestureOutput(gesture.cancel(), at: time)
        case .resize(let size):
            handleGestureOutput(gesture.cancel(), at: time)
            viewport = size
        case .rescale(let density):
            guard density != self.density else { break }
            handleGestureOutput(gesture.cancel(), at: time)
            self.density = density
        }
    }

    mutating func handleGestureOutput(_ output: PanOutput, at time: Double) {
        switch output {
        case .none:
            break
        case .began:
            guard let i = topStackIndex, let inverse = transform(of: stack[i]).inverted else {
                _ = gesture.cancel(); return
            }
            // Remember which point of the card was grabbed (in resting coordinates), so it stays under
            // the pointer: the point pressed at the down, even if the card moved on since.
            grabbedPoint = pressedPoint ?? inverse.apply(gesture.anchor)
            pressedPoint = nil
            events.append(.progress(decider.dominant(topPose(stack[i]).offset)))
        case .changed:
            if let i = topStackIndex { events.append(.progress(decider.dominant(topPose(stack[i]).offset))) }
        case .ended(_, let velocity):
            release(velocity: velocity)
        case .cancelled:
            release(velocity: .zero, canSwipe: false)
        case .tapped(let position):
            if topCardQuad?.contains(position) ?? false { select() }
        }
    }

    /// The dragged card is let go: it flies off if decided, else springs back from its current pose
    /// with its current velocity.
    mutating func release(velocity: Vector2, canSwipe: Bool = true) {
        guard let i = topStackIndex, grabbedPoint != nil else { grabbedPoint = nil; return }
        let card = stack[i]
        let anchor = baseTransform(of: card).apply(grabbedPoint!)
        let translation = gesture.position - anchor
        let pose = options.drag.pose(translation: translation, anchor: anchor, card: cardRect)
        grabbedPoint = nil
        if canSwipe, let direction = decider.decide(translation: translation, velocity: velocity) {
            let rates = options.drag.poseRates(
                translation: translation, velocity: velocity, anchor: anchor, card: cardRect)
            launch(stackIndex: i, pose: pose, velocity: velocity, angularVelocity: rates.angle, direction: direction)
            return
        }
        let rates = options.drag.poseRates(translation: translation, velocity: velocity, anchor: anchor, card: cardRect)
        stack[i].motion = PoseMotion(
            from: pose, velocity: velocity, angleRate: rates.angle, scaleRate: rates.scale,
            spring: options.resetSpring)
        events.append(.progress(nil))
    }

    /// Sends the stack card at `stackIndex` flying in `direction` and decides it.
    mutating func launch(
        stackIndex i: Int, pose: CardPose, velocity: Vector2, angularVelocity: Double,
        direction: SwipeDirection
    ) {
        let card = stack[i]
        let u = direction.unitVector
        let along = velocity.dot(u)
        let flyVelocity = along < options.minimumFlySpeed ? velocity + u * (options.minimumFlySpeed - along) : velocity
        let base = placement(of: card).transform
        // Cards beneath keep their place on screen as the top card's progress stops pulling them. The
        // progress is the launched pose's: the drag that gave it is already over here.
        let progress = options.backgroundFollowsDrag ? (decider.dominant(pose.offset)?.strength ?? 0) : 0
        flying.append(
            FlyingCard(
                position: card.position, index: card.index, direction: direction,
                restQuad: cardRect.quad, base: base, slot: card.slot.value, pose: pose, velocity: flyVelocity,
                angularVelocity: angularVelocity, flip: card.flip.value))
        stack.remove(at: i)
        shiftBackgroundSlots(by: -progress)
        guard let decision = deck.decide(direction) else { return }
        events.append(.swiped(index: decision.index, direction: direction))
        if deck.isExhausted { events.append(.ranOut) }
        reconcileStack()
    }
}
