import SwipeCore
import SwipeSDL

@testable import SwipeDeck

/// Builds one stream, keeping what is held (mouse button, fingers) so moves and releases mostly
/// belong to a press, and the clock in whole milliseconds.
struct FuzzStreamBuilder {
    /// The window, pixels (the dummy driver has no HiDPI scaling: points are pixels).
    let viewport: Size
    /// Milliseconds since the stream's start.
    var time: Int64
    var steps: [FuzzStep] = []
    /// Where the mouse is while its left button is held.
    var mouse: Vector2?
    /// Held fingers: (touch device, finger) → position, pixels.
    var fingers: [FingerKey: Vector2] = [:]

    struct FingerKey: Hashable { var touch: Int64, finger: Int64 }

    init(viewport: Size, time: Int64) { self.viewport = viewport; self.time = time }

    var seconds: Double { Double(time) / 1000 }

    mutating func add(_ input: RecordedInput) { steps.append(.input(RecordedEvent(time: seconds, input))) }

    /// Moves the clock on: mostly a burst (0 ms) or a drag's pace, sometimes a pause, rarely a long one.
    mutating func tick(_ rng: inout SplitMix64) {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<40: break
        case 40..<88: time += Int64.random(in: 1...20, using: &rng)
        case 88..<97: time += Int64.random(in: 20...600, using: &rng)
        default: time += Int64.random(in: 600...15_000, using: &rng)
        }
    }

    /// A point mostly on the card, sometimes anywhere in the window or a little outside it, pixels.
    func somewhere(_ rng: inout SplitMix64) -> Vector2 {
        let card = CardFrame.rect(in: viewport)
        if Int.random(in: 0..<4, using: &rng) == 0 || card.width < 1 || card.height < 1 {
            return Vector2(
                Double.random(in: -40...(viewport.width + 40), using: &rng),
                Double.random(in: -40...(viewport.height + 40), using: &rng))
        }
        return Vector2(
            Double.random(in: card.minX...card.maxX, using: &rng), Double.random(in: card.minY...card.maxY, using: &rng)
        )
    }

    /// `p` moved by up to `reach` pixels each way, a long throw now and then.
    func moved(_ p: Vector2, _ rng: inout SplitMix64) -> Vector2 {
        let reach = [3.0, 15, 60, 400].randomElement(using: &rng)!
        return p
            + Vector2(Double.random(in: -reach...reach, using: &rng), Double.random(in: -reach...reach, using: &rng))
    }

    mutating func addStep(_ rng: inout SplitMix64) {
        tick(&rng)
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<10: mouseDown(&rng)
        case 10..<30: mouseMotion(&rng)
        case 30..<37: mouseUp(&rng)
        case 37..<45: fingerDown(&rng)
        case 45..<60: fingerMotion(&rng)
        case 60..<66: fingerUp(&rng)
        case 66..<72: window(&rng)
        case 72..<84: key(&rng)
        case 84..<92: command(&rng)
        default: buttonTap(&rng)
        }
    }

    // MARK: mouse

    /// SDL's mouse id for the event: 0 (the mouse) mostly, sometimes SDL_TOUCH_MOUSEID (touch-made).
    func which(_ rng: inout SplitMix64) -> UInt32 { Int.random(in: 0..<8, using: &rng) == 0 ? UInt32.max : 0 }

    mutating func mouseDown(_ rng: inout SplitMix64) {
        let p = somewhere(&rng)
        let button: UInt8 = Int.random(in: 0..<6, using: &rng) == 0 ? UInt8.random(in: 2...5, using: &rng) : 1
        let id = which(&rng)
        if button == 1 && id == 0 { mouse = p }
        add(
            .mouseButton(
                MouseButtonInput(
                    isDown: true, button: button, clicks: UInt8.random(in: 1...2, using: &rng),
                    x: Int32(p.x.rounded()), y: Int32(p.y.rounded()), which: id)))
    }

    mutating func mouseMotion(_ rng: inout SplitMix64) {
        let from = mouse ?? somewhere(&rng)
        let to = moved(from, &rng)
        // The mask SDL reports: the left button while it is held, else sometimes left anyway (a press
        // outside the window), sometimes other buttons.
        let buttons: UInt32 = mouse != nil ? 1 : [1, 2, 4, 5].randomElement(using: &rng)!
        if mouse != nil { mouse = to }
        add(
            .mouseMotion(
                MouseMotionInput(
                    x: Int32(to.x.rounded()), y: Int32(to.y.rounded()),
                    dx: Int32((to.x - from.x).rounded()), dy: Int32((to.y - from.y).rounded()),
                    buttons: buttons, which: which(&rng))))
    }

    mutating func mouseUp(_ rng: inout SplitMix64) {
        let p = mouse ?? somewhere(&rng)
        let button: UInt8 = Int.random(in: 0..<6, using: &rng) == 0 ? UInt8.random(in: 2...5, using: &rng) : 1
        let id = which(&rng)
        if button == 1 && id == 0 { mouse = nil }
        add(
            .mouseButton(
                MouseButtonInput(
                    isDown: false, button: button, x: Int32(p.x.rounded()), y: Int32(p.y.rounded()), which: id)))
    }

    // MARK: fingers

    /// A finger: devices 3 and 9 (fingers 0…2), or the mouse-made device −1.
    func anyFinger(_ rng: inout SplitMix64) -> FingerKey {
        let touch: Int64 = Int.random(in: 0..<8, using: &rng) == 0 ? -1 : [3, 9].randomElement(using: &rng)!
        return FingerKey(touch: touch, finger: Int64.random(in: 0...2, using: &rng))
    }

    mutating func finger(_ phase: FingerInput.Phase, _ key: FingerKey, at p: Vector2, from: Vector2) {
        let w = Float(max(viewport.width, 1)), h = Float(max(viewport.height, 1))
        add(
            .finger(
                FingerInput(
                    phase, touchId: key.touch, fingerId: key.finger, x: Float(p.x) / w, y: Float(p.y) / h,
                    dx: Float(p.x - from.x) / w, dy: Float(p.y - from.y) / h,
                    pressure: phase == .up ? 0 : 1)))
    }

    mutating func fingerDown(_ rng: inout SplitMix64) {
        let key = anyFinger(&rng), p = somewhere(&rng)
        fingers[key] = p
        finger(.down, key, at: p, from: p)
    }

    mutating func fingerMotion(_ rng: inout SplitMix64) {
        let key =
            fingers.keys.sorted { ($0.touch, $0.finger) < ($1.touch, $1.finger) }.randomElement(using: &rng)
            ?? anyFinger(&rng)
        let from = fingers[key] ?? somewhere(&rng)
        let to = moved(from, &rng)
        if fingers[key] != nil { fingers[key] = to }
        finger(.motion, key, at: to, from: from)
    }

    mutating func fingerUp(_ rng: inout SplitMix64) {
        let key =
            fingers.keys.sorted { ($0.touch, $0.finger) < ($1.touch, $1.finger) }.randomElement(using: &rng)
            ?? anyFinger(&rng)
        let p = fingers.removeValue(forKey: key) ?? somewhere(&rng)
        finger(.up, key, at: p, from: p)
    }

    // MARK: window, keys, commands, buttons

    mutating func window(_ rng: inout SplitMix64) {
        let changes: [WindowInput] = [
            .focusLost, .focusGained, .hidden, .shown, .minimized, .restored, .exposed,
            .sizeChanged(
                width: Int32.random(in: 0...2000, using: &rng),
                height: Int32.random(in: 0...2000, using: &rng)),
        ]
        add(.window(changes.randomElement(using: &rng)!))
    }

    mutating func key(_ rng: inout SplitMix64) {
        var k: KeyInput
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: k = FuzzKeys.f11
        case 1..<4:
            // Any key with any modifiers; a quit key only with Ctrl or Alt held (which is no quit).
            k = KeyInput(
                isDown: true, keycode: Int32.random(in: 0...0x4000_011A, using: &rng),
                scancode: UInt32.random(in: 0...290, using: &rng), modifiers: UInt16.random(in: 0...0xFFFF, using: &rng)
            )
            if FuzzKeys.isQuit(k) { k.modifiers |= FuzzKeys.ctrl }
        default: k = FuzzKeys.bound.randomElement(using: &rng)!
        }
        k.isRepeat = Int.random(in: 0..<10, using: &rng) == 0
        add(.key(k))
        if Bool.random(using: &rng) {
            k.isDown = false; k.isRepeat = false
            add(.key(k))
        }
    }

    mutating func command(_ rng: inout SplitMix64) {
        let commands: [AppCommand] = [.swipe(.left), .swipe(.right), .swipe(.up), .swipe(.down), .undo, .undo, .select]
        let command =
            Int.random(in: 0..<12, using: &rng) == 0
            ? [.startOver, .swipe(SwipeDirection.allCases.randomElement(using: &rng)!)].randomElement(using: &rng)!
            : commands.randomElement(using: &rng)!
        steps.append(.command(command, time: seconds))
    }

    /// A press and release (mouse or finger) on a button of the deck screen or the empty view,
    /// laid out for the window's first size.
    mutating func buttonTap(_ rng: inout SplitMix64) {
        let layout =
            Bool.random(using: &rng)
            ? ChromeLayout.empty(viewport: viewport)
            : ChromeLayout.deck(viewport: viewport, cardRect: CardFrame.rect(in: viewport))
        // The speech button is left out: it only turns speech on (SpeechButtonTests), and the streams stay as they were.
        let rect = layout.buttons.filter { $0.key != .speech }.sorted { $0.key.rawValue < $1.key.rawValue }
            .randomElement(using: &rng)!.value
        let p = rect.center + Vector2(Double.random(in: -4...4, using: &rng), Double.random(in: -4...4, using: &rng))
        if Bool.random(using: &rng) {
            guard mouse == nil else { return }
            add(
                .mouseButton(
                    MouseButtonInput(isDown: true, button: 1, x: Int32(p.x.rounded()), y: Int32(p.y.rounded()))))
            time += Int64.random(in: 0...150, using: &rng)
            add(
                .mouseButton(
                    MouseButtonInput(isDown: false, button: 1, x: Int32(p.x.rounded()), y: Int32(p.y.rounded()))))
        } else {
            let key = FingerKey(touch: 5, finger: 0)
            finger(.down, key, at: p, from: p)
            time += Int64.random(in: 0...150, using: &rng)
            finger(.up, key, at: p, from: p)
        }
    }

    /// Ends the stream with a quit: Esc, Q, the window's close button or SDL_QUIT.
    mutating func addQuit(_ rng: inout SplitMix64) {
        time += Int64.random(in: 0...100, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1: add(.key(FuzzKeys.quit.randomElement(using: &rng)!))
        case 2: add(.window(.close))
        default: add(.quit)
        }
    }
}
