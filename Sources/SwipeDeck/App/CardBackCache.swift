import SwipeCore
import SwipeSDL

/// Textures of card backs (title and description), painted when a card is first turned over and
/// freed when it leaves the screen. Text only, so painting on the frame loop is cheap.
public final class CardBackCache {
    private let renderer: Renderer
    private let artist: CardBackArtist
    private let content: (Int) -> (face: CardFace, description: String)
    private var textures: [Int: Texture] = [:]
    private var size: PixelSize?
    /// Called once when a back cannot be painted (the renderer then shows a plain placeholder).
    public var onWarning: (String) -> Void = { _ in }

    /// `content` maps a deck index to the card's face and description.
    public init(renderer: Renderer, artist: CardBackArtist, content: @escaping (Int) -> (face: CardFace, description: String)) {
        self.renderer = renderer; self.artist = artist; self.content = content
    }

    /// How many textures are held now.
    public var count: Int { textures.count }

    /// The back of card `index` at `cardSize` pixels, painted now if needed.
    public func texture(for index: Int, cardSize: PixelSize) -> Texture? {
        if size != cardSize { textures.removeAll(); size = cardSize }
        if let t = textures[index] { return t }
        let card = content(index)
        do {
            // The back is filled with the face's colour, darker: opaque when that colour is.
            let t = try Texture(renderer: renderer, card: artist.paint(card.face, description: card.description, size: cardSize),
                                isOpaqueInside: card.face.background.a == 255)
            textures[index] = t
            return t
        } catch {
            onWarning("card \(card.face.id): back: \(error)")
            return nil
        }
    }

    /// Frees every back whose card is not in `indices`.
    public func keepOnly(_ indices: Set<Int>) { textures = textures.filter { indices.contains($0.key) } }

    /// Frees every texture.
    public func removeAll() { textures.removeAll() }
}
