/// What the kiosk says to systemd (the sd_notify protocol: one datagram of newline-separated
/// `KEY=VALUE` lines), built as plain text; `SystemdNotifier` sends it.
public enum NotifyMessage {
    /// The service is up: the first frame showing the deck is on the screen. With its first status.
    public static func ready(status: String) -> String { lines(["READY=1", "STATUS=" + oneLine(status)]) }

    /// The watchdog's ping, with the status when given.
    public static func ping(status: String?) -> String {
        lines(["WATCHDOG=1"] + (status.map { ["STATUS=" + oneLine($0)] } ?? []))
    }

    /// A new status line only.
    public static func status(_ text: String) -> String { lines(["STATUS=" + oneLine(text)]) }

    /// The service is stopping (the loop ended: a quit, a signal, the unlock chord, a lost display).
    public static let stopping = "STOPPING=1"

    /// The short human line `systemctl status` shows: "card 3 of 6, session 1a2b3c, last decision 12 s
    /// ago" (or "no decision yet" when `lastDecisionAge` is nil). `card` and `of` come from the deck's
    /// counter (`DeckState.counter`); `lastDecisionAge` in seconds, shown whole (a negative age as 0).
    public static func statusLine(card: Int, of count: Int, session: String, lastDecisionAge: Double?) -> String {
        let decision: String
        if let age = lastDecisionAge, age.isFinite {
            decision = "last decision \(Int(max(0, age).rounded(.down))) s ago"
        } else {
            decision = "no decision yet"
        }
        let sessionPart = session.isEmpty ? "no session" : "session \(session)"
        return oneLine("card \(card) of \(count), \(sessionPart), \(decision)")
    }

    /// `text` with every line break turned into a space: one `STATUS=` value never spills into a
    /// second assignment.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// The assignments as one message.
    static func lines(_ assignments: [String]) -> String { assignments.joined(separator: "\n") }
}
