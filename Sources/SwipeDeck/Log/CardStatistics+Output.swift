import SwipeCore

extension CardStatistics {
    /// The skip directions given a column: `left` always, then every other direction (not `right`)
    /// that some card was skipped in, in `SwipeDirection.allCases` order.
    static func skipColumns(_ stats: [CardStatistics]) -> [String] {
        let seen = Set(stats.flatMap { $0.skipped.keys })
        return SwipeDirection.allCases.map(\.rawValue).filter { $0 != SwipeDirection.right.rawValue && ($0 == "left" || seen.contains($0)) }
            + seen.subtracting(SwipeDirection.allCases.map(\.rawValue)).sorted()
    }

    /// A number with at most `digits` decimals, no trailing zeros ("0.667", "1830", "1830.5").
    static func decimal(_ value: Double, digits: Int = 3) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// CSV: `card,shown,liked,skipped,skipped_left,…,like_rate,median_ms` (like_rate 0…1 with 3
    /// decimals, median_ms in milliseconds; both empty when unknown). Card ids go through
    /// `DecisionReport.csvField`.
    public static func csv(_ stats: [CardStatistics]) -> String {
        let directions = skipColumns(stats)
        let header = ["card", "shown", "liked", "skipped"] + directions.map { "skipped_" + $0 } + ["like_rate", "median_ms"]
        let rows = stats.map { s in
            ([DecisionReport.csvField(s.card), String(s.shown), String(s.liked), String(s.skippedTotal)]
                + directions.map { String(s.skipped[$0] ?? 0) }
                + [s.likeRate.map { decimal($0) } ?? "", s.medianMs.map { decimal($0) } ?? ""]).joined(separator: ",")
        }
        return ([header.joined(separator: ",")] + rows).joined(separator: "\n") + "\n"
    }

    /// A JSON array, one object per card: `{"card": "panda", "shown": 3, "liked": 2, "skipped": 1,
    /// "skipped_by_direction": {"left": 1}, "like_rate": 0.667, "median_ms": 1830}` (null when unknown).
    public static func json(_ stats: [CardStatistics]) -> String {
        let directions = skipColumns(stats)
        let items = stats.map { s in
            let by = directions.map { "\(JSONText.quoted($0)): \(s.skipped[$0] ?? 0)" }.joined(separator: ", ")
            return "  {\"card\": \(JSONText.quoted(s.card)), \"shown\": \(s.shown), \"liked\": \(s.liked), "
                + "\"skipped\": \(s.skippedTotal), \"skipped_by_direction\": {\(by)}, "
                + "\"like_rate\": \(s.likeRate.map { decimal($0) } ?? "null"), \"median_ms\": \(s.medianMs.map { decimal($0) } ?? "null")}"
        }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
