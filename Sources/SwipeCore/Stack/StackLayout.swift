/// The three stack layouts, named as on the command line.
public enum StackLayoutKind: String, CaseIterable, Hashable, Sendable {
    /// The tutorial's and swipeable-view-stack's: each deeper card a little narrower and pushed down,
    /// so its bottom edge peeks out under the one above.
    case inset
    /// Koloda v1: each deeper card scaled by 0.95 and raised, so its top edge peeks out above.
    case scaled
    /// Koloda v2: one background card waits enlarged ×1.5 and transparent, and arrives at the front
    /// with a bouncy spring after a swipe.
    case collect
}

/// Where a card sits at a given (possibly fractional) slot: a transform from its resting rectangle
/// and an opacity.
public struct SlotPlacement: Hashable, Sendable {
    /// Applied to the top card's resting rectangle.
    public var transform: AffineTransform
    /// 0…1.
    public var opacity: Double
}

/// Stack layouts as pure functions: (slot, card rectangle, visible count) → placement.
///
/// Slot 0 is the top card; slot `visible − 1` the deepest one shown. A fractional slot lies between
/// two placements: background cards follow the top card's progress by sitting at `slot − progress`,
/// and a card entering at the bottom comes from slot `visible` (transparent) toward `visible − 1`.
public struct StackLayout: Hashable, Sendable {
    public var kind: StackLayoutKind
    /// Side inset per slot for `inset`, as a fraction of card width. Default 1/30 (10 pt on 300 pt).
    public var insetFraction: Double = 1.0 / 30
    /// Downward offset per slot for `inset`, as a fraction of card width. Default 1/30.
    public var dropFraction: Double = 1.0 / 30
    /// Scale per slot for `scaled`. Default 0.95 (Koloda's backgroundCardsScalePercent).
    public var scalePerSlot: Double = 0.95
    /// Upward offset per slot for `scaled`, as a fraction of card width. Default 0.03.
    public var riseFraction: Double = 0.03
    /// Scale of the waiting card for `collect`. Default 1.5.
    public var collectScale: Double = 1.5
    /// How large `collect`'s waiting card is when it is half opaque (halfway forward): 1.25 by
    /// default. The screen's layout keeps the counter and the buttons clear of it up to that size;
    /// larger, it is fainter and passes under them (they are drawn over the cards at rest). Keeping
    /// them clear of its whole 1.5× left a wide gap around a small card in a small window.
    public var collectReservedScale: Double { 1 + (collectScale - 1) / 2 }

    public init(kind: StackLayoutKind) { self.kind = kind }

    /// The placement of a card at `slot` (≥ 0, fractional allowed) in a stack showing `visible` cards.
    public func placement(slot rawSlot: Double, card: Rect, visible: Int) -> SlotPlacement {
        let slot = max(rawSlot, 0)
        let deepest = Double(max(visible, 1) - 1)
        switch kind {
        case .inset:
            let s = 1 - 2 * insetFraction * slot
            let bottomCenter = Vector2(card.center.x, card.maxY)
            let t = AffineTransform.scale(max(s, 0.05), about: bottomCenter)
                .then(.translation(Vector2(0, dropFraction * card.width * slot)))
            return SlotPlacement(transform: t, opacity: fade(slot, deepest: deepest))
        case .scaled:
            let topCenter = Vector2(card.center.x, card.minY)
            let t = AffineTransform.scale(pow(scalePerSlot, slot), about: topCenter)
                .then(.translation(Vector2(0, -riseFraction * card.width * slot)))
            return SlotPlacement(transform: t, opacity: fade(slot, deepest: deepest))
        case .collect:
            let f = min(slot, 1)
            let t = AffineTransform.scale(1 + (collectScale - 1) * f, about: card.center)
            return SlotPlacement(transform: t, opacity: 1 - f)
        }
    }

    /// Full opacity down to the deepest visible slot, fading to zero one slot beyond it.
    private func fade(_ slot: Double, deepest: Double) -> Double {
        min(max(deepest + 1 - slot, 0), 1)
    }

    /// The spring that moves cards between slots after a swipe or an undo: a quick settle for `inset`
    /// and `scaled`, a bouncy arrival for `collect` (Koloda v2).
    public var slotSpring: Spring {
        switch kind {
        case .inset, .scaled: return Spring(duration: 0.35, bounce: 0.1)
        case .collect: return .pop(bounciness: 18, speed: 12)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
