/// Why the loop stopped.
enum LoopEnd: Hashable {
    /// The user or a signal asked to quit, or the replay ended (`--replay-exit`).
    case quit
    /// Another program destroyed the window (X11).
    case windowLost
    /// The connection to the display broke: what was lost.
    case lostDisplay(String)
}

extension LoopEnd {
    /// What was lost when the display connection broke; nil for the other ends.
    var lostDisplay: String? {
        if case .lostDisplay(let what) = self { return what }
        return nil
    }
}
