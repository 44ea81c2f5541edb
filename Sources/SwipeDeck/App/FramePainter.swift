import SwipeCore
import SwipeSDL

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
    /// Sees each scene as it is handed to the renderer; nil (default) in the app. Tests check it.
    var sceneObserver: ((Scene) -> Void)?

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

    /// Shows a black frame (outside the screen hours).
    func presentBlack() {
        renderer.clear(RGBA(0, 0, 0))
        renderer.present()
    }

    /// The deck was replaced (`DeckHolder.replace`): its `labels` shown from the next frame (the empty
    /// view reads them each frame), face textures moved to their cards' new indices by `map`, backs
    /// dropped (they are few and cheap: repainted rather than remapped).
    func deckReplaced(labels: Labels, map: (Int) -> Int?) {
        scenes.labels = labels
        textures.remap(map)
        backs.removeAll()
    }

    /// The empty view's layout for `controller`'s viewport, density and text scale, for drawing and
    /// hit-testing alike: its Start over button as wide as the `labels`' word in it needs.
    func emptyLayout(of controller: DeckController, labels: Labels) -> ChromeLayout {
        emptyLayout(
            viewport: controller.viewport, density: controller.density, labels: labels,
            textScale: controller.screen.textScale)
    }

    /// The layout the buttons are hit-tested in now: the empty view's when no card is left, else the deck's.
    func chromeLayout(of controller: DeckController, labels: Labels) -> ChromeLayout {
        controller.deck.isExhausted
            ? emptyLayout(of: controller, labels: labels) : ChromeLayout.deck(screen: controller.screen)
    }

    /// Draws `frame` and shows it: the background, the empty view when no card is left, the cards
    /// (textures as far as painted, placeholders otherwise) and the buttons and counter.
    func draw(_ frame: FrameContent) {
        let scene = frame.scene, cardSize = frame.cardSize
        sceneObserver?(scene)
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

    /// The first time the loop has nothing to draw after its first frame, turns on the drawing states
    /// the first frame went without (`SceneRenderer.drawsUnblendedMiddles`) and returns true: the same
    /// picture is drawn again while nobody waits, so the renderer's one-time cost of a new state (a
    /// shader compiled by llvmpipe, ~55 ms) falls neither on the first frame nor on the first swipe. Once.
    func warmUp(afterFrames framesDrawn: Int, needsFrame: Bool) -> Bool {
        guard !scenes.drawsUnblendedMiddles, framesDrawn > 0, !needsFrame else { return false }
        scenes.drawsUnblendedMiddles = true
        return true
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
