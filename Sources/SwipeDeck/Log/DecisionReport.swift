import Foundation

/// `swipedeck report`: each visitor's final decision on each card, after undos.
public enum DecisionReport {
    /// One card as one visit (a machine's visitor session) left it.
    public struct Row: Hashable, Sendable {
        /// The machine that decided it (`kiosk` in its line, or the log it came from for older lines).
        public var kiosk: String = ""
        /// The visitor session ("" in logs older than sessions).
        public var session: String = ""
        /// Where the session comes among the machine's sessions: the position of its first line (the
        /// report's order; not printed).
        public var sessionRank = 0
        public var card: String
        /// The card's deck position in its last line (information: a reload may have moved it).
        public var index: Int
        public var decision: String

        public init(
            kiosk: String = "", session: String = "", sessionRank: Int = 0, card: String, index: Int,
            decision: String
        ) {
            self.kiosk = kiosk; self.session = session; self.sessionRank = sessionRank
            self.card = card; self.index = index; self.decision = decision
        }
    }

    /// `rows` in the report's order: by machine, session (first one first), index, then card id.
    public static func ordered(_ rows: [Row]) -> [Row] {
        rows.sorted {
            ($0.kiosk, $0.sessionRank, $0.session, $0.index, $0.card)
                < ($1.kiosk, $1.sessionRank, $1.session, $1.index, $1.card)
        }
    }

    /// For each visit (machine, by `machine(entry)`, default one for all, and visitor session), the
    /// last line for each card id decides it (the `index` may differ between its lines after a reload
    /// moved the card); a card whose last line is an undo is not decided and left out. So every
    /// visitor's decisions count, not only the last visitor's. `only` keeps one decision.
    public static func rows(_ entries: [LogEntry], only: String? = nil, machine: (LogEntry) -> String = { _ in "" })
        -> [Row]
    {
        struct Key: Hashable { var machine: String; var session: String; var card: String }
        struct Visit: Hashable { var machine: String; var session: String }
        var last: [Key: (String, LogEntry)] = [:]
        var rank: [Visit: Int] = [:]
        for (position, e) in entries.enumerated() {
            let m = machine(e), session = e.session ?? ""
            last[Key(machine: m, session: session, card: e.card)] = (m, e)
            if rank[Visit(machine: m, session: session)] == nil { rank[Visit(machine: m, session: session)] = position }
        }
        return ordered(
            last.values.compactMap { m, e in
                let session = e.session ?? ""
                return e.isUndo || (only != nil && e.decision != only)
                    ? nil
                    : Row(
                        kiosk: m, session: session, sessionRank: rank[Visit(machine: m, session: session)] ?? 0,
                        card: e.card, index: e.index, decision: e.decision)
            })
    }

    /// Which columns a report over `entries` needs: `kiosk` when they come from several machines,
    /// `session` when some machine had several visitor sessions.
    public static func columns(_ entries: [LogEntry], machine: (LogEntry) -> String) -> (kiosk: Bool, session: Bool) {
        var sessions: [String: Set<String>] = [:]
        for e in entries { sessions[machine(e), default: []].insert(e.session ?? "") }
        return (sessions.count > 1, sessions.values.contains { $0.count > 1 })
    }

    /// CSV with a `card,index,decision` header, after `kiosk` when `withKiosk` (a report over several
    /// machines) and `session` when `withSession`; every text field goes through `csvField`.
    public static func csv(_ rows: [Row], withKiosk: Bool = false, withSession: Bool = false) -> String {
        let header = (withKiosk ? "kiosk," : "") + (withSession ? "session," : "") + "card,index,decision"
        return
            ([header]
            + rows.map {
                (withKiosk ? csvField($0.kiosk) + "," : "") + (withSession ? csvField($0.session) + "," : "")
                    + "\(csvField($0.card)),\($0.index),\(csvField($0.decision))"
            }).joined(separator: "\n") + "\n"
    }

    /// Characters that make a spreadsheet read a cell as a formula when they come first (OWASP,
    /// "CSV Injection"): = + - @ tab and carriage return.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` as one CSV field that a spreadsheet shows as text: control characters (U+0000–U+001F,
    /// U+007F) written as `\u00XX`; a leading `'` added when it starts with one of `formulaStarts`;
    /// quoted (quotes doubled) when it then holds a comma or a quote or starts with `'`.
    public static func csvField(_ text: String) -> String {
        var field = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16)
                field += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        if let first = text.first, formulaStarts.contains(first) { field = "'" + field }
        guard field.contains(where: { $0 == "," || $0 == "\"" }) || field.hasPrefix("'") else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A JSON array of `{"card": …, "index": …, "decision": …}` objects (`"kiosk": …` first when
    /// `withKiosk`, then `"session": …` when `withSession`), one per line (`JSONLine.arrayOfLines`;
    /// strings escaped, so any id stays valid JSON).
    public static func json(_ rows: [Row], withKiosk: Bool = false, withSession: Bool = false) -> String {
        JSONLine.arrayOfLines(
            rows.map { row in
                var object = JSONLine()
                if withKiosk { object.add("kiosk", .string(row.kiosk)) }
                if withSession { object.add("session", .string(row.session)) }
                object.add(["card": .string(row.card), "index": .integer(row.index), "decision": .string(row.decision)])
                return object
            })
    }
}
