import SwipeCore

/// Draws the app's chrome: round symbol buttons, a text button, labels, the empty view.
/// Caches the textures it makes (text by string, size and colour). Main thread only.
///
/// ```swift
/// let chrome = ChromePainter(renderer: renderer, fonts: .dejaVu(in: "Assets/Fonts"))
/// let layout = ChromeLayout.deck(viewport: viewport, cardRect: deckFrame)
/// for (kind, rect) in layout.buttons { chrome.drawButton(kind, in: rect, highlighted: kind == pressed) }
/// chrome.drawLabel("3 / 6", centeredAt: layout.labelCenter, pointSize: layout.labelPointSize, color: .init(90, 90, 100))
/// ```
public final class ChromePainter {
    public let renderer: Renderer
    /// Renders labels and button glyphs into textures (each string, size and colour once).
    private let text: TextPainter
    private var shapes: [String: Texture] = [:]
    private var texts: [String: Texture] = [:]
    /// Text textures kept at most; the cache is emptied when it would grow past this.
    public var textCacheLimit = 128

    public init(renderer: Renderer, fonts: FontPaths) {
        self.renderer = renderer; self.text = TextPainter(fonts: fonts)
    }

    /// Forgets every texture (call on `.renderReset`).
    public func discardTextures() { shapes = [:]; texts = [:] }

    /// A button in `rect`: a disc with `kind.symbol` for round kinds, a pill with `title` otherwise; a soft
    /// shadow under it. `highlighted` uses the style's highlighted fill; `enabled` false (default true)
    /// greys it out (`ButtonStyle.dimmed`) and drops the highlight.
    public func drawButton(_ kind: ButtonKind, in rect: Rect, style: ButtonStyle? = nil, highlighted: Bool = false,
                           enabled: Bool = true, title: String = "Start over") {
        let style = enabled ? (style ?? .standard(kind)) : (style ?? .standard(kind)).dimmed
        let radius = kind.isRound ? min(rect.width, rect.height) / 2 : rect.height / 2
        let shadowRect = rect.insetBy(dx: -2, dy: -2)
        drawShape(size: shadowRect.size, radius: radius + 2, in: Rect(origin: shadowRect.origin + Vector2(0, 3), size: shadowRect.size),
                  color: RGBA(0, 0, 0, 40))
        drawShape(size: rect.size, radius: radius, in: rect, color: highlighted ? style.highlightedFill : style.fill)
        let text = kind.isRound ? kind.symbol : title
        let size = kind.isRound ? Int(rect.height * 0.46) : Int(rect.height * 0.4)
        drawLabel(text, centeredAt: rect.center, pointSize: max(6, size), color: style.ink, bold: true)
    }

    /// `text` on one line centred at `center` (pixels), `pointSize` pixels high. Empty text draws nothing.
    public func drawLabel(_ text: String, centeredAt center: Vector2, pointSize: Int, color: RGBA, bold: Bool = false) {
        guard let texture = try? textTexture(text, pointSize: pointSize, color: color, bold: bold) else { return }
        let w = Double(texture.size.width), h = Double(texture.size.height)
        renderer.copy(texture, to: Rect(x: (center.x - w / 2).rounded(), y: (center.y - h / 2).rounded(), width: w, height: h))
    }

    /// The empty view: `message` at the layout's label, its "Start over" button and its ↺ (dimmed
    /// unless `canUndo`). `highlighted` is the button held down, if any.
    public func drawEmptyView(message: String = "No more cards", layout: ChromeLayout, color: RGBA = RGBA(90, 90, 100),
                              highlighted: ButtonKind? = nil, canUndo: Bool = true) {
        drawLabel(message, centeredAt: layout.labelCenter, pointSize: layout.labelPointSize, color: color, bold: true)
        if let rect = layout.buttons[.startOver] {
            drawButton(.startOver, in: rect, highlighted: highlighted == .startOver)
        }
        if let rect = layout.buttons[.undo] {
            drawButton(.undo, in: rect, highlighted: highlighted == .undo, enabled: canUndo)
        }
    }

    /// Draws a rounded rectangle of `size` (radius in pixels) stretched into `rect`, tinted `color`.
    private func drawShape(size: Size, radius: Double, in rect: Rect, color: RGBA) {
        let pixels = PixelSize(size), key = "\(pixels)r\(Int((radius * 4).rounded()))"
        let texture: Texture
        if let t = shapes[key] { texture = t } else {
            guard let surface = try? RoundedRect.surface(size: pixels, radius: radius, color: RGBA(255, 255, 255)),
                  let t = try? Texture(renderer: renderer, surface: surface) else { return }
            shapes[key] = t
            texture = t
        }
        renderer.copy(texture, to: rect, tint: color)
    }

    private func textTexture(_ text: String, pointSize: Int, color: RGBA, bold: Bool) throws -> Texture? {
        let key = "\(bold ? "b" : "r")\(pointSize)#\(color.argb8888)#\(text)"
        if let t = texts[key] { return t }
        guard let surface = self.text.render(text, font: TextFont(pixelSize: pointSize, bold: bold), color: color).surface
        else { return nil }
        if texts.count >= textCacheLimit { texts = [:] }
        let t = try Texture(renderer: renderer, surface: surface)
        texts[key] = t
        return t
    }
}
