import Foundation
import NIOCore
import NIOPosix

/// Waits for asynchronous work at most a given time, and then stops waiting even when the work never
/// ends (a statement on a connection the network dropped without a word): the caller goes on, the
/// work is cancelled and left behind. A task group cannot do this: it waits for all its children.
enum Deadline {
    /// Thrown when `seconds` passed first.
    struct Passed: Error {}

    /// The result of `work`, or `Passed` after `seconds` (then `onTimeout` runs once, e.g. to close
    /// the connection the work uses).
    static func run<T: Sendable>(
        seconds: Double, onTimeout: @escaping @Sendable () -> Void, _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let claim = OnceClaim()
        let worker = WorkerBox()
        return try await withCheckedThrowingContinuation { (done: CheckedContinuation<T, any Error>) in
            // A timer on NIO's event loop (`Pause`), cancelled as soon as the work ends, so an idle
            // sender has no timers left to wake it.
            let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: Pause.nanoseconds(seconds)) {
                guard claim.take() else { return }
                onTimeout()
                worker.task?.cancel()
                done.resume(throwing: Passed())
            }
            worker.task = Task {
                do {
                    let value = try await work()
                    timer.cancel()
                    if claim.take() { done.resume(returning: value) }
                } catch {
                    timer.cancel()
                    if claim.take() { done.resume(throwing: error) }
                }
            }
        }
    }
}

/// The work's task, for the timer to cancel (set once, right after the timer starts).
private final class WorkerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Task<Void, Never>?
    var task: Task<Void, Never>? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

/// True for the first caller of `take` only (thread-safe).
final class OnceClaim: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = false

    func take() -> Bool {
        lock.lock(); defer { lock.unlock() }
        if taken { return false }
        taken = true
        return true
    }
}
