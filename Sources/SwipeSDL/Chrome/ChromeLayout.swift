import SwipeCore

/// The app's buttons.
public enum ButtonKind: String, CaseIterable, Hashable, Sendable {
    case skip, undo, like, startOver

    /// The glyph on a round button (DejaVu Sans has all three); "" for the text button.
    public var symbol: String {
        switch self {
        case .skip: return "✕"
        case .undo: return "↺"
        case .like: return "♥"
        case .startOver: return ""
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

    public init(buttons: [ButtonKind: Rect], labelCenter: Vector2, labelPointSize: Int) {
        self.buttons = buttons; self.labelCenter = labelCenter; self.labelPointSize = labelPointSize
    }

    /// Diameter of the big round buttons for `viewport`: 12 % of its shorter side, clamped to 48…96 px.
    public static func buttonDiameter(viewport: Size) -> Double {
        min(96, max(48, 0.12 * min(viewport.width, viewport.height)))
    }

    /// The deck screen: skip, undo (smaller) and like in a row centred under `cardRect`, kept inside the
    /// viewport; the counter above the card.
    public static func deck(viewport: Size, cardRect: Rect) -> ChromeLayout {
        let d = buttonDiameter(viewport: viewport), small = d * 0.72, gap = d * 0.45
        let y = min(cardRect.maxY + gap + d / 2, viewport.height - d / 2 - d * 0.2)
        let x = cardRect.center.x
        let step = d / 2 + gap + small / 2
        let buttons: [ButtonKind: Rect] = [
            .skip: Rect(center: Vector2(x - step, y), size: Size(width: d, height: d)),
            .undo: Rect(center: Vector2(x, y), size: Size(width: small, height: small)),
            .like: Rect(center: Vector2(x + step, y), size: Size(width: d, height: d)),
        ]
        let labelSize = labelPointSize(viewport: viewport)
        let labelY = max(Double(labelSize), cardRect.minY / 2)
        return ChromeLayout(buttons: buttons, labelCenter: Vector2(x, labelY), labelPointSize: labelSize)
    }

    /// The buttons of the deck screen (see `deck(viewport:cardRect:)`).
    public static func buttons(viewport: Size, cardRect: Rect) -> [ButtonKind: Rect] {
        deck(viewport: viewport, cardRect: cardRect).buttons
    }

    /// The empty screen: the message a little above the centre, a "Start over" button below it.
    public static func empty(viewport: Size) -> ChromeLayout {
        let labelSize = labelPointSize(viewport: viewport)
        let center = viewport.center
        let button = Size(width: min(viewport.width * 0.8, max(180, Double(labelSize) * 9)), height: Double(labelSize) * 2.6)
        return ChromeLayout(buttons: [.startOver: Rect(center: center + Vector2(0, Double(labelSize) * 2), size: button)],
                            labelCenter: center - Vector2(0, Double(labelSize) * 1.5), labelPointSize: labelSize)
    }

    /// Label text size for `viewport`: 4 % of the shorter side, 16…40 px.
    public static func labelPointSize(viewport: Size) -> Int {
        Int(min(40, max(16, 0.04 * min(viewport.width, viewport.height))).rounded())
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
