@testable import SwipeDeck

/// A loop clock the test sets by hand; waits return at once.
final class ManualLoopClock: LoopClock {
    var seconds: Double
    init(seconds: Double) { self.seconds = seconds }
    func now() -> Double { seconds }
    func waitForEvent(timeoutMs: Int?) {}
}
