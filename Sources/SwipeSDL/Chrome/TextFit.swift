/// Choosing a text size so one line fits a width: how the empty view's message and the Start over
/// button keep any label inside the window and the button.
public enum TextFit {
    /// Smallest size a fitted text is drawn at, pixels: 8 (smaller is unreadable; such a text may pass
    /// its width).
    public static let minPointSize = 8

    /// The largest size ≤ `preferred` (pixels) at which `width(size)` (the text's width in pixels at a
    /// size) is at most `maxWidth` pixels; `preferred` itself when it fits, never below
    /// `minPointSize` (nor above `preferred` when that is smaller). Widths grow about in proportion to
    /// the size, so it guesses from one measure and corrects downward.
    public static func pointSize(preferred: Int, maxWidth: Double, width: (Int) -> Int) -> Int {
        let natural = width(preferred)
        guard Double(natural) > maxWidth else { return preferred }
        let floor = min(preferred, minPointSize)
        var size = max(floor, min(preferred - 1, Int((Double(preferred) * maxWidth / Double(natural)).rounded(.down))))
        while size > floor, Double(width(size)) > maxWidth { size -= 1 }
        return size
    }
}
