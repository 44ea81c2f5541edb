import Foundation

extension DeckWatcher {
    /// Waits until the watcher's thread watches every folder of the deck (a change made before may
    /// be missed in a sub-folder), at most `seconds` of real time; whether it does. For tests, which
    /// wait on this rather than sleeping.
    public func waitUntilWatching(seconds: Double) -> Bool {
        guard watching.wait(timeout: .now() + .milliseconds(Int(seconds * 1000))) == .success else { return false }
        watching.signal() // for the next caller
        return true
    }
}
