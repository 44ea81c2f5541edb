import SwipeCore

/// One card as loaded from a deck: what the platform paints plus text kept for later use.
public struct DeckCard: Hashable, Sendable {
    /// What the card shows.
    public var face: CardFace
    /// Longer free text from the manifest's optional `description`; empty for none.
    public var description: String
    /// The card's language (the manifest's `lang`, a BCP 47 tag), what speech reads it in; nil: the deck's.
    public var language: String?

    public init(face: CardFace, description: String = "", language: String? = nil) {
        self.face = face
        self.description = description
        self.language = language
    }
}

/// A loaded deck: an ordered, indexable collection of cards plus where it came from.
///
/// Access cards through `count` and `card(at:)` only, so the storage can later
/// become lazy (e.g. decoding pictures on demand) without changing callers.
public struct Deck: Hashable, Sendable {
    /// Human-readable name: the manifest's `name`, else the folder's name.
    public var name: String
    /// Absolute path the deck was loaded from (the folder or the `deck.json` file).
    public var sourcePath: String
    /// The look the deck asks for (a manifest's `"style"`), or nil for its kind's default
    /// (`defaultCardStyle`).
    public var cardStyle: CardFaceStyle?
    /// The words the deck asks for on its stamps and empty view (a manifest's `"labels"`); none given
    /// (all English) by default and for a folder.
    public var labels = Labels()
    /// The deck's language (a manifest's top-level `lang`, a BCP 47 tag) for speech; nil: the labels'.
    public var language: String?
    private var storage: Storage

    /// Where the cards live: decoded manifest cards (small), or a folder's packed names whose
    /// cards are built on demand.
    private enum Storage: Hashable, Sendable {
        case cards([DeckCard])
        case folder(FolderListing)
    }

    public init(name: String, sourcePath: String, cards: [DeckCard]) {
        self.name = name
        self.sourcePath = sourcePath
        self.storage = .cards(cards)
    }

    /// A folder deck: one card per name in `listing`, built when asked for.
    public init(name: String, sourcePath: String, listing: FolderListing) {
        self.name = name
        self.sourcePath = sourcePath
        self.storage = .folder(listing)
    }

    /// Number of cards; 0 for an empty deck.
    public var count: Int {
        switch storage {
        case .cards(let cards): return cards.count
        case .folder(let listing): return listing.count
        }
    }

    /// True when the deck has no cards (the app shows its empty view).
    public var isEmpty: Bool { count == 0 }

    /// The face of the card at `index` (0-based, `0..<count`; out of range traps like an array).
    public func card(at index: Int) -> CardFace { entry(at: index).face }

    /// The full entry (face plus description) at `index` (0-based, `0..<count`).
    public func entry(at index: Int) -> DeckCard {
        switch storage {
        case .cards(let cards): return cards[index]
        case .folder(let listing): return DeckCard(face: listing.face(at: index))
        }
    }

    /// The look of the deck's cards unless the command line says otherwise: the manifest's `"style"`,
    /// else `.photo` for a folder of pictures and `.text` for a manifest.
    public var defaultCardStyle: CardFaceStyle { cardStyle ?? (listing != nil ? .photo : .text) }

    /// The card ids in deck order.
    public var ids: [String] { (0..<count).map { card(at: $0).id } }

    /// The folder's listing, for a folder deck; nil for a manifest.
    public var listing: FolderListing? {
        if case .folder(let listing) = storage { return listing }
        return nil
    }

    /// Bytes the deck keeps per its cards' storage (strings of manifest cards not counted): what
    /// stays flat for a folder deck however many pictures it has.
    public var storageBytes: Int {
        switch storage {
        case .cards(let cards): return cards.capacity * MemoryLayout<DeckCard>.stride
        case .folder(let listing): return listing.storageBytes
        }
    }
}

/// The result of loading a deck: the deck and the non-fatal problems found.
public struct LoadedDeck: Hashable, Sendable {
    public var deck: Deck
    /// Human-readable warnings, one per problem, for the app to print to stderr.
    public var warnings: [String]

    public init(deck: Deck, warnings: [String]) {
        self.deck = deck
        self.warnings = warnings
    }
}

extension Deck {
    /// What names a card across reloads: its relative path in a folder deck (two files may share an
    /// id), its id in a manifest.
    public func key(at index: Int) -> String {
        switch storage {
        case .cards(let cards): return cards[index].face.id
        case .folder(let listing): return listing.name(at: index)
        }
    }

    /// A lookup from `key(at:)` back to the index: a binary search for folders, a dictionary built
    /// once for manifests (the first card of an id wins).
    public func indexer() -> (String) -> Int? {
        switch storage {
        case .folder(let listing): return { listing.index(ofName: $0) }
        case .cards(let cards):
            var table: [String: Int] = [:]
            for (i, card) in cards.enumerated() where table[card.face.id] == nil { table[card.face.id] = i }
            return { table[$0] }
        }
    }

    /// This deck with card `index` of `old` added (a card on screen whose file or entry is gone stays
    /// until it is swiped): in a folder at its place in the order, in a manifest after the card that
    /// preceded it (or at its old index). Unchanged when the card is here already.
    public func keeping(_ index: Int, of old: Deck) -> Deck {
        let key = old.key(at: index)
        guard indexer()(key) == nil else { return self }
        var copy = self
        switch (storage, old.storage) {
        case (.folder(let listing), .folder):
            copy.storage = .folder(listing.inserting(key))
        case (.cards(var cards), _):
            let find = indexer()
            let before = index > 0 ? find(old.key(at: index - 1)) : nil
            cards.insert(old.entry(at: index), at: before.map { $0 + 1 } ?? min(index, cards.count))
            copy.storage = .cards(cards)
        case (.folder, .cards):
            break // a manifest became a folder deck: nothing sensible to keep
        }
        return copy
    }
}
