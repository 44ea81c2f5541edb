import SwipeSDL

extension AppRuntime {
    /// Opens the window on `deck` with `options`. `log` receives the decisions (nil: none). `resume`
    /// continues a session after its last decided card (see `start(at:)`).
    /// `deck` is evaluated once the window exists, so a deck still loading on another thread
    /// (`PendingDeck`) overlaps the window's creation; an error it throws is rethrown.
    /// `instruments`: recording, replay and frame statistics (none by default). `deckIsReady` says
    /// whether `deck` returns at once; when it does, its first cards are painted while the renderer
    /// starts (`FirstCards`, when the app passes its early painters); when it does not, the window
    /// shows a stack of blank cards while it waits (and the renderer warms up on them). `loopClock`:
    /// SDL's clock unless a test gives a virtual one.
    public convenience init(
        context: SDLContext, deck: @autoclosure () throws -> Deck, deckIsReady: () -> Bool = { true },
        options: AppOptions, log: DecisionLog?,
        assets: AssetPaths, resume: ResumePoint? = nil,
        instruments: RunInstruments = RunInstruments(), loopClock: LoopClock = SDLLoopClock()
    ) throws {
        try self.init(
            context: context, deck: try deck(), deckIsReady: deckIsReady, options: options, log: log,
            assets: assets, resume: resume, instruments: instruments, loopClock: loopClock, early: nil)
    }
}
