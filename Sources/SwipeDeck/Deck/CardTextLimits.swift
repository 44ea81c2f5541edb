import SwipeCore

/// The longest text each card field may hold, in one place. Longer text (from a manifest or a file
/// name) is cut to the limit, on a character boundary, and the loader warns naming the card: a
/// 10 MB description would otherwise ask the text renderer for a surface hundreds of thousands of
/// pixels tall, and nothing beyond these lengths fits on a card anyway.
///
/// Lengths count Unicode scalars (code points), so a "character" piled with thousands of combining
/// marks cannot slip past a limit; a cut never splits a character (grapheme cluster) unless one
/// character alone is longer than the limit.
///
/// ```swift
/// let (short, cut) = CardTextLimits.bounded(card)   // cut == ["description"] for a long back
/// ```
public enum CardTextLimits {
    /// The card's id (written to the decision log), at most 1,000 characters.
    public static let id = 1_000
    /// The title (one line, ellipsised on the card), at most 200 characters.
    public static let title = 200
    /// The subtitle (one line, ellipsised on the card), at most 200 characters.
    public static let subtitle = 200
    /// The description on the card's back (word-wrapped), at most 2,000 characters: about four times
    /// what fits on a back (some 17 lines of 28 characters; the text scales with the card).
    public static let description = 2_000

    /// `text` cut to at most `limit` Unicode scalars at the last character boundary within them
    /// (at a scalar boundary when the first character alone is longer); `text` itself when it fits.
    /// `limit` ≥ 0.
    public static func cut(_ text: String, to limit: Int) -> String {
        if text.utf8.count <= limit { return text } // bytes ≥ scalars: fits without counting
        var end = text.startIndex
        var scalars = 0
        for i in text.indices {
            let next = text.index(after: i)
            scalars += text.unicodeScalars[i..<next].count
            if scalars > limit { break }
            end = next
        }
        if end == text.endIndex { return text }
        if end == text.startIndex && limit > 0 {
            return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))
        }
        return String(text[..<end])
    }

    /// `id` within `CardTextLimits.id`: itself when it fits; otherwise its start, cut on a character
    /// boundary, then "~" and 16 hex digits of a 64-bit FNV-1a hash of the whole id's UTF-8. Two long
    /// ids that share their first thousand characters (deep `--recursive` paths) stay two ids, and
    /// the same id gives the same cut in every run, so the decision log keys on it.
    public static func cutID(_ id: String) -> String {
        if id.unicodeScalars.count <= Self.id { return id }
        let tag = "~" + String(fnv1a64(id.utf8), radix: 16).leftPadded(to: 16)
        return cut(id, to: Self.id - tag.count) + tag
    }

    /// The 64-bit FNV-1a hash of `bytes` (stable across runs, unlike `Hasher`).
    static func fnv1a64<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    /// `card` with every field within its limit, and the names of the fields that were cut
    /// ("id", "title", "subtitle", "description"; empty when none was).
    public static func bounded(_ card: DeckCard) -> (card: DeckCard, cut: [String]) {
        var result = card
        var cut: [String] = []
        func bound(_ text: inout String, _ limit: Int, _ name: String) {
            let short = Self.cut(text, to: limit)
            if short.utf8.count != text.utf8.count { text = short; cut.append(name) }
        }
        let shortID = cutID(result.face.id)
        if shortID != result.face.id { result.face.id = shortID; cut.append("id") }
        bound(&result.face.title, title, "title")
        bound(&result.face.subtitle, subtitle, "subtitle")
        bound(&result.description, description, "description")
        return (result, cut)
    }

    /// The warning for a card whose `fields` were cut: "LABEL: title, description too long; cut to
    /// 200, 2000 characters".
    static func warning(label: String, fields: [String]) -> String {
        let limits = fields.map { String(limit(of: $0)) }
        return
            "\(label): \(fields.joined(separator: ", ")) too long; cut to \(limits.joined(separator: ", ")) characters"
    }

    /// The limit of field `name` ("id", "title", "subtitle" or "description").
    static func limit(of name: String) -> Int {
        switch name {
        case "id": return id
        case "title": return title
        case "subtitle": return subtitle
        default: return description
        }
    }
}

extension String {
    /// The string with "0"s in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
