import SwipeCore
import SwipeSDL

/// The deck holder and painter of a new window, built in the order that lets a deck already loaded
/// have its first cards painted while the renderer starts (`FirstCards`, on `early`'s painters); a
/// deck still loading (`deckIsReady` false) is waited for behind a stack of blank cards.
struct OpeningParts {
    let holder: DeckHolder
    let painter: FramePainter
    /// Where a resumed session goes on (`ResumePoint.resumedPosition`), once worked out; nil: not yet.
    let resumed: Int??
    /// The first cards' paint jobs, for `CardTextureCache.adopt`.
    let firstCards: [CardPainterPool.Job]

    init(
        window: Window, deck: () throws -> Deck, deckIsReady: Bool, options: AppOptions, fonts: FontPaths,
        resume: ResumePoint?, early: EarlyStart?
    ) throws {
        let ready = deckIsReady ? DeckHolder(try deck(), options: options) : nil
        var resumed: Int??
        if let ready, let resume { resumed = .some(resume.resumedPosition(in: ready.deck)) }
        firstCards = FirstCards.submit(
            to: early?.painters, holder: ready, position: (resumed ?? nil) ?? 0, window: window,
            options: options.deckOptions)
        let scenes = try FramePainter.openScenes(
            on: window, fonts: fonts, blankStack: ready == nil ? options.deckOptions : nil)
        holder = try ready ?? DeckHolder(deck(), options: options)
        painter = FramePainter(scenes: scenes, fonts: fonts, holder: holder, options: options, early: early)
        window.title = WindowTitle.of(deckNamed: holder.deck.name)
        self.resumed = resumed
    }
}

extension FramePainter {
    /// The renderer and scene renderer of `window`, with `fonts`. A lost X server or compositor ends
    /// the loop from now on (status 1). `blankStack`: while the deck is still loading, a stack of blank
    /// cards laid out with these options is shown (and the renderer warms up on it); nil: nothing yet.
    /// Unblended card middles stay off until `FramePainter.warmUp`, after the first frame.
    static func openScenes(on window: Window, fonts: FontPaths, blankStack: DeckOptions?) throws -> SceneRenderer {
        let renderer = try Renderer(window: window)
        window.watchDisplayConnection()
        let scenes = SceneRenderer(renderer: renderer, fonts: fonts)
        scenes.drawsUnblendedMiddles = false
        if let blankStack {
            showBlankStack(scenes, options: blankStack, density: window.density(of: renderer))
        }
        return scenes
    }

    /// A painter on `scenes` for the cards of `holder` (faces in the deck's style, backs with their
    /// description), with `options`' text scale and look; what `early` started before SDL is taken
    /// over. Warnings (a picture that cannot be read) go to standard error.
    convenience init(
        scenes: SceneRenderer, fonts: FontPaths, holder: DeckHolder, options: AppOptions, early: EarlyStart?
    ) {
        scenes.labels = holder.labels
        self.init(
            scenes: scenes, fonts: fonts, style: CardStyle(textScale: options.deckOptions.textScale), early: early,
            face: { holder.face(at: $0) },
            back: { (holder.face(at: $0), holder.deck.entry(at: $0).description) })
        if options.highContrast { look = .highContrast }
        scenes.highContrastStamps = look.isHighContrast // `look`'s didSet does not run in an initializer
        textures.onWarning = { SwipeDeckApp.warn($0) }
        backs.onWarning = { SwipeDeckApp.warn($0) }
    }
}

extension DeckHolder {
    /// A holder of `deck` in the card style, labels and look `options` ask for.
    convenience init(_ deck: Deck, options: AppOptions) {
        self.init(deck, cardStyle: options.cardStyle, labels: options.labels, highContrast: options.highContrast)
    }
}

extension DecisionSession {
    /// A session on `holder`'s deck laid out in `output` pixels at `density`, logging to `log` (nil:
    /// none), with speech as `options` ask. Not started: `start(resuming:…)` starts it.
    init(holder: DeckHolder, options: AppOptions, log: DecisionLog?, output: Size, density: DisplayDensity) {
        let recorder = DecisionRecorder(log: log) { holder.deck.card(at: $0).id }
        recorder.onError = { SwipeDeckApp.warn("error: \($0)") }
        self.init(
            controller: DeckController(
                count: holder.deck.count, viewport: output, density: density, options: options.deckOptions),
            recorder: recorder, log: log)
        speech = SpeechOutput(on: options.speech, holder: holder) { SwipeDeckApp.warn("speech: \($0)") }
    }
}
