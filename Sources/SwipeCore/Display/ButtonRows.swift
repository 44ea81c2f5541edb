/// How the deck screen's round buttons are arranged: one button for every allowed direction and one
/// for undo, in rows under the stack, each at least the smallest touch target (WCAG 2.5.7, 2.5.8).
///
/// The order is left to right by each direction's horizontal sense, undo in the middle:
/// ✕ (left), ↖, ↙, ↑, ↺, ↓, ↗, ↘, ♥ (right), keeping those allowed. The usual three (✕ ↺ ♥) are
/// `ChromeMetrics`' own row. More buttons share one row while they fit at the touch target with a
/// gap of at least `minimumGapShare`; otherwise they wrap onto as few rows as fit, filled in order
/// and each centred, so the order reads left to right, top to bottom.
///
/// ```swift
/// let rows = ButtonRows.make(allowed: [.left, .right, .up, .down], viewport: Size(width: 200, height: 200))
/// rows.order        // [.left, .up, nil, .down, .right]   (nil: undo)
/// rows.rows         // 2
/// ```
public struct ButtonRows: Hashable, Sendable {
    /// The buttons in reading order: a direction, or nil for undo.
    public var order: [SwipeDirection?]
    /// Buttons on each row but the last (which may hold fewer).
    public var perRow: Int
    /// Number of rows, 1 or more.
    public var rows: Int
    /// Diameter of a direction's button, pixels.
    public var diameter: Double
    /// Diameter of undo's button (0.72 of `diameter`, at least the touch target where `diameter` is), pixels.
    public var undoDiameter: Double
    /// Gap between neighbours in a row and between rows, pixels.
    public var gap: Double

    /// Gap between buttons as a share of their diameter where there is room: `ScreenLayout.buttonGap`.
    public static let preferredGapShare = ScreenLayout.buttonGap
    /// Least gap between buttons as a share of their diameter before they wrap onto another row: 0.15.
    public static let minimumGapShare = 0.15
    /// Least gap between buttons in a window too small for `minimumGapShare`, as a share of their
    /// diameter: 0.1.
    public static let leastGapShare = 0.1
    /// Widest the rows may be, as a share of the viewport's width: 0.95.
    public static let widthShare = 0.95
    /// Tallest several rows may be, as a share of the viewport's height: 0.4.
    public static let heightShare = 0.4
    /// Undo's button as a share of the others: 0.72.
    public static let undoShare = 0.72

    /// Height of all the rows with their gaps, pixels.
    public var height: Double { Double(rows) * diameter + Double(rows - 1) * gap }

    /// The directions of `allowed` (and undo, nil) in reading order.
    public static func order(allowed: [SwipeDirection]) -> [SwipeDirection?] {
        let sequence: [SwipeDirection?] = [.left, .upLeft, .downLeft, .up, nil, .down, .upRight, .downRight, .right]
        return sequence.filter { $0 == nil || allowed.contains($0!) }
    }

    /// The rows for `allowed` in `viewport` (drawable pixels) on `density`.
    public static func make(allowed: [SwipeDirection], viewport: Size, density: DisplayDensity = .standard)
        -> ButtonRows
    {
        make(
            order: order(allowed: allowed), viewport: viewport,
            metrics: ChromeMetrics(viewport: viewport, density: density))
    }

    /// The rows for buttons in `order` in `viewport` with `metrics`.
    public static func make(order: [SwipeDirection?], viewport: Size, metrics: ChromeMetrics) -> ButtonRows {
        let n = max(order.count, 1), preferred = metrics.buttonDiameter
        let least = min(metrics.touchTarget, preferred)
        func undo(_ d: Double) -> Double { min(d, max(d * undoShare, least)) }
        if n <= 3 {
            return ButtonRows(
                order: order, perRow: n, rows: 1, diameter: preferred, undoDiameter: undo(preferred),
                gap: preferred * preferredGapShare)
        }
        let width = max(viewport.width, 1) * widthShare, height = max(viewport.height, 1) * heightShare
        for rows in 1...n {
            let perRow = (n + rows - 1) / rows
            for share in [preferredGapShare, minimumGapShare] {
                let across = width / (Double(perRow) + Double(perRow - 1) * share)
                let down = rows == 1 ? preferred : height / (Double(rows) + Double(rows - 1) * share)
                let d = min(preferred, across, down)
                if d >= least {
                    return ButtonRows(
                        order: order, perRow: perRow, rows: rows, diameter: d, undoDiameter: undo(d), gap: d * share)
                }
            }
        }
        // A window too small for that (all eight directions at 200×200): the touch target all the same,
        // on the fewest rows the window's whole width holds with gaps of `leastGapShare` or more.
        for rows in 1...n {
            let perRow = (n + rows - 1) / rows
            let room = perRow > 1 ? (max(viewport.width, 1) - Double(perRow) * least) / Double(perRow - 1) : least
            if room >= least * leastGapShare || rows == n {
                return ButtonRows(
                    order: order, perRow: perRow, rows: rows, diameter: least, undoDiameter: least,
                    gap: max(min(room, least * minimumGapShare), 0))
            }
        }
        return ButtonRows(order: order, perRow: 1, rows: n, diameter: least, undoDiameter: least, gap: 0)
    }

    /// The centre and diameter of every button, in `order`, for rows centred on `centerX` whose first
    /// row's centre line is `firstRowY`, pixels.
    public func place(centerX: Double, firstRowY: Double) -> [(
        button: SwipeDirection?, center: Vector2, diameter: Double
    )] {
        var placed: [(button: SwipeDirection?, center: Vector2, diameter: Double)] = []
        for row in 0..<rows {
            let slice = Array(order.dropFirst(row * perRow).prefix(perRow))
            let widths = slice.map { $0 == nil ? undoDiameter : diameter }
            let total = widths.reduce(0, +) + Double(max(slice.count - 1, 0)) * gap
            var x = centerX - total / 2
            let y = firstRowY + Double(row) * (diameter + gap)
            for (button, w) in zip(slice, widths) {
                placed.append((button, Vector2(x + w / 2, y), w))
                x += w + gap
            }
        }
        return placed
    }
}
