import Foundation

/// `swipedeck report`: each card's final decision in a log, after undos.
public enum DecisionReport {
    /// One decided card.
    public struct Row: Hashable, Sendable {
        public var card: String
        public var index: Int
        public var decision: String
    }

    /// The last line for each card (by id and index) decides it; a card whose last line is an undo is
    /// not decided and left out. Rows are sorted by index, then card id. `only` keeps one decision.
    public static func rows(_ entries: [LogEntry], only: String? = nil) -> [Row] {
        struct Key: Hashable { var card: String; var index: Int }
        var last: [Key: String] = [:]
        for e in entries { last[Key(card: e.card, index: e.index)] = e.decision }
        return last.compactMap { key, decision in
            decision == LoggedDecision.undo.name || (only != nil && decision != only) ? nil
                : Row(card: key.card, index: key.index, decision: decision)
        }.sorted { ($0.index, $0.card) < ($1.index, $1.card) }
    }

    /// CSV with a `card,index,decision` header; fields with commas, quotes or newlines are quoted.
    public static func csv(_ rows: [Row]) -> String {
        func field(_ s: String) -> String {
            s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
        }
        return (["card,index,decision"] + rows.map { "\(field($0.card)),\($0.index),\(field($0.decision))" })
            .joined(separator: "\n") + "\n"
    }

    /// A JSON array of `{"card": …, "index": …, "decision": …}` objects, one per line.
    public static func json(_ rows: [Row]) -> String {
        let items = rows.map {
            "  {\"card\": \(JSONText.quoted($0.card)), \"index\": \($0.index), \"decision\": \(JSONText.quoted($0.decision))}"
        }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
