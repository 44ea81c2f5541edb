/// One event taken from SDL's queue by `EventPump.poll()`, in Swift terms: when SDL queued it and
/// what it is. `EventTranslator.translate(_:now:)` turns it into the `PlatformEvent` the app handles;
/// `recordable` is what `--record` keeps of it.
///
/// ```swift
/// while let polled = EventPump.poll() {
///     if let input = polled.recordable { recorder.record(input, atMs: ms) }
///     if let event = translator.translate(polled, now: clock.now()) { app.handle(event) }
/// }
/// ```
public struct PolledEvent: Hashable, Sendable {
    /// When SDL queued the event: milliseconds since `SDL_Init`, the low 32 bits (it wraps after 49.7
    /// days; `EventTimestamp` places it on the loop's clock).
    public var timestampMs: UInt32
    /// What happened.
    public var content: Content
    /// The kind of device a pointer event came from, hover included (for the cursor); nil otherwise.
    public var device: PointerDevice?

    /// The kinds of events the app reads.
    public enum Content: Hashable, Sendable {
        /// Input the app reacts to (pointer, key, window change, quit), as a recording keeps it.
        case input(RecordedInput)
        /// Textures were lost: recreate them.
        case renderReset(RenderReset)
        /// Anything else (a wake-up, hover without a button, text input, a window moved…): read and dropped.
        case ignored
    }

    public init(timestampMs: UInt32, _ content: Content, device: PointerDevice? = nil) {
        self.timestampMs = timestampMs; self.content = content; self.device = device
    }

    /// What a recording keeps of this event; nil for the events it skips (see `RecordedInput`).
    public var recordable: RecordedInput? {
        if case .input(let input) = content { return input }
        return nil
    }
}

/// Which of SDL's two render-reset events came; both mean every texture is gone.
public enum RenderReset: Hashable, Sendable, CaseIterable {
    /// `SDL_RENDER_TARGETS_RESET`: render-target textures lost their contents.
    case targets
    /// `SDL_RENDER_DEVICE_RESET`: the device was lost; every texture must be made again.
    case device
}
