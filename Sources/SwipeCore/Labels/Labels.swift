/// The words the app shows around the cards, in the visitor's language: the four stamps, the empty
/// view's message and button, the accessibility button, and the words it speaks (`spoken…`, issue 29). The one place for their
/// English defaults and their limits.
///
/// A `Labels` value holds the texts someone gave (a manifest's `"labels"`, a config file, a flag);
/// every other label reads as its English default. `overlaid(by:)` stacks the sources, so the
/// app's labels are `manifest.overlaid(by: commandLine)`: flag > config > manifest > English.
///
/// ```swift
/// let manifest = Labels([.right: "J'aime", .left: "Non"])
/// let shown = manifest.overlaid(by: Labels([.left: "Bof"]))
/// shown[.right]    // "J'aime"
/// shown[.left]     // "Bof"
/// shown[.empty]    // "No more cards"
/// ```
public struct Labels: Hashable, Sendable {
    /// Which label: a stamp (named by the direction it shows for) or a word of the empty view.
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// The stamp of a card leaning right (and up-right, down-right). English "LIKE".
        case right
        /// The stamp of a card leaning left (and up-left, down-left). English "NOPE".
        case left
        /// The stamp of a card leaning up. English "SUPER".
        case up
        /// The stamp of a card leaning down. English "LATER".
        case down
        /// The empty view's message. English "No more cards".
        case empty
        /// The empty view's button. English "Start over".
        case startOver
        /// Said after a card went right (speech, issue 29). English "liked".
        case spokenRight
        /// Said after a card went left. English "skipped".
        case spokenLeft
        /// Said after a card went up. English "super".
        case spokenUp
        /// Said after a card went down. English "later".
        case spokenDown
        /// Said after an undo. English "undone".
        case spokenUndo
        /// Said before a card: its place, `{n}` (1-based) of `{total}`. English "card {n} of {total}".
        case spokenPosition
        /// The idle warning, shown and said before an idle reset (time to decide, WCAG 2.2.1): `{seconds}`
        /// is the countdown. English "Still there? Starting over in {seconds} s. Touch to stay."
        case idleWarning
        /// The accessibility button while speech is on, and what is said when it is turned on (EN 301
        /// 549 5.1.3). English "Speech on".
        case speechOn
        /// The accessibility button while speech is off. English "Speech off".
        case speechOff
        /// The hint shown to a kiosk's first-time visitor in its attract state, before anyone touched it
        /// (issue 30). English "Swipe right to like, left to skip". Empty turns it off.
        case hint

        /// The English text.
        public var english: String {
            switch self {
            case .right: return "LIKE"
            case .left: return "NOPE"
            case .up: return "SUPER"
            case .down: return "LATER"
            case .empty: return "No more cards"
            case .startOver: return "Start over"
            case .spokenRight: return "liked"
            case .spokenLeft: return "skipped"
            case .spokenUp: return "super"
            case .spokenDown: return "later"
            case .spokenUndo: return "undone"
            case .spokenPosition: return "card {n} of {total}"
            case .idleWarning: return "Still there? Starting over in {seconds} s. Touch to stay."
            case .speechOn: return "Speech on"
            case .speechOff: return "Speech off"
            case .hint: return "Swipe right to like, left to skip"
            }
        }

        /// The longest text allowed, in Unicode scalars: 40 for a stamp and the button, 80 for the
        /// empty view's message, the idle warning and the hint. Stamps and the button shrink their lettering to fit any text within
        /// it; longer text is cut there (with a warning from whoever read it).
        public var maxLength: Int { self == .empty || self == .idleWarning || self == .hint ? 80 : 40 }

        /// Whether an empty text is a choice, not a mistake: it turns the label off (the hint); any
        /// other label shows its English default instead.
        public var mayBeEmpty: Bool { self == .hint }
    }

    /// The texts given, by key; a key not here reads as its English default.
    public private(set) var given: [Key: String]

    /// Labels with `given` texts (default none: all English). Texts are taken as they are: check
    /// them with `Labels.checked(_:for:)` first.
    public init(_ given: [Key: String] = [:]) { self.given = given }

    /// All English.
    public static let english = Labels()

    /// The text shown for `key`: the given one, else the English default.
    public subscript(key: Key) -> String {
        get { given[key] ?? key.english }
        set { given[key] = newValue }
    }

    /// These labels with `other`'s given texts in place of theirs (the later source wins).
    public func overlaid(by other: Labels) -> Labels {
        Labels(given.merging(other.given) { _, later in later })
    }

    /// A label text as shown, and what was wrong with it.
    public struct Checked: Hashable, Sendable {
        /// The text to show; nil when none is left (the English default shows).
        public var text: String?
        /// Why the text differs from what was given; nil when it is shown as given.
        public var problem: Problem?

        public init(text: String?, problem: Problem?) { self.text = text; self.problem = problem }
    }

    /// What can be wrong with a label text.
    public enum Problem: Hashable, Sendable {
        /// Nothing but spaces and control characters: the default shows.
        case empty
        /// Longer than `Key.maxLength`: cut there.
        case tooLong(limit: Int)

        /// "is empty; showing \"LIKE\"" or "is longer than 40 characters; cut there": the end of a
        /// message that starts by naming the label.
        public func message(for key: Key) -> String {
            switch self {
            case .empty: return "is empty; showing the default \"\(key.english)\""
            case .tooLong(let limit): return "is longer than \(limit) characters; cut to \(limit)"
            }
        }
    }

    /// `text` made fit for `key`: on one line (control characters, tabs and line breaks become
    /// spaces; runs of spaces one space; none at either end) and at most `key.maxLength` Unicode
    /// scalars, cut on a character boundary. Nothing left is a problem, except for a label that
    /// `mayBeEmpty` (then "": off).
    public static func checked(_ text: String, for key: Key) -> Checked {
        let spaced = String(String.UnicodeScalarView(text.unicodeScalars.map { isBlank($0) ? " " : $0 }))
        let line = spaced.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard !line.isEmpty else {
            return Checked(text: key.mayBeEmpty ? "" : nil, problem: key.mayBeEmpty ? nil : .empty)
        }
        let short = cut(line, toScalars: key.maxLength)
        return Checked(text: short, problem: short == line ? nil : .tooLong(limit: key.maxLength))
    }

    /// Control characters and Unicode white space (they would draw as boxes or break the line).
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .lineSeparator
            || scalar.properties.generalCategory == .paragraphSeparator
    }

    /// The longest prefix of whole characters of `text` with at most `limit` Unicode scalars (the
    /// first scalars when one character alone is longer).
    static func cut(_ text: String, toScalars limit: Int) -> String {
        var count = 0
        var end = text.startIndex
        for character in text {
            count += character.unicodeScalars.count
            if count > limit { break }
            end = text.index(after: end)
        }
        if end == text.startIndex, limit > 0 {
            return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))
        }
        return String(text[..<end])
    }
}
