import SwipeCore

/// The app's buttons: one per swipe direction (✕ skips left, ♥ likes right, arrows for the others),
/// undo, and the empty view's Start over.
public enum ButtonKind: String, CaseIterable, Hashable, Sendable {
    case skip, undo, like, startOver
    case up, down, upLeft, upRight, downLeft, downRight

    /// The glyph on a round button (DejaVu Sans has them all); "" for the text button.
    public var symbol: String {
        switch self {
        case .skip: return "✕"
        case .undo: return "↺"
        case .like: return "♥"
        case .startOver: return ""
        case .up: return "↑"
        case .down: return "↓"
        case .upLeft: return "↖"
        case .upRight: return "↗"
        case .downLeft: return "↙"
        case .downRight: return "↘"
        }
    }

    /// The button that swipes toward `direction` (✕ left, ♥ right); undo's for nil.
    public init(direction: SwipeDirection?) {
        switch direction {
        case nil: self = .undo
        case .left: self = .skip
        case .right: self = .like
        case .up: self = .up
        case .down: self = .down
        case .upLeft: self = .upLeft
        case .upRight: self = .upRight
        case .downLeft: self = .downLeft
        case .downRight: self = .downRight
        }
    }

    /// The direction this button swipes toward; nil for undo and Start over.
    public var direction: SwipeDirection? {
        switch self {
        case .skip: return .left
        case .like: return .right
        case .undo, .startOver: return nil
        case .up: return .up
        case .down: return .down
        case .upLeft: return .upLeft
        case .upRight: return .upRight
        case .downLeft: return .downLeft
        case .downRight: return .downRight
        }
    }

    /// Round buttons are hit-tested as circles, the others as rectangles.
    public var isRound: Bool { self != .startOver }
}

/// Where the chrome goes for a viewport: a pure function of sizes, shared by drawing and hit-testing.
///
/// ```swift
/// let layout = ChromeLayout.deck(viewport: scene.viewport, cardRect: deckFrame)
/// if case let .pointer(p, _) = event, p.phase == .up, let b = layout.button(at: p.position) { … }
/// ```
public struct ChromeLayout: Hashable, Sendable {
    /// Button frames, pixels. Round buttons are circles inscribed in their squares.
    public var buttons: [ButtonKind: Rect]
    /// Centre of the counter ("3 / 6") or of the empty view's message, pixels.
    public var labelCenter: Vector2
    /// Suggested text size for labels, pixels.
    public var labelPointSize: Int
    /// Widest the label may be drawn, pixels (a wider one is drawn smaller); nil = no limit. Default nil.
    public var labelMaxWidth: Double?

    public init(buttons: [ButtonKind: Rect], labelCenter: Vector2, labelPointSize: Int, labelMaxWidth: Double? = nil) {
        self.buttons = buttons; self.labelCenter = labelCenter; self.labelPointSize = labelPointSize
        self.labelMaxWidth = labelMaxWidth
    }

    /// Widest the empty view's message is drawn, as a fraction of the viewport's width: 0.9.
    public static let emptyMessageWidthFraction = 0.9

    /// Diameter of the big round buttons for `viewport` on `density` (`ChromeMetrics.buttonDiameter`).
    public static func buttonDiameter(viewport: Size, density: DisplayDensity = .standard) -> Double {
        ChromeMetrics(viewport: viewport, density: density).buttonDiameter
    }

    /// The deck screen: skip, undo (smaller) and like in a row centred under `cardRect`, kept inside the
    /// viewport; the counter above the card. `stack` is the bounds of the whole stack (default: the card).
    public static func deck(
        viewport: Size, cardRect: Rect, stack: Rect? = nil, density: DisplayDensity = .standard
    ) -> ChromeLayout {
        let stack = stack ?? cardRect
        let d = buttonDiameter(viewport: viewport, density: density), small = d * 0.72
        let gap = d * ScreenLayout.buttonGap
        let y = min(stack.maxY + gap + d / 2, viewport.height - d / 2 - d * ScreenLayout.bottomMargin)
        let labelSize = labelPointSize(viewport: viewport, density: density)
        let labelY = max(Double(labelSize), stack.minY / 2)
        return row(
            centerX: cardRect.center.x, y: y, diameter: d, small: small, gap: gap,
            labelCenter: Vector2(cardRect.center.x, labelY), labelSize: labelSize)
    }

    /// The deck screen of a `ScreenLayout`: its buttons (`ScreenLayout.buttons`: one per allowed
    /// direction and undo, on one row or more) from its row down, the counter at its place.
    public static func deck(screen: ScreenLayout) -> ChromeLayout {
        let d = screen.buttonDiameter
        guard let rows = screen.buttons, rows.order != [.left, nil, .right] else { // ✕ ↺ ♥: as it always was
            return row(
                centerX: screen.card.center.x, y: screen.buttonRowY, diameter: d,
                small: screen.buttons?.undoDiameter ?? d * 0.72, gap: d * ScreenLayout.buttonGap,
                labelCenter: screen.labelCenter, labelSize: screen.labelPointSize)
        }
        var buttons: [ButtonKind: Rect] = [:]
        for placed in rows.place(centerX: screen.card.center.x, firstRowY: screen.buttonRowY) {
            let size = Size(width: placed.diameter, height: placed.diameter)
            buttons[ButtonKind(direction: placed.button)] = Rect(center: placed.center, size: size)
        }
        return ChromeLayout(buttons: buttons, labelCenter: screen.labelCenter, labelPointSize: screen.labelPointSize)
    }

    /// Skip, undo and like centred on `centerX` at height `y`, `gap` apart.
    private static func row(
        centerX x: Double, y: Double, diameter d: Double, small: Double, gap: Double,
        labelCenter: Vector2, labelSize: Int
    ) -> ChromeLayout {
        let step = d / 2 + gap + small / 2
        let buttons: [ButtonKind: Rect] = [
            .skip: Rect(center: Vector2(x - step, y), size: Size(width: d, height: d)),
            .undo: Rect(center: Vector2(x, y), size: Size(width: small, height: small)),
            .like: Rect(center: Vector2(x + step, y), size: Size(width: d, height: d)),
        ]
        return ChromeLayout(buttons: buttons, labelCenter: labelCenter, labelPointSize: labelSize)
    }

    /// The buttons of the deck screen (see `deck(viewport:cardRect:)`).
    public static func buttons(viewport: Size, cardRect: Rect) -> [ButtonKind: Rect] {
        deck(viewport: viewport, cardRect: cardRect).buttons
    }

    /// Label text size for `viewport` on `density` (`ChromeMetrics.labelPointSize`).
    public static func labelPointSize(viewport: Size, density: DisplayDensity = .standard) -> Int {
        ChromeMetrics(viewport: viewport, density: density).labelPointSize
    }

    /// The button under `point`, if any (circles for round buttons).
    public func button(at point: Vector2) -> ButtonKind? {
        for (kind, rect) in buttons.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            if kind.isRound {
                if point.distance(to: rect.center) <= min(rect.width, rect.height) / 2 { return kind }
            } else if rect.contains(point) {
                return kind
            }
        }
        return nil
    }
}
