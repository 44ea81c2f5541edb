import SwipeCore

extension AppOptions {
    /// The engine's options for these app options: directions, layout, visible cards, threshold,
    /// flick speed and looping; everything else keeps `DeckOptions`' defaults.
    public var deckOptions: DeckOptions {
        var o = DeckOptions()
        o.allowedDirections = directions
        o.layout = layout
        o.visibleCount = visible
        o.thresholdFraction = threshold
        o.flickSpeed = flickSpeed
        o.loops = loop
        return o
    }
}
