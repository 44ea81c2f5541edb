/// Why a deck could not be loaded. `description` is a complete one-line message for the user.
public enum DeckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The path exists but could not be read (permissions, not a regular file, …).
    case unreadable(path: String, reason: String)
    /// The manifest is not valid JSON; line and column are 1-based.
    case invalidJSON(path: String, line: Int, column: Int, reason: String)
    /// The manifest is JSON but its overall shape is wrong (e.g. `cards` missing).
    case invalidManifest(path: String, reason: String)
    /// One card is wrong. `index` is 0-based; `id` is nil when the card has no usable id.
    case invalidCard(path: String, index: Int, id: String?, reason: String)

    public var description: String {
        switch self {
        case .notFound(let path):
            return "deck not found: \(path)"
        case .unreadable(let path, let reason):
            return "cannot read deck \(path): \(reason)"
        case .invalidJSON(let path, let line, let column, let reason):
            return "\(path):\(line):\(column): invalid JSON: \(reason)"
        case .invalidManifest(let path, let reason):
            return "\(path): \(reason)"
        case .invalidCard(let path, let index, let id, let reason):
            return "\(path): \(DeckError.cardLabel(index: index, id: id)): \(reason)"
        }
    }

    /// "card 3 (\"panda\")" or "card 3": how messages name a card (index 0-based). An id longer than
    /// `CardTextLimits.id` is cut, so no message grows with it.
    static func cardLabel(index: Int, id: String?) -> String {
        guard let id else { return "card \(index)" }
        return "card \(index) (\(JSONText.quoted(CardTextLimits.cut(id, to: CardTextLimits.id))))"
    }
}
