import CConcurrencyHook
import NIOCore
import NIOPosix

/// Makes SwiftNIO's event loops the executor of every Swift task in this process, so that no
/// libdispatch worker, and with it no pool monitor waking the process every second, ever starts
/// (`Pause`).
///
/// SwiftNIO offers the same (`NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor`),
/// but it finds the runtime's hook with `dlsym`, which fails in a release build: the Swift runtime is
/// linked in statically there and exports nothing. The hook's address comes from the linker here
/// (`CConcurrencyHook`); the rest is what SwiftNIO does.
public enum FleetExecutor {
    /// The hook's type: the job, and the runtime's own enqueue (not used: every job goes to NIO).
    typealias EnqueueGlobalHook = @convention(thin) (UnownedJob, @convention(thin) (UnownedJob) -> Void) -> Void

    /// Installs it; call once, on the main thread, before any task starts. False when a hook was set
    /// already (then the process runs on libdispatch and wakes once a second).
    @discardableResult
    public static func install() -> Bool {
        let hook = concurrency_enqueue_global_hook()!
        guard hook.pointee == nil else { return false }
        let enqueue: EnqueueGlobalHook = { job, _ in
            // `any()` is sticky: a job enqueued from an event loop stays on it (no thread switch).
            let loop = MultiThreadedEventLoopGroup.singleton.any()
            if let executor = loop as? any NIOSerialEventLoopExecutor {
                executor.enqueue(ExecutorJob(job))
            } else {
                loop.execute { job.runSynchronously(on: loop.executor.asUnownedSerialExecutor()) }
            }
        }
        hook.pointee = unsafeBitCast(enqueue, to: UnsafeMutableRawPointer.self)
        return true
    }
}
