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
    /// Several cards are wrong: the first `DeckError.listedProblems` of them, and how many more there are.
    indirect case invalidCards(path: String, problems: [DeckError], more: Int)
    /// A picture was given where a deck is expected.
    case pictureGiven(path: String)

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
        case .invalidCards(let path, let problems, let more):
            let listed = problems.map { problem -> String in
                guard case .invalidCard(_, let index, let id, let reason) = problem else { return problem.description }
                return "\(DeckError.cardLabel(index: index, id: id)): \(reason)"
            }
            let count = problems.count + more
            return "\(path): \(count) problems: " + listed.joined(separator: "; ")
                + (more > 0 ? "; and \(more) more" : "")
        case .pictureGiven(let path):
            return "\(path) is a picture; give its folder, or a deck.json"
        }
    }

    /// Card problems a manifest error lists at most; the rest are counted. 10.
    public static let listedProblems = 10

    /// One error for `problems` found in the manifest at `path`: the problem itself when there is one,
    /// else `invalidCards` listing the first `listedProblems`. Nil when there are none.
    static func combined(_ problems: [DeckError], path: String) -> DeckError? {
        guard problems.count > 1 else { return problems.first }
        return .invalidCards(
            path: path, problems: Array(problems.prefix(listedProblems)),
            more: max(0, problems.count - listedProblems))
    }

    /// "card 3 (\"panda\")" or "card 3": how messages name a card, numbered from 1 as people count
    /// (`index` is 0-based). An id longer than `CardTextLimits.id` is cut, so no message grows with it.
    static func cardLabel(index: Int, id: String?) -> String {
        guard let id else { return "card \(index + 1)" }
        return "card \(index + 1) (\(JSONText.quoted(CardTextLimits.cut(id, to: CardTextLimits.id))))"
    }
}
