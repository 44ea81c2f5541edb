import SwipeCore

/// The colours of everything drawn around the cards, in one place: the default look and the one of
/// `--high-contrast` (WCAG 1.4.3, 1.4.6: a solid plate under every text, text at least 7:1 against it).
///
/// Default text is at least 4.5:1 against what is under it (the counter 5.8:1 on the background);
/// with high contrast the counter and the empty view's message are black on a white plate (21:1),
/// Start over white on a deep navy (14:1), the idle warning white on an opaque black panel.
/// `TextContrastTests` measures them from the drawn pixels.
///
/// ```swift
/// let look = options.highContrast ? ChromeLook.highContrast : .standard
/// chrome.drawButton(.startOver, in: rect, style: look.style(.startOver))
/// ```
public struct ChromeLook: Hashable, Sendable {
    /// The window's background.
    public var background: RGBA
    /// The counter's and the empty view's message's colour.
    public var labelInk: RGBA
    /// A solid plate drawn under the counter and the empty view's message; nil: none (they lie on the
    /// background).
    public var labelPlate: RGBA?
    /// The idle warning's panel.
    public var warningPanel: RGBA
    /// The idle warning's text.
    public var warningInk: RGBA
    /// Whether this is `--high-contrast`'s look (Start over's colours follow it).
    public var isHighContrast: Bool

    public init(
        background: RGBA, labelInk: RGBA, labelPlate: RGBA?, warningPanel: RGBA, warningInk: RGBA,
        isHighContrast: Bool
    ) {
        self.background = background; self.labelInk = labelInk; self.labelPlate = labelPlate
        self.warningPanel = warningPanel; self.warningInk = warningInk; self.isHighContrast = isHighContrast
    }

    /// The default look: a light warm grey background, a muted slate counter (5.8:1), a near-black,
    /// nearly opaque panel under the idle warning (white text on it about 15:1).
    public static let standard = ChromeLook(
        background: RGBA(0xED, 0xED, 0xED), labelInk: RGBA(90, 90, 100), labelPlate: nil,
        warningPanel: RGBA(28, 30, 40, 240), warningInk: RGBA(255, 255, 255), isHighContrast: false)

    /// `--high-contrast`: the same background, black text on white plates, an opaque black panel.
    public static let highContrast = ChromeLook(
        background: RGBA(0xED, 0xED, 0xED), labelInk: RGBA(0, 0, 0), labelPlate: RGBA(255, 255, 255),
        warningPanel: RGBA(0, 0, 0), warningInk: RGBA(255, 255, 255), isHighContrast: true)

    /// The colours of button `kind` in this look: `ButtonStyle.standard`, but Start over white on a deep
    /// navy (14:1) with high contrast.
    public func style(_ kind: ButtonKind) -> ButtonStyle {
        guard isHighContrast, kind == .startOver else { return .standard(kind) }
        return ButtonStyle(fill: RGBA(0, 40, 100), ink: RGBA(255, 255, 255), highlightedFill: RGBA(0, 25, 70))
    }

    /// The speech button's colours: `ButtonStyle.speechOn` while speech is on, else its standard style.
    public func speechStyle(isOn: Bool) -> ButtonStyle { isOn ? .speechOn : .standard(.speech) }
}
