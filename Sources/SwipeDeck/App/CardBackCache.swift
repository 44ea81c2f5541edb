import SwipeCore
import SwipeSDL

/// Textures of card backs (title and description), asked for when a card starts turning over and
/// freed when it leaves the screen or turns back. Painted on the faces' painter threads
/// (`CardPainterPool`), never on the frame loop: until a back is painted `texture(for:)` gives nil and
/// the card shows as a plain card, as a face still loading does.
public final class CardBackCache {
    private let cache: CardTextureCache

    /// Backs of the cards `content` describes (a deck index → the card's face and description),
    /// painted on the threads of `faces`, the app's face cache.
    public init(
        sharingPaintersOf faces: CardTextureCache,
        content: @escaping (Int) -> (face: CardFace, description: String)
    ) {
        cache = CardTextureCache(renderer: faces.renderer, pool: faces.pool, side: .back, content: content)
    }

    /// Called once per card whose back could not be painted (it then shows as a plain card).
    public var onWarning: (String) -> Void {
        get { cache.onWarning }
        set { cache.onWarning = newValue }
    }

    /// How many textures are held now.
    public var count: Int { cache.count }

    /// The back of card `index` at `cardSize` pixels, or nil while it is being painted (it is asked for
    /// now if it was not) or when painting failed. Never waits.
    public func texture(for index: Int, cardSize: PixelSize) -> Texture? {
        cache.texture(for: index, cardSize: cardSize)
    }

    /// Uploads the backs painted since the last call; true when one was added (redraw).
    @discardableResult
    public func collectFinished() -> Bool { cache.collectFinished() }

    /// Keeps the backs of `indices` (cards turned or turning over, most urgent first) and asks for
    /// those not painted yet; frees every other back and drops its queued job.
    public func retain(_ indices: [Int], cardSize: PixelSize) {
        cache.retain(onScreen: indices, ahead: [], cardSize: cardSize)
    }

    /// Frees every texture and forgets what was asked.
    public func removeAll() { cache.removeAll() }
}
