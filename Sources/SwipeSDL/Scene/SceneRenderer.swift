import SwipeCore

#if canImport(Glibc)
import Glibc
#endif

/// Options of `SceneRenderer`.
public struct SceneStyle: Hashable, Sendable {
    /// Card proportions (the placeholder's corner radius follows `cornerRadius`).
    public var card: CardStyle
    /// Drop shadow under every card.
    public var shadow: ShadowStyle
    /// Colour of a card whose texture is not ready yet. Default light grey.
    public var placeholder: RGBA
    /// Point size of the stamp lettering in its texture (resolution only; drawn size follows the card). Default 64.
    public var stampPointSize: Int
    /// Leave out what opaque cards hide: the middle of each card's own shadow, and the parts of the
    /// cards, shadows and stamps behind a card (`Occlusion`). The same picture for a fraction of the
    /// pixels. Default true.
    public var skipsHiddenParts = true
    /// Draw the opaque middle of an opaque card (`Occlusion.opaqueCore`) without blending, and blend
    /// only its rim, where the texture's alpha may be below 1. The same picture; a software rasteriser
    /// then skips reading back what lies under the card. Default true.
    public var blendsOnlyEdges = true

    public init(
        card: CardStyle = CardStyle(), shadow: ShadowStyle = ShadowStyle(),
        placeholder: RGBA = RGBA(225, 225, 230), stampPointSize: Int = 64
    ) {
        self.card = card; self.shadow = shadow; self.placeholder = placeholder; self.stampPointSize = stampPointSize
    }
}

/// Draws a `Scene`: for each card, back to front, its shadow, its texture (or a placeholder) and its stamp,
/// leaving out what opaque cards in front hide (`SceneStyle.skipsHiddenParts`). Makes no decisions:
/// everything comes from the scene. Main thread only.
///
/// ```swift
/// let sceneRenderer = try SceneRenderer(renderer: renderer, fonts: .dejaVu(in: "Assets/Fonts"))
/// renderer.clear(background)
/// sceneRenderer.draw(scene: deck.scene) { index in textures[index] }
/// renderer.present()
/// ```
public final class SceneRenderer {
    public let renderer: Renderer
    public let style: SceneStyle
    /// Renders the stamps' words (render thread; each stamp once).
    private let text: TextPainter
    /// Shadows and placeholders depend only on the card's aspect ratio: keyed by height at `canonicalWidth`
    /// (`aspectKey`, a few dozen keys at most).
    private var shadows: [Int: (texture: Texture, marginU: Double, marginV: Double)] = [:]
    private var placeholders: [Int: Texture] = [:]
    /// Stamp textures by stamp and resolution (`StampFit.resolutionScale`: 1 up to full HD, 2 at 4K).
    private var stamps: [StampResolution: Texture] = [:]
    private static let canonicalWidth = 340
    /// The words on the stamps (default English). Setting other labels drops the stamp textures made
    /// so far; they are made again with the new words when next drawn.
    public var labels: Labels = .english {
        didSet { if labels != oldValue { stamps = [:] } }
    }
    /// Stamps in the high-contrast look (`Stamp.ink(highContrast:)`: white words on black inside
    /// their coloured border). Default off; changing it drops the stamp textures made.
    public var highContrastStamps = false {
        didSet { if highContrastStamps != oldValue { stamps = [:] } }
    }
    /// How much larger stamps are drawn (`--text-scale`, 1…2; `StampFit.drawnSize`): their words are
    /// text too. Default 1.
    public var stampTextScale = 1.0

    /// Whether opaque middles are drawn unblended now, as `style.blendsOnlyEdges` asks. On llvmpipe the
    /// first draw in a new pipeline state (here: a texture with blending off) compiles a fragment
    /// shader on the drawing thread, ~55 ms on the 2-core test machines (BENCHMARKS.md, "Start-up:
    /// the first use of a drawing state"); the app starts with this off, so its first frame only uses
    /// states every frame needs, and turns it on once idle after that frame (`FramePainter.warmUp`).
    /// The picture is the same either way. Default true.
    public var drawsUnblendedMiddles = true

    public init(renderer: Renderer, fonts: FontPaths, style: SceneStyle = SceneStyle()) {
        self.renderer = renderer; self.text = TextPainter(fonts: fonts); self.style = style
    }

    /// Forgets every texture it made (call on `.renderReset`); they are rebuilt when next needed.
    public func discardTextures() {
        shadows = [:]; placeholders = [:]; stamps = [:]
    }

    /// Draws `scene.cards` in order. `texture(card)` gives a card's painted texture (its back when
    /// `card.showsBack`), or nil when it is not ready (a rounded placeholder is drawn instead).
    /// `chrome` is called once, after the cards at rest and before the raised ones (held, flying,
    /// returning: `SceneCard.isRaised`), so a card in the hand passes over the buttons and the counter.
    /// Does not clear or present.
    public func draw(scene: Scene, texture: (SceneCard) -> Texture?, chrome: () -> Void = {}) {
        renderer.partTimer?.begin("layout")
        let layers = scene.layers
        let visible = { (card: SceneCard) in card.quad.isFinite && card.opacity > 0 }
        let lowerCount = layers.lower.filter(visible).count
        let cards = layers.lower.filter(visible) + layers.upper.filter(visible)
        let faces = cards.map(texture)
        let covers =
            style.skipsHiddenParts
            ? Occlusion.covers(
                of: cards, cornerRadius: style.card.cornerRadius,
                opaque: faces.map { $0?.isOpaqueInside ?? (style.placeholder.a == 255) })
            : cards.map { _ in Occlusion.Cover(core: nil, inFront: []) }
        for (k, card) in cards.enumerated() {
            if k == lowerCount { renderer.partTimer?.begin("chrome"); chrome() }
            let size = CardSpace.size(of: card.quad)
            guard size.width >= 1, size.height >= 1 else { continue }
            let opacity = min(1, card.opacity)
            let key = Self.aspectKey(size)
            let tint = RGBA(255, 255, 255).withAlpha(opacity)
            renderer.partTimer?.begin("shadows")
            if let shadow = try? shadow(for: key) {
                let drop = style.shadow.offset * size.height
                let q = CardSpace.shadowQuad(
                    for: card.quad, marginU: shadow.marginU, marginV: shadow.marginV, drop: drop)
                draw(shadow.texture, in: q, color: tint, hiddenBy: covers[k].overShadow)
            }
            renderer.partTimer?.begin(face: cards.count - k)
            if let face = faces[k] {
                draw(
                    face, in: CardSpace.paddedQuad(for: card.quad, padding: face.edgePadding, textureSize: face.size),
                    color: tint, hiddenBy: covers[k].inFront, opaqueCore: unblended(covers[k].core))
            } else if let blank = try? placeholder(for: key) {
                draw(
                    blank,
                    in: CardSpace.paddedQuad(for: card.quad, padding: blank.edgePadding, textureSize: blank.size),
                    color: style.placeholder.withAlpha(opacity), hiddenBy: covers[k].inFront,
                    opaqueCore: unblended(covers[k].core))
            }
            renderer.partTimer?.begin("stamps")
            if let overlay = card.overlay, overlay.strength > 0, let stamp = try? stampTexture(Stamp(overlay.direction))
            {
                drawStamp(
                    Stamp(overlay.direction), texture: stamp, on: card.quad, alpha: min(1, overlay.strength) * opacity,
                    hiddenBy: covers[k].inFront)
            }
        }
        if cards.count == lowerCount { renderer.partTimer?.begin("chrome"); chrome() }
    }

    private func drawStamp(
        _ stamp: Stamp, texture: Texture, on card: Quad, alpha: Double, hiddenBy hidden: [ConvexPolygon]
    ) {
        let cardSize = CardSpace.size(of: card), cardWidth = cardSize.width
        var texture = texture
        let scale = StampFit.resolutionScale(
            drawnHeight: StampFit.drawnSize(texture: texture.size, cardWidth: cardWidth, textScale: stampTextScale)
                .height,
            textureHeight: texture.size.height)
        if scale > 1, let sharper = try? stampTexture(stamp, resolution: scale) { texture = sharper }
        let size = StampFit.drawnSize(texture: texture.size, cardWidth: cardWidth, textScale: stampTextScale)
        let place = stamp.placement
        let center = StampFit.center(preferred: place.center, size: size, angle: place.angle, card: cardSize)
        let q = CardSpace.quad(on: card, center: center, size: size, angle: place.angle)
        draw(texture, in: q, color: RGBA(255, 255, 255).withAlpha(alpha), hiddenBy: hidden)
    }

    /// Shadows and placeholders made so far (they are kept until `discardTextures`).
    var cachedShadowCount: Int { shadows.count }

    /// Height over width of the shadows and placeholders, clamped to `1 / maxAspect … maxAspect`. 2.
    /// A card turning over narrows to 2 % of its width: its shadow is the one of a 2:1 card, squeezed.
    static let maxAspect = 2.0
    /// Aspect ratios are rounded to whole steps of this factor. 1.05 (5 %).
    static let aspectStep = 1.05

    /// The height at `canonicalWidth` of the shadow and placeholder for a card of `size` pixels: its
    /// aspect ratio clamped to `maxAspect` and rounded to a power of `aspectStep`, so a card turning
    /// over (its width going to 2 % and back, a new ratio every frame) reuses a few textures, all of
    /// moderate size, instead of painting a new one each frame, up to 50 times taller than wide, and
    /// keeping them all.
    static func aspectKey(_ size: Size) -> Int {
        let ratio = min(max(size.height / size.width, 1 / maxAspect), maxAspect)
        let steps = (log(ratio) / log(aspectStep)).rounded()
        return max(1, Int((Double(canonicalWidth) * pow(aspectStep, steps)).rounded()))
    }

    private func shadow(for key: Int) throws -> (texture: Texture, marginU: Double, marginV: Double) {
        if let s = shadows[key] { return s }
        let cardSize = PixelSize(width: Self.canonicalWidth, height: key)
        let image = try ShadowPainter.make(
            cardSize: cardSize, cornerRadius: style.card.cornerRadius(forWidth: cardSize.width),
            style: style.shadow)
        let s = (try Texture(renderer: renderer, surface: image.surface), image.marginU, image.marginV)
        shadows[key] = s
        return s
    }

    private func placeholder(for key: Int) throws -> Texture {
        if let t = placeholders[key] { return t }
        let size = PixelSize(width: Self.canonicalWidth, height: key)
        let surface = try RoundedRect.surface(
            size: size, radius: style.card.cornerRadius(forWidth: size.width),
            color: RGBA(255, 255, 255))
        let t = try Texture(renderer: renderer, card: surface)
        placeholders[key] = t
        return t
    }

    /// The texture of `stamp` with `labels`' word at `resolution` (1…4) times the style's point size,
    /// made on first use.
    public func stampTexture(_ stamp: Stamp, resolution: Int = 1) throws -> Texture {
        let key = StampResolution(stamp: stamp, scale: min(max(resolution, 1), StampFit.maxResolutionScale))
        if let t = stamps[key] { return t }
        let surface = try stamp.makeSurface(
            labels: labels, painter: text, pointSize: style.stampPointSize * key.scale, highContrast: highContrastStamps
        )
        let t = try Texture(renderer: renderer, surface: surface)
        stamps[key] = t
        return t
    }
}

/// A stamp texture's key: which stamp, at how many times the style's point size.
private struct StampResolution: Hashable {
    var stamp: Stamp
    var scale: Int
}
