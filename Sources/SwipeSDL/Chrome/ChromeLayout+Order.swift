import SwipeCore

extension ChromeLayout {
    /// The buttons in reading order, the order keyboard focus moves in (WCAG 2.4.3): row by row from
    /// the top, left to right within a row. Buttons whose centres lie within half the smaller one's
    /// height of each other share a row.
    public var readingOrder: [ButtonKind] {
        let byTop = buttons.sorted { a, b in
            a.value.center.y != b.value.center.y
                ? a.value.center.y < b.value.center.y : a.value.center.x < b.value.center.x
        }
        var rows: [[(kind: ButtonKind, rect: Rect)]] = []
        for (kind, rect) in byTop {
            if let last = rows.last?.last,
                abs(last.rect.center.y - rect.center.y) <= min(last.rect.height, rect.height) / 2
            {
                rows[rows.count - 1].append((kind, rect))
            } else {
                rows.append([(kind, rect)])
            }
        }
        return rows.flatMap { row in row.sorted { $0.rect.center.x < $1.rect.center.x }.map(\.kind) }
    }
}
