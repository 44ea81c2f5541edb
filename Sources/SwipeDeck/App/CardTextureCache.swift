import SwipeCore
import SwipeSDL

/// Card textures by deck index, of one side (faces, or backs: `CardBackCache`). Cards are painted at
/// the card's pixel size on worker threads (`CardPainterPool`) and uploaded on the main thread when
/// done; until then `texture(for:)` gives nil and the scene renderer draws a plain placeholder.
/// Textures of cards that left the screen and the prefetch window are freed, so memory stays flat
/// however large the deck is.
public final class CardTextureCache {
    let renderer: Renderer
    /// A deck index's face and (for backs) description.
    private let content: (Int) -> (face: CardFace, description: String)
    /// The painters; shared with the backs' cache, which paints on the same threads.
    let pool: CardPainterPool
    /// The side this cache holds; the pool's jobs of the other side are left alone.
    let side: CardSide
    /// Whether this cache started `pool` (and stops it when freed).
    private let ownsPool: Bool
    private var textures: [Int: Texture] = [:]
    /// What each texture in `textures` was painted from.
    private var paintedFrom: [Int: CardContentKey] = [:]
    /// Cards asked of the pool and not back yet.
    private var requested: Set<Int> = []
    /// What each card in `requested` is being painted from.
    private var requestedFrom: [Int: CardContentKey] = [:]
    /// How photo cards' faces show their picture now (the Z key): `PhotoFit.standard` at first.
    public private(set) var photoFit = PhotoFit.standard
    /// The fit each photo card's texture in `textures` was painted with (other cards have none).
    private var paintedFit: [Int: PhotoFit] = [:]
    private var size: PixelSize?
    /// Bumped whenever what was asked may no longer be right (size change, render reset, new deck).
    private var generation = CardTextureCache.initialGeneration
    /// A new cache's generation: 0. Jobs submitted before the cache exists (`adopt`) carry it.
    static let initialGeneration = 0
    private var reported: Set<String> = []
    /// Called once per card whose picture could not be used (the card shows a placeholder instead).
    public var onWarning: (String) -> Void = { _ in }

    /// `face` maps a deck index to what the card shows; `wake` runs on a worker thread when a card is
    /// painted (the app pushes an event so its loop wakes up). `workers`: painting threads, ≥ 1;
    /// `style`: the cards' proportions and text scale (default `CardStyle()`).
    public init(
        renderer: Renderer, fonts: FontPaths, style: CardStyle = CardStyle(), workers: Int = 2,
        wake: @escaping @Sendable () -> Void = { EventPump.wake() }, face: @escaping (Int) -> CardFace
    ) {
        self.renderer = renderer; self.content = { (face($0), "") }
        pool = CardPainterPool(fonts: fonts, style: style, threads: workers, onFinish: wake)
        side = .face; ownsPool = true
    }

    /// A cache of faces painting on `pool`, started earlier by the caller (`SwipeDeckApp` starts it
    /// before SDL, so its threads are ready when the first cards are asked for); the cache owns it from
    /// now on and stops it when freed.
    init(renderer: Renderer, adopting pool: CardPainterPool, face: @escaping (Int) -> CardFace) {
        self.renderer = renderer; self.content = { (face($0), "") }
        self.pool = pool; side = .face; ownsPool = true
    }

    /// A cache of `side` painting on `pool` (owned by another cache); `content` maps a deck index to
    /// the card's face and description.
    init(
        renderer: Renderer, pool: CardPainterPool, side: CardSide,
        content: @escaping (Int) -> (face: CardFace, description: String)
    ) {
        self.renderer = renderer; self.pool = pool; self.side = side; self.content = content; ownsPool = false
    }

    deinit { if ownsPool { pool.stop() } }

    /// How many textures are held now.
    public var count: Int { textures.count }

    /// Whether cards (of either side) are still being painted (or painted and not collected).
    public var isBusy: Bool { !requested.isEmpty || pool.outstanding > 0 }

    /// The texture of card `index` at `cardSize` pixels, or nil while it is being painted (it is asked
    /// for now, most urgently, if it was not) or when painting failed. Never waits.
    public func texture(for index: Int, cardSize: PixelSize) -> Texture? {
        resize(to: cardSize)
        if let t = textures[index] {
            if isStale(index) { request(index, priority: 0) }
            return t
        }
        request(index, priority: 0)
        return nil
    }

    /// Shows photo cards as `fit` from now on. A texture painted the other way stays on screen until
    /// its card is painted again (no placeholder in between), the cards on screen first, then those
    /// ahead (`retain`); jobs asked the other way are dropped. Returns whether the fit changed.
    @discardableResult
    public func setPhotoFit(_ fit: PhotoFit) -> Bool {
        guard fit != photoFit else { return false }
        photoFit = fit
        requested.removeAll(); requestedFrom.removeAll(); generation += 1
        let gen = generation, side = side
        pool.cancel { $0.side == side && $0.generation != gen }
        return true
    }

    /// Whether card `index`'s texture shows its picture another way than `photoFit` says.
    private func isStale(_ index: Int) -> Bool { paintedFit[index].map { $0 != photoFit } ?? false }

    /// Keeps the textures of `onScreen` and asks for `ahead` (in that order of urgency, after the cards
    /// on screen); frees every other texture and drops queued jobs for other cards.
    public func retain(onScreen: [Int], ahead: [Int], cardSize: PixelSize) {
        resize(to: cardSize)
        let wanted = onScreen + ahead.filter { !onScreen.contains($0) }
        let keep = Set(wanted)
        textures = textures.filter { keep.contains($0.key) }
        paintedFrom = paintedFrom.filter { keep.contains($0.key) }
        paintedFit = paintedFit.filter { keep.contains($0.key) }
        cancelJobs(keeping: keep)
        for (rank, index) in wanted.enumerated() where textures[index] == nil || isStale(index) {
            request(index, priority: rank)
        }
    }

    /// Takes as its own the `jobs` someone submitted to its pool before this cache existed (the first
    /// cards, painted while the renderer starts: `FirstCards`), when they were painted at `cardSize`,
    /// the size the cache is now asked for; jobs of another size are dropped (the cards are asked
    /// again at the right size when drawn).
    /// Only a cache that was never asked for a card adopts anything.
    func adopt(_ jobs: [CardPainterPool.Job], cardSize: PixelSize) {
        guard size == nil else { return }
        size = cardSize
        let gen = generation, side = side
        pool.cancel { $0.side == side && ($0.size != cardSize || $0.generation != gen) }
        for job in jobs where job.side == side && job.size == cardSize && job.generation == gen {
            requested.insert(job.index)
            requestedFrom[job.index] = key(of: job.index)
        }
    }

    /// Uploads the cards painted since the last call; true when a texture was added (redraw).
    @discardableResult
    public func collectFinished() -> Bool {
        var added = false
        for done in pool.takeFinished(side: side) {
            let job = done.job
            guard job.generation == generation, job.size == size, requested.remove(job.index) != nil else { continue }
            let source = requestedFrom.removeValue(forKey: job.index)
            if let problem = done.problem, reported.insert(job.face.id + "\u{0}" + problem).inserted {
                onWarning("card \(job.face.id): \(problem)")
            }
            guard let surface = done.surface else { continue }
            do {
                // CardPainterPool pads the surface; CardArtist makes faces on an opaque background opaque.
                textures[job.index] = try Texture(
                    renderer: renderer, card: surface, isPadded: true,
                    isOpaqueInside: job.face.background.a == 255)
                paintedFrom[job.index] = source
                paintedFit[job.index] = job.face.style == .photo && job.face.imagePath != nil ? job.photoFit : nil
                added = true
            } catch {
                onWarning("card \(job.face.id): \(error)")
            }
        }
        return added
    }

    /// Frees every texture and forgets what was asked (the renderer lost them, or the deck changed).
    public func removeAll() {
        textures.removeAll(); requested.removeAll(); generation += 1
        paintedFrom.removeAll(); requestedFrom.removeAll(); paintedFit.removeAll()
        let gen = generation, side = side
        pool.cancel { $0.side == side && $0.generation != gen }
    }

    /// Drops queued jobs of this side for cards not in `keep` or of an older generation.
    private func cancelJobs(keeping keep: Set<Int>) {
        let gen = generation, side = side
        pool.cancel { $0.side == side && (!keep.contains($0.index) || $0.generation != gen) }
        requested = requested.filter { keep.contains($0) }
        requestedFrom = requestedFrom.filter { keep.contains($0.key) }
    }

    /// Moves textures to new indices after the deck changed (`map` gives a card's new index, nil when
    /// it is gone) and keeps those whose card still shows the same content (`CardContentKey`: its
    /// text, colour and picture file); the others, and anything being painted, are asked again.
    public func remap(_ map: (Int) -> Int?) {
        var moved: [Int: (Texture, CardContentKey?, PhotoFit?)] = [:]
        for (index, texture) in textures {
            if let new = map(index) { moved[new] = (texture, paintedFrom[index], paintedFit[index]) }
        }
        removeAll()
        for (index, (texture, source, fit)) in moved where !key(of: index).differs(from: source) {
            textures[index] = texture; paintedFrom[index] = source; paintedFit[index] = fit
        }
    }

    /// Frees the textures whose card's content changed since they were painted (a picture rewritten
    /// under its name, `stat` tells): they are painted again when next asked for. Returns how many.
    @discardableResult
    public func dropChanged() -> Int {
        let stale = paintedFrom.filter { key(of: $0.key).differs(from: $0.value) }.map(\.key)
        for index in stale { textures[index] = nil; paintedFrom[index] = nil; paintedFit[index] = nil }
        return stale.count
    }

    /// What card `index` would be painted from now.
    private func key(of index: Int) -> CardContentKey {
        let card = content(index)
        return CardContentKey(face: card.face, description: side == .face ? "" : card.description)
    }

    private func resize(to cardSize: PixelSize) {
        guard size != cardSize else { return }
        removeAll(); size = cardSize
    }

    private func request(_ index: Int, priority: Int) {
        guard let size, !requested.contains(index) else { return }
        requested.insert(index)
        let card = content(index)
        requestedFrom[index] = CardContentKey(face: card.face, description: side == .face ? "" : card.description)
        pool.submit(
            .init(
                index: index, face: card.face, size: size, generation: generation, priority: priority,
                side: side, description: card.description, photoFit: photoFit))
    }
}
