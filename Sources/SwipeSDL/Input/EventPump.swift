internal import CSDL2
internal import CXWindowGuard

/// Reads and fills SDL's event queue, in Swift values (`PolledEvent`, `RecordedInput`). Main thread
/// only (the thread that created the window).
public enum EventPump {
    /// The next queued event, or nil when the queue is empty. Never blocks. SDL pumps the OS once per
    /// polling pass and ends the pass with nil, so `while let e = poll()` handles what was there at its start;
    /// events pushed during the pass come on the next one. X's DestroyNotify for a window of ours is
    /// noted here on the way (see `Window.isLost`) and comes back `.ignored`.
    public static func poll() -> PolledEvent? {
        var event = SDL_Event()
        guard SDL_PollEvent(&event) == 1 else { return nil }
        if event.type == SDL_SYSWMEVENT.rawValue { swipedeck_note_x_event(&event) }
        return PolledEvent(event)
    }

    /// Sleeps until an event is queued or `timeoutMs` milliseconds pass (input wakes it early).
    /// The event stays in the queue for `poll()`. Returns whether one is waiting.
    @discardableResult
    public static func waitForEvent(timeoutMs: Int) -> Bool {
        SDL_WaitEventTimeout(nil, Int32(clamping: max(0, timeoutMs))) == 1
    }

    /// Sleeps until an event is queued, however long that takes: use it when nothing moves on screen.
    /// The event stays in the queue for `poll()`. Returns false only on an SDL error.
    @discardableResult
    public static func waitForEventIndefinitely() -> Bool {
        SDL_WaitEvent(nil) == 1
    }

    /// Gathers pending input from the system into the queue without taking any event out.
    public static func pump() { SDL_PumpEvents() }

    /// Whether any event is queued (without pumping the system first: call `pump()` for that).
    public static var hasQueuedEvents: Bool {
        SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    /// Empties the queue: every event in it is dropped unread.
    public static func discardQueuedEvents() {
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    /// Wakes a thread blocked in `waitForEvent…` (for instance after an image finished decoding on a worker).
    public static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }
}

extension EventPump {
    /// SDL's event clock now: milliseconds since `SDL_Init` in 32 bits, as event timestamps (it wraps
    /// after 49.7 days: compare times on the loop's clock, see `EventTimestamp`).
    public static func ticksMilliseconds() -> UInt32 { SDL_GetTicks() }

    /// Queues `input` for window `windowID` as if it had just happened (SDL stamps it now), as SDL's
    /// own `SDL_PushEvent`: for a signal's quit, and for tests. Returns false when the queue is full.
    @discardableResult
    public static func push(_ input: RecordedInput, windowID: UInt32) -> Bool {
        var event = input.sdlEvent(windowID: windowID)
        return SDL_PushEvent(&event) == 1
    }

    /// Queues a render reset (`SDL_RENDER_TARGETS_RESET` or `SDL_RENDER_DEVICE_RESET`), stamped now, as
    /// a driver would send it. Returns false when the queue is full.
    @discardableResult
    public static func push(_ reset: RenderReset) -> Bool {
        var event = SDL_Event()
        event.type = (reset == .targets ? SDL_RENDER_TARGETS_RESET : SDL_RENDER_DEVICE_RESET).rawValue
        return SDL_PushEvent(&event) == 1
    }

    /// Queues `event` for window `windowID`, stamped `startMs + event.milliseconds` (SDL ticks,
    /// wrapping as SDL's 32-bit timestamps do) instead of now: a replayed event carries the time it was
    /// scheduled for, so gestures see the recorded spacing exactly. The poll-cycle marker a wait may
    /// have left in the queue is removed, so the next `poll()` pass returns the event instead of ending
    /// before it. Returns false when the queue is full or SDL failed.
    @discardableResult
    public static func add(_ event: RecordedEvent, windowID: UInt32, startMs: UInt32) -> Bool {
        add(contentsOf: [event], windowID: windowID, startMs: startMs) == 1
    }

    /// Queues `events` in order, as `add(_:windowID:startMs:)` does for one; removes the poll-cycle
    /// marker once (it is looked for through the whole queue). Returns how many were queued: fewer than
    /// all when the queue (65,535 events) filled up, the rest dropped.
    @discardableResult
    public static func add(contentsOf events: some Collection<RecordedEvent>, windowID: UInt32, startMs: UInt32) -> Int
    {
        guard !events.isEmpty else { return 0 }
        var raw = events.map { $0.sdlEvent(windowID: windowID, startMs: startMs) }
        let added = raw.withUnsafeMutableBufferPointer {
            SDL_PeepEvents($0.baseAddress, Int32(clamping: $0.count), SDL_ADDEVENT, 0, 0)
        }
        SDL_FlushEvent(SDL_POLLSENTINEL.rawValue)
        return max(0, Int(added))
    }
}
