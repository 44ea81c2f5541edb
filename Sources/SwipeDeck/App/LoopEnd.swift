/// Why the loop stopped.
enum LoopEnd: Hashable {
    /// The user or a signal asked to quit, or the replay ended (`--replay-exit`).
    case quit
    /// Another program destroyed the window (X11).
    case windowLost
    /// The connection to the display broke: what was lost.
    case lostDisplay(String)
}
