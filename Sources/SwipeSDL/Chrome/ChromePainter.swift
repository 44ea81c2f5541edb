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
    let text: TextPainter
    private var shapes: [String: Texture] = [:]
    private var texts: [String: Texture] = [:]
    /// Sizes `fittedPointSize` chose, by text, weight, size and width (measuring is not free).
    var fitted: [String: Int] = [:]
    /// Widths `textWidth` measured, by text, weight and size.
    private var widths: [String: Int] = [:]
    /// Text textures kept at most; the cache is emptied when it would grow past this.
    public var textCacheLimit = 128

    public init(renderer: Renderer, fonts: FontPaths) {
        self.renderer = renderer; self.text = TextPainter(fonts: fonts)
    }

    /// A painter drawing its text with `text` (e.g. one warmed up on another thread,
    /// `PreparedTextPainter` with `warmUpTexts`), used on this thread only from now on.
    public init(renderer: Renderer, text: TextPainter) {
        self.renderer = renderer; self.text = text
    }

    /// What the chrome's text painter is best warmed up on: the round buttons' symbols in bold and the
    /// counter's digits, at typical sizes (a new size costs far less than the first layout).
    public static let warmUpTexts: [(String, TextFont)] = [
        (ButtonKind.allCases.map(\.symbol).joined(), TextFont(pixelSize: 30, bold: true)),
        ("0123456789 / ", TextFont(pixelSize: 18)),
    ]

    /// Forgets every texture (call on `.renderReset`).
    public func discardTextures() { shapes = [:]; texts = [:]; fitted = [:]; widths = [:] }

    /// A button in `rect`: a disc with `kind.symbol` for round kinds, a pill with `title` otherwise; a soft
    /// shadow under it. `highlighted` uses the style's highlighted fill; `enabled` false (default true)
    /// greys it out (`ButtonStyle.dimmed`) and drops the highlight. A `title` too wide for the pill
    /// (its width less its round ends) is drawn smaller (`TextFit`). `focused` (default false) draws
    /// the keyboard's focus ring around it (`ButtonStyle.focusRing`).
    public func drawButton(
        _ kind: ButtonKind, in rect: Rect, style: ButtonStyle? = nil, highlighted: Bool = false,
        enabled: Bool = true, title: String = Labels.Key.startOver.english, focused: Bool = false
    ) {
        let style = enabled ? (style ?? .standard(kind)) : (style ?? .standard(kind)).dimmed
        let radius = kind.isRound ? min(rect.width, rect.height) / 2 : rect.height / 2
        // The shadow grows with the button (2 px around and 3 px down on a 72 px button), so a button
        // twice as many pixels (scale 2, 4K) looks the same.
        let spread = max(1, rect.height / 36), drop = rect.height / 24
        let shadowRect = rect.insetBy(dx: -spread, dy: -spread)
        drawShape(
            size: shadowRect.size, radius: radius + spread,
            in: Rect(origin: shadowRect.origin + Vector2(0, drop), size: shadowRect.size),
            color: RGBA(0, 0, 0, 40))
        if focused {
            let width = ButtonStyle.focusRingWidth(buttonHeight: rect.height)
            let ring = rect.insetBy(dx: -width, dy: -width)
            drawShape(size: ring.size, radius: radius + width, in: ring, color: ButtonStyle.focusRing)
        }
        drawShape(size: rect.size, radius: radius, in: rect, color: highlighted ? style.highlightedFill : style.fill)
        let text = kind.isRound ? kind.symbol : title
        let size =
            kind.isRound ? max(6, Int(rect.height * 0.46)) : ChromeLayout.titlePointSize(buttonHeight: rect.height)
        drawLabel(
            text, centeredAt: rect.center, pointSize: size, color: style.ink, bold: true,
            maxWidth: kind.isRound ? nil : max(1, rect.width - rect.height))
    }

    /// `text` on one line centred at `center` (pixels), `pointSize` pixels high, or smaller so it is at
    /// most `maxWidth` pixels wide (nil, the default: no limit). Empty text draws nothing.
    public func drawLabel(
        _ text: String, centeredAt center: Vector2, pointSize: Int, color: RGBA, bold: Bool = false,
        maxWidth: Double? = nil
    ) {
        let size = maxWidth.map { fittedPointSize(text, pointSize: pointSize, bold: bold, maxWidth: $0) } ?? pointSize
        guard let texture = try? textTexture(text, pointSize: size, color: color, bold: bold) else { return }
        let w = Double(texture.size.width), h = Double(texture.size.height)
        renderer.copy(
            texture, to: Rect(x: (center.x - w / 2).rounded(), y: (center.y - h / 2).rounded(), width: w, height: h))
    }

    /// The empty view: `labels[.empty]` at the layout's label (smaller when wider than
    /// `layout.labelMaxWidth`), its `labels[.startOver]` button and its ↺ (dimmed unless `canUndo`).
    /// `highlighted` is the button held down, if any; `focused` the one with the focus ring, if any.
    public func drawEmptyView(
        labels: Labels = .english, layout: ChromeLayout, color: RGBA = RGBA(90, 90, 100),
        highlighted: ButtonKind? = nil, focused: ButtonKind? = nil, canUndo: Bool = true
    ) {
        drawLabel(
            labels[.empty], centeredAt: layout.labelCenter, pointSize: layout.labelPointSize, color: color, bold: true,
            maxWidth: layout.labelMaxWidth)
        if let rect = layout.buttons[.startOver] {
            drawButton(
                .startOver, in: rect, highlighted: highlighted == .startOver, title: labels[.startOver],
                focused: focused == .startOver)
        }
        if let rect = layout.buttons[.undo] {
            drawButton(.undo, in: rect, highlighted: highlighted == .undo, enabled: canUndo, focused: focused == .undo)
        }
    }

    /// Draws a rounded rectangle of `size` (radius in pixels) stretched into `rect`, tinted `color`.
    func drawShape(size: Size, radius: Double, in rect: Rect, color: RGBA) {
        let pixels = PixelSize(size), key = "\(pixels)r\(Int((radius * 4).rounded()))"
        let texture: Texture
        if let t = shapes[key] {
            texture = t
        } else {
            guard let surface = try? RoundedRect.surface(size: pixels, radius: radius, color: RGBA(255, 255, 255)),
                let t = try? Texture(renderer: renderer, surface: surface)
            else { return }
            shapes[key] = t
            texture = t
        }
        renderer.copy(texture, to: rect, tint: color)
    }

    /// Width of `text` on one line at `pointSize`, pixels (0 for empty text), remembered: the empty
    /// view asks for its button's label on every frame and every event.
    public func textWidth(_ text: String, pointSize: Int, bold: Bool = false) -> Int {
        let key = "\(bold ? "b" : "r")\(pointSize)#\(text)"
        if let width = widths[key] { return width }
        let width = self.text.size(of: text, font: TextFont(pixelSize: pointSize, bold: bold)).width
        if widths.count >= textCacheLimit { widths = [:] }
        widths[key] = width
        return width
    }

    /// The size ≤ `pointSize` at which `text` is at most `maxWidth` pixels wide (`TextFit`), remembered.
    private func fittedPointSize(_ text: String, pointSize: Int, bold: Bool, maxWidth: Double) -> Int {
        let key = "\(bold ? "b" : "r")\(pointSize)w\(Int(maxWidth))#\(text)"
        if let size = fitted[key] { return size }
        let size = TextFit.pointSize(preferred: pointSize, maxWidth: maxWidth) {
            self.text.size(of: text, font: TextFont(pixelSize: $0, bold: bold)).width
        }
        if fitted.count >= textCacheLimit { fitted = [:] }
        fitted[key] = size
        return size
    }

    /// `text` centred on lines at most `maxWidth` pixels wide (nil: one line), at most `maxLines`, as
    /// a texture (kept by text, size, colour, width and lines).
    func textTexture(
        _ text: String, pointSize: Int, color: RGBA, bold: Bool, maxWidth: Int? = nil, maxLines: Int = 1
    ) throws -> Texture? {
        let key = "\(bold ? "b" : "r")\(pointSize)#\(color.argb8888)#\(maxWidth ?? 0)x\(maxLines)#\(text)"
        if let t = texts[key] { return t }
        let font = TextFont(pixelSize: pointSize, bold: bold)
        let rendering =
            maxWidth == nil
            ? self.text.render(text, font: font, color: color)
            : self.text.render(
                text, font: font, color: color, maxWidth: maxWidth, maxLines: maxLines, alignment: .center)
        guard let surface = rendering.surface else { return nil }
        if texts.count >= textCacheLimit { texts = [:] }
        let t = try Texture(renderer: renderer, surface: surface)
        texts[key] = t
        return t
    }
}
