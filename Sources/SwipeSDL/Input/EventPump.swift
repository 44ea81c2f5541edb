/// Reads SDL's event queue. Main thread only (the thread that created the window).
public enum EventPump {
    /// The next queued event, or nil when the queue is empty. Never blocks. SDL pumps the OS once per
    /// polling pass and ends the pass with nil, so `while let e = poll()` handles what was there at its start;
    /// events pushed during the pass come on the next one.
    public static func poll() -> SDL_Event? {
        var event = SDL_Event()
        return SDL_PollEvent(&event) == 1 ? event : nil
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

    /// Queues `event` keeping its timestamp (`SDL_PushEvent` would overwrite it with now): a replayed
    /// event carries the time it was scheduled for, so gestures see the recorded spacing exactly.
    /// The poll-cycle marker a wait may have left in the queue is removed, so the next `poll()` pass
    /// returns the event instead of ending before it. Returns false when the queue is full or SDL failed.
    @discardableResult
    public static func add(_ event: SDL_Event) -> Bool {
        add(contentsOf: [event]) == 1
    }

    /// Queues `events` in order, keeping their timestamps, as `add(_:)` does for one; removes the
    /// poll-cycle marker once (it is looked for through the whole queue). Returns how many were
    /// queued: fewer than all when the queue (65,535 events) filled up, the rest dropped.
    @discardableResult
    public static func add(contentsOf events: [SDL_Event]) -> Int {
        guard !events.isEmpty else { return 0 }
        var copy = events
        let added = copy.withUnsafeMutableBufferPointer {
            SDL_PeepEvents($0.baseAddress, Int32(clamping: $0.count), SDL_ADDEVENT, 0, 0)
        }
        SDL_FlushEvent(SDL_POLLSENTINEL.rawValue)
        return max(0, Int(added))
    }
}
