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
        ButtonStyle(fill: RGBA(255, 255, 255), ink: ink,
                    highlightedFill: RGBA(UInt8((255 * 3 + Int(ink.r)) / 4), UInt8((255 * 3 + Int(ink.g)) / 4),
                                          UInt8((255 * 3 + Int(ink.b)) / 4)))
    }

    /// The default style of each button: red ✕, amber ↺, green ♥, blue "Start over".
    public static func standard(_ kind: ButtonKind) -> ButtonStyle {
        switch kind {
        case .skip: return .disc(ink: RGBA(235, 64, 82))
        case .undo: return .disc(ink: RGBA(243, 156, 18))
        case .like: return .disc(ink: RGBA(46, 204, 113))
        case .startOver: return ButtonStyle(fill: RGBA(52, 120, 219), ink: RGBA(255, 255, 255), highlightedFill: RGBA(40, 95, 180))
        }
    }
}
