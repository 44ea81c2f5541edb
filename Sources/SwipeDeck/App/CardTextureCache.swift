import SwipeCore
import SwipeSDL

/// Card textures by deck index, painted once at the card's pixel size and freed when the card leaves
/// the screen, so memory stays flat however many cards are swiped.
public final class CardTextureCache {
    private let renderer: Renderer
    private let artist: CardArtist
    private let face: (Int) -> CardFace
    private var textures: [Int: Texture] = [:]
    private var size: PixelSize?
    private var reported: Set<Int> = []
    /// Called once per card whose picture could not be used (the card shows a placeholder instead).
    public var onWarning: (String) -> Void = { _ in }

    /// `face` maps a deck index to what the card shows.
    public init(renderer: Renderer, artist: CardArtist, face: @escaping (Int) -> CardFace) {
        self.renderer = renderer; self.artist = artist; self.face = face
    }

    /// How many textures are held now.
    public var count: Int { textures.count }

    /// The texture of card `index` at `cardSize` pixels, painted now if needed; nil if painting failed
    /// (the renderer then draws a plain placeholder).
    public func texture(for index: Int, cardSize: PixelSize) -> Texture? {
        if size != cardSize { textures.removeAll(); size = cardSize }
        if let t = textures[index] { return t }
        let card = face(index)
        do {
            let painting = try artist.paint(card, size: cardSize)
            if let error = painting.imageError, reported.insert(index).inserted {
                onWarning("card \(card.id): \(error)")
            }
            let texture = try Texture(renderer: renderer, surface: painting.surface)
            textures[index] = texture
            return texture
        } catch {
            if reported.insert(index).inserted { onWarning("card \(card.id): \(error)") }
            return nil
        }
    }

    /// Frees every texture whose card is not in `indices` (the cards on screen).
    public func keepOnly(_ indices: Set<Int>) {
        textures = textures.filter { indices.contains($0.key) }
    }

    /// Frees every texture (the renderer lost them, or the card size changed).
    public func removeAll() { textures.removeAll() }
}
