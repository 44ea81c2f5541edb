import Foundation

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
        return try await withCheckedThrowingContinuation { (done: CheckedContinuation<T, any Error>) in
            let worker = Task {
                do {
                    let value = try await work()
                    if claim.take() { done.resume(returning: value) }
                } catch {
                    if claim.take() { done.resume(throwing: error) }
                }
            }
            Task {
                try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9))
                guard claim.take() else { return }
                onTimeout()
                worker.cancel()
                done.resume(throwing: Passed())
            }
        }
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
