import SwipeCore

extension CardStatistics {
    /// The skip directions given a column: `left` always, then every other direction (not `right`)
    /// that some card was skipped in, in `SwipeDirection.allCases` order.
    static func skipColumns(_ stats: [CardStatistics]) -> [String] {
        let seen = Set(stats.flatMap { $0.skipped.keys })
        return SwipeDirection.allCases.map(\.rawValue).filter {
            $0 != SwipeDirection.right.rawValue && ($0 == "left" || seen.contains($0))
        }
            + seen.subtracting(SwipeDirection.allCases.map(\.rawValue)).sorted()
    }

    /// A rate or a median with at most 3 decimals, no trailing zeros ("0.667", "1830", "1830.5").
    static func decimal(_ value: Double) -> JSONNumber? { JSONNumber(value, atMostDecimals: 3) }

    /// CSV: `card,shown,liked,skipped,skipped_left,…,like_rate,median_ms` (like_rate 0…1 with 3
    /// decimals, median_ms in milliseconds; both empty when unknown). Card ids go through
    /// `DecisionReport.csvField`.
    public static func csv(_ stats: [CardStatistics]) -> String {
        let directions = skipColumns(stats)
        let header =
            ["card", "shown", "liked", "skipped"] + directions.map { "skipped_" + $0 } + ["like_rate", "median_ms"]
        let rows = stats.map { s in
            ([DecisionReport.csvField(s.card), String(s.shown), String(s.liked), String(s.skippedTotal)]
                + directions.map { String(s.skipped[$0] ?? 0) }
                + [s.likeRate.flatMap(decimal)?.description ?? "", s.medianMs.flatMap(decimal)?.description ?? ""])
                .joined(separator: ",")
        }
        return ([header.joined(separator: ",")] + rows).joined(separator: "\n") + "\n"
    }

    /// A JSON array, one object per card: `{"card": "panda", "shown": 3, "liked": 2, "skipped": 1,
    /// "skipped_by_direction": {"left": 1}, "like_rate": 0.667, "median_ms": 1830}` (null when unknown).
    public static func json(_ stats: [CardStatistics]) -> String {
        let directions = skipColumns(stats)
        return JSONLine.arrayOfLines(
            stats.map { s in
                var byDirection = JSONLine()
                for direction in directions { byDirection.add(direction, .integer(s.skipped[direction] ?? 0)) }
                return JSONLine([
                    "card": .string(s.card), "shown": .integer(s.shown), "liked": .integer(s.liked),
                    "skipped": .integer(s.skippedTotal), "skipped_by_direction": .object(byDirection),
                    "like_rate": .numberOrNull(s.likeRate.flatMap(decimal)),
                    "median_ms": .numberOrNull(s.medianMs.flatMap(decimal)),
                ])
            })
    }
}
