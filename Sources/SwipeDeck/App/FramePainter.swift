import SwipeCore
import SwipeSDL

/// What one frame shows: the engine's scene and the chrome around it. A value the loop builds from
/// the decision session and the router; `FramePainter` draws it.
struct FrameContent {
    /// The cards, top first, as the engine places them.
    var scene: Scene
    /// The stack, counter and buttons laid out together (`DeckController.screen`).
    var screen: ScreenLayout
    /// The button held down (drawn pressed); nil when none is.
    var pressedButton: ButtonKind?
    /// Whether there is a decision to undo (↺ dimmed when not).
    var canUndo: Bool
    /// The counter above the stack, "3 / 6".
    var counter: String
    /// The words of the empty view (and its Start over button).
    var labels: Labels
    /// The top card's resting size, pixels: the size card textures are painted at.
    var cardSize: PixelSize
    /// Deck indices of the cards to paint ahead of need (`AppRuntime.prefetchIndices`), top first.
    var prefetch: [Int]
    /// The button keyboard focus is on (drawn with a ring); nil when none is.
    var focusedButton: ButtonKind? = nil
    /// The idle warning's text with its countdown, shown over everything; nil when none shows.
    var idleWarning: String? = nil
    /// Whether speech is on (the accessibility button shows it).
    var speechOn = false
    /// The attract state's hint over the top card (`AppRuntime+Hint`); nil when none shows.
    var hint: String? = nil
}

/// Rendering: draws a frame (scene → renderer, with the chrome) and keeps the card textures scenes
/// need (faces and backs, painted on worker threads).
final class FramePainter {
    let renderer: Renderer
    let scenes: SceneRenderer
    let chrome: ChromePainter
    /// Card faces by deck index.
    let textures: CardTextureCache
    /// Card backs by deck index (sharing the faces' painters).
    let backs: CardBackCache

    /// The chrome's colours: `.standard`, or `.highContrast` for `--high-contrast`.
    var look = ChromeLook.standard {
        didSet { scenes.highContrastStamps = look.isHighContrast } // the stamps follow the chrome's look
    }

    /// A painter on `scenes`' renderer; `face(index)` and `back(index)` give card `index`'s content.
    /// `early`: painters and chrome text started before SDL, taken over here; nil: started here, painting
    /// in `style` (default `CardStyle()`).
    init(
        scenes: SceneRenderer, fonts: FontPaths, style: CardStyle = CardStyle(), early: EarlyStart? = nil,
        face: @escaping (Int) -> CardFace,
        back: @escaping (Int) -> (face: CardFace, description: String)
    ) {
        renderer = scenes.renderer
        self.scenes = scenes
        if let early {
            chrome = ChromePainter(renderer: renderer, text: early.chromeText.take())
            textures = CardTextureCache(renderer: renderer, adopting: early.painters, face: face)
        } else {
            chrome = ChromePainter(renderer: renderer, fonts: fonts)
            textures = CardTextureCache(renderer: renderer, fonts: fonts, style: style, face: face)
        }
        backs = CardBackCache(sharingPaintersOf: textures, content: back)
    }

    /// Draws `frame` and shows it: the background, the empty view when no card is left, the cards
    /// (textures as far as painted, placeholders otherwise) and the buttons and counter.
    func draw(_ frame: FrameContent) {
        let scene = frame.scene, cardSize = frame.cardSize
        renderer.clear(look.background)
        scenes.stampTextScale = frame.screen.textScale
        if scene.isEmpty {
            chrome.drawEmptyView(
                labels: frame.labels,
                layout: emptyLayout(
                    viewport: scene.viewport, density: frame.screen.density, labels: frame.labels,
                    textScale: frame.screen.textScale),
                look: look, highlighted: frame.pressedButton, focused: frame.focusedButton, canUndo: frame.canUndo,
                speechOn: frame.speechOn)
        }
        scenes.draw(
            scene: scene,
            texture: { [textures, backs] card in
                card.showsBack
                    ? backs.texture(for: card.index, cardSize: cardSize)
                    : textures.texture(for: card.index, cardSize: cardSize)
            }, chrome: { if !scene.isEmpty { drawControls(frame) } })
        if let hint = frame.hint {
            chrome.drawHint(
                hint, card: frame.screen.card, viewport: scene.viewport, labelPointSize: frame.screen.labelPointSize,
                look: look)
        }
        if let warning = frame.idleWarning {
            chrome.drawWarning(warning, viewport: scene.viewport, pointSize: frame.screen.labelPointSize, look: look)
        }
        renderer.present()
    }

    /// After `frame` was shown: keeps the textures of its cards and of those painted ahead, frees the
    /// others and queues what is missing.
    func keepTextures(for frame: FrameContent) {
        textures.retain(onScreen: frame.scene.cards.map(\.index), ahead: frame.prefetch, cardSize: frame.cardSize)
        backs.retain(frame.scene.cards.filter(\.turnsToBack).map(\.index), cardSize: frame.cardSize)
    }

    /// The empty view's layout in `viewport`, for drawing and hit-testing alike: its Start over button
    /// as wide as its label in `labels` needs (`ChromeLayout.empty(viewport:density:titleWidth:textScale:)`),
    /// its text `textScale` times larger (as far as the window holds it).
    func emptyLayout(viewport: Size, density: DisplayDensity, labels: Labels, textScale: Double = 1) -> ChromeLayout {
        let size = ChromeLayout.titlePointSize(viewport: viewport, density: density, textScale: textScale)
        let title = chrome.textWidth(labels[.startOver], pointSize: size, bold: true)
        return .empty(viewport: viewport, density: density, titleWidth: Double(title), textScale: textScale)
    }

    /// Takes the paintings finished since the last call; returns whether any came (then redraw).
    func collectFinished() -> Bool {
        let faces = textures.collectFinished()
        let painted = backs.collectFinished()
        return faces || painted
    }

    /// Forgets every texture (the renderer lost them): everything is painted again.
    func discardTextures() {
        textures.removeAll()
        backs.removeAll()
        scenes.discardTextures()
        chrome.discardTextures()
    }

    /// The buttons under the stack (↺ dimmed when there is nothing to undo), the counter above it
    /// and the speech button beside the counter.
    private func drawControls(_ frame: FrameContent) {
        let layout = ChromeLayout.deck(screen: frame.screen)
        for (kind, rect) in layout.buttons.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where kind != .speech {
            chrome.drawButton(
                kind, in: rect, style: look.style(kind), highlighted: frame.pressedButton == kind,
                enabled: kind != .undo || frame.canUndo, focused: frame.focusedButton == kind)
        }
        if let rect = layout.buttons[.speech] {
            chrome.drawSpeechButton(
                in: rect, isOn: frame.speechOn, label: frame.labels[frame.speechOn ? .speechOn : .speechOff],
                highlighted: frame.pressedButton == .speech, focused: frame.focusedButton == .speech, look: look)
        }
        chrome.drawLabel(
            frame.counter, centeredAt: layout.labelCenter, pointSize: layout.labelPointSize, color: look.labelInk,
            plate: look.labelPlate, maxWidth: layout.labelMaxWidth)
    }

    /// Shows a stack of blank cards (placeholders, as before a card is painted) laid out as `options`
    /// lays out a deck, on the app's background: what a large folder looks like while it is listed.
    static func showBlankStack(_ scenes: SceneRenderer, options: DeckOptions, density: DisplayDensity = .standard) {
        let renderer = scenes.renderer
        let blank = DeckController(
            count: options.visibleCount, viewport: renderer.outputSize, density: density, options: options)
        renderer.clear(ChromeLook.standard.background)
        scenes.draw(scene: blank.scene) { _ in nil }
        renderer.present()
    }
}
