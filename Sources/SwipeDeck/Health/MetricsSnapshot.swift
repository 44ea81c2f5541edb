import SwipeCore

/// The figures `--metrics` writes, at one moment: a plain value (`MetricsText.format` turns it into
/// Prometheus text). Counters count from the app's start; gauges are the value now.
public struct MetricsSnapshot: Hashable, Sendable {
    /// Decisions by direction since the start (swipes logged, whatever undid them later).
    public var decisions: [SwipeDirection: Int] = [:]
    /// Undos since the start.
    public var undos = 0
    /// Frames presented since the start.
    public var framesPresented = 0
    /// Frames whose drawing (from the frame's start to its present) took longer than
    /// `MetricsSnapshot.slowFrameSeconds`.
    public var slowFrames = 0
    /// When the last frame was presented, seconds since 1970 (UTC); nil before the first.
    public var lastFrameUnixSeconds: Double?
    /// Cards in the deck shown now.
    public var cardsInDeck = 0
    /// Cards decided in the current visitor session (swipes less undos).
    public var cardsDecidedInSession = 0
    /// Seconds since the app started.
    public var uptimeSeconds = 0.0
    /// Visitor sessions started (the first one, each idle reset and each Start over).
    public var sessionsStarted = 0
    /// Decks reloaded after their files changed.
    public var deckReloads = 0
    /// Pictures that could not be loaded or painted (each card and problem once).
    public var failedPictureLoads = 0
    /// Decision-log writes that failed.
    public var logWriteFailures = 0

    /// A frame slower than this is counted in `slowFrames`, seconds: one frame at 60 Hz (16.7 ms).
    public static let slowFrameSeconds = 1.0 / 60

    public init() {}

    /// This snapshot with the figures that change by themselves (the uptime) set aside: two
    /// snapshots equal by it differ only in the passing of time (`MetricsSchedule`).
    public var withoutUptime: MetricsSnapshot {
        var copy = self
        copy.uptimeSeconds = 0
        return copy
    }
}
