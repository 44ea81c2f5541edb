import SwipeCore

/// Colours of a button.
public struct ButtonStyle: Hashable, Sendable {
    /// Disc or pill colour.
    public var fill: RGBA
    /// Symbol or text colour.
    public var ink: RGBA
    /// Fill while pressed or focused.
    public var highlightedFill: RGBA

    public init(fill: RGBA, ink: RGBA, highlightedFill: RGBA) {
        self.fill = fill; self.ink = ink; self.highlightedFill = highlightedFill
    }

    /// White disc with a coloured symbol (the usual dating-app look); the highlight tints the disc with the ink.
    public static func disc(ink: RGBA) -> ButtonStyle {
        ButtonStyle(
            fill: RGBA(255, 255, 255), ink: ink,
            highlightedFill: RGBA(
                UInt8((255 * 3 + Int(ink.r)) / 4), UInt8((255 * 3 + Int(ink.g)) / 4),
                UInt8((255 * 3 + Int(ink.b)) / 4)))
    }

    /// The default style of each button: red ✕, amber ↺, green ♥, blue "Start over" (white text
    /// 5.8:1 on it; the first blue was 4.3:1, under WCAG 1.4.3's 4.5:1), blue arrows upward and
    /// purple ones downward, a near-black speaker on white for speech. Every ink is at least 3:1 against its white disc and against
    /// the disc's pressed tint (WCAG 1.4.11; the lighter red, amber and green of the first design
    /// were 2.1–3.9:1 on white).
    public static func standard(_ kind: ButtonKind) -> ButtonStyle {
        switch kind {
        case .skip: return .disc(ink: RGBA(200, 40, 60))
        case .undo: return .disc(ink: RGBA(180, 95, 0))
        case .like: return .disc(ink: RGBA(30, 132, 73))
        case .up, .upLeft, .upRight: return .disc(ink: RGBA(41, 128, 185))
        case .down, .downLeft, .downRight: return .disc(ink: RGBA(142, 68, 173))
        case .startOver:
            return ButtonStyle(fill: RGBA(37, 99, 192), ink: RGBA(255, 255, 255), highlightedFill: RGBA(28, 78, 160))
        case .speech: return .disc(ink: RGBA(40, 44, 52))
        }
    }

    /// The speech button while speech is on: white on a deep blue (10.7:1), darker pressed; off, it is
    /// a white pill with a near-black speaker crossed out (`standard(.speech)`).
    public static let speechOn = ButtonStyle(
        fill: RGBA(30, 60, 120), ink: RGBA(255, 255, 255), highlightedFill: RGBA(20, 45, 95))

    /// This style greyed out, for a button that does nothing now (↺ with nothing to undo): the fill
    /// a light grey, the ink a mid grey, no highlight.
    public var dimmed: ButtonStyle {
        ButtonStyle(fill: ButtonStyle.dimmedFill, ink: ButtonStyle.dimmedInk, highlightedFill: ButtonStyle.dimmedFill)
    }

    /// The keyboard's focus ring around a button (WCAG 2.4.7): a dark navy, 11:1 against the window's
    /// background and 13:1 against a white button (at least 3:1 is asked).
    public static let focusRing = RGBA(20, 40, 110)

    /// Width of the focus ring around a button `buttonHeight` pixels high: a sixteenth of it, at
    /// least 3 pixels (2 are asked), pixels.
    public static func focusRingWidth(buttonHeight: Double) -> Double { max(3, (buttonHeight / 16).rounded()) }

    /// Fill of a dimmed button. A pale grey, just off the window's background.
    public static let dimmedFill = RGBA(0xF6, 0xF6, 0xF6)
    /// Ink of a dimmed button. A mid grey.
    public static let dimmedInk = RGBA(0xBB, 0xBB, 0xBB)
}
