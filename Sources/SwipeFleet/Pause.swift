import NIOCore
import NIOPosix

/// Waits on SwiftNIO's event loops rather than with `Task.sleep`, and blocking work on NIO's thread
/// pool rather than on Swift's concurrency pool.
///
/// On Linux, `Task.sleep` and the default concurrency pool run on libdispatch's global queues, and
/// their first worker thread starts libdispatch's pool monitor: a timer that wakes the process every
/// second for as long as it lives (`_dispatch_workq_monitor_pools`). A sender that only waits for its
/// logs to grow must not wake at all, so its waits and its tasks keep clear of libdispatch
/// (`FleetExecutor`).
public enum Pause {
    /// Returns after `seconds` (at least 0).
    public static func seconds(_ seconds: Double) async {
        await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
            _ = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: nanoseconds(seconds)) {
                resumed.resume()
            }
        }
    }

    /// Runs `work` on NIO's thread pool (where a thread may block) and returns its result.
    public static func blocking<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        do {
            return try await NIOThreadPool.singleton.runIfActive(work)
        } catch {
            return work() // the pool is shut down (only at exit): run it here
        }
    }

    /// `seconds` as a NIO time amount (negative: 0).
    static func nanoseconds(_ seconds: Double) -> TimeAmount { .nanoseconds(Int64(max(0, seconds) * 1e9)) }
}
