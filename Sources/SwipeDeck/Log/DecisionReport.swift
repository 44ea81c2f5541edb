import Foundation

/// `swipedeck report`: each card's final decision in a log, after undos.
public enum DecisionReport {
    /// One decided card.
    public struct Row: Hashable, Sendable {
        /// The machine that decided it (`kiosk` in its line, or the log it came from for older lines).
        public var kiosk: String = ""
        public var card: String
        /// The card's deck position in its last line (information: a reload may have moved it).
        public var index: Int
        public var decision: String

        public init(kiosk: String = "", card: String, index: Int, decision: String) {
            self.kiosk = kiosk; self.card = card; self.index = index; self.decision = decision
        }
    }

    /// `rows` in the report's order: by machine, index, then card id.
    public static func ordered(_ rows: [Row]) -> [Row] {
        rows.sorted { ($0.kiosk, $0.index, $0.card) < ($1.kiosk, $1.index, $1.card) }
    }

    /// On each machine (`machine(entry)`, default one machine for all), the last line for each card
    /// id decides it (the `index` may differ between its lines after a reload moved the card); a card
    /// whose last line is an undo is not decided and left out. Rows are sorted by machine, index, then
    /// card id. `only` keeps one decision.
    public static func rows(_ entries: [LogEntry], only: String? = nil, machine: (LogEntry) -> String = { _ in "" })
        -> [Row]
    {
        struct Key: Hashable { var machine: String; var card: String }
        var last: [Key: (String, LogEntry)] = [:]
        for e in entries {
            let m = machine(e)
            last[Key(machine: m, card: e.card)] = (m, e)
        }
        return ordered(
            last.values.compactMap { m, e in
                e.isUndo || (only != nil && e.decision != only)
                    ? nil : Row(kiosk: m, card: e.card, index: e.index, decision: e.decision)
            })
    }

    /// CSV with a `card,index,decision` header, or `kiosk,card,index,decision` when `withKiosk` (a
    /// report over several machines); every text field goes through `csvField`.
    public static func csv(_ rows: [Row], withKiosk: Bool = false) -> String {
        let header = withKiosk ? "kiosk,card,index,decision" : "card,index,decision"
        return
            ([header]
            + rows.map {
                (withKiosk ? csvField($0.kiosk) + "," : "")
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
    /// `withKiosk`), one per line (`JSONLine.arrayOfLines`; strings escaped, so any id stays valid JSON).
    public static func json(_ rows: [Row], withKiosk: Bool = false) -> String {
        JSONLine.arrayOfLines(
            rows.map { row in
                var object = JSONLine()
                if withKiosk { object.add("kiosk", .string(row.kiosk)) }
                object.add(["card": .string(row.card), "index": .integer(row.index), "decision": .string(row.decision)])
                return object
            })
    }
}
