import Dispatch
import SwipeFleetRequest

/// A value handed from a task to the thread waiting for it (written once, before the signal).
private final class Handover<T>: @unchecked Sendable { var value: T? }

/// Runs `work` on Swift's concurrency pool and waits for it on this thread: how the synchronous
/// command line (`swipedeck sync`, `report --database`) calls the asynchronous database client.
public func waitFor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = Handover<T>(), done = DispatchSemaphore(value: 0)
    Task.detached {
        box.value = await work()
        done.signal()
    }
    done.wait()
    return box.value!
}
