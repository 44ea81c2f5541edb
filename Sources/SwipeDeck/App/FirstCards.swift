import SwipeCore
import SwipeSDL

/// The cards a new window shows first, asked of the painters before the renderer exists: creating
/// the renderer (loading the GL driver, ~80–90 ms with llvmpipe) then overlaps painting them
/// (decoding, text: ~5–15 ms a card), and the first frame shows the cards instead of blank
/// placeholders followed by a second frame. The size is foreseen from the window's drawable size;
/// when the renderer's turns out different the cache drops these jobs and asks again
/// (`CardTextureCache.adopt`).
enum FirstCards {
    /// `submit(to:count:position:face:viewport:density:options:)` for `holder`'s deck in `window`,
    /// at the size a renderer on `window` will most likely have (`Window.drawableSize`). None
    /// without painters or a deck.
    static func submit(
        to pool: CardPainterPool?, holder: DeckHolder?, position: Int, window: Window, options: DeckOptions
    ) -> [CardPainterPool.Job] {
        guard let pool, let holder else { return [] }
        return submit(
            to: pool, count: holder.deck.count, position: position, face: holder.face(at:),
            viewport: window.drawableSize, density: window.expectedDensity, options: options)
    }

    /// Submits to `pool` the cards visible at `position` of a deck of `count` cards (`face` gives
    /// each one), laid out as `options` lays them out in `viewport` pixels at `density`, top card
    /// first; returns the jobs, for `CardTextureCache.adopt`. None when the card would be empty.
    static func submit(
        to pool: CardPainterPool, count: Int, position: Int, face: (Int) -> CardFace, viewport: Size,
        density: DisplayDensity, options: DeckOptions
    ) -> [CardPainterPool.Job] {
        var controller = DeckController(count: count, viewport: viewport, density: density, options: options)
        if position > 0 { controller.jump(to: position) }
        let size = controller.cardPixelSize
        guard size.width >= 1, size.height >= 1 else { return [] }
        let state = controller.deck
        let indices = state.visiblePositions(controller.options.visibleCount).compactMap {
            state.index(atPosition: $0)
        }
        let jobs = indices.enumerated().map { rank, index in
            CardPainterPool.Job(
                index: index, face: face(index), size: size, generation: CardTextureCache.initialGeneration,
                priority: rank)
        }
        for job in jobs { pool.submit(job) }
        return jobs
    }
}

extension DeckController {
    /// The top card's resting size in whole pixels: the size cards are painted at.
    var cardPixelSize: PixelSize {
        PixelSize(width: Int(cardRect.width.rounded()), height: Int(cardRect.height.rounded()))
    }
}
