import SwipeFormats

extension ManifestReader {
    /// `card` with its text within `CardTextLimits`, and a warning naming the card when some was cut.
    static func boundedText(_ card: DeckCard, index: Int, manifestPath: String, warnings: inout [String]) -> DeckCard {
        let (short, cut) = CardTextLimits.bounded(card)
        if !cut.isEmpty {
            let label = DeckError.cardLabel(index: index, id: short.face.id)
            warnings.append("\(manifestPath): " + CardTextLimits.warning(label: label, fields: cut))
        }
        return short
    }
}

extension FolderDeck {
    /// A warning for each picture whose file name gives a card text longer than `CardTextLimits`
    /// allows (its title, or with `--recursive` its id, is cut). Counts bytes first, so no string is
    /// made for the names that fit (nearly all).
    static func textLimitWarnings(_ listing: FolderListing, folder: String) -> [String] {
        let shortest = min(CardTextLimits.id, CardTextLimits.title)
        var warnings: [String] = []
        for i in 0..<listing.count where listing.withName(at: i, { $0.count }) > shortest {
            let stem = FolderListing.stem(of: RawPath.readable(listing.name(at: i)))
            let face = listing.face(at: i)
            var cut: [String] = []
            if face.id.unicodeScalars.count < stem.unicodeScalars.count { cut.append("id") }
            if face.title.unicodeScalars.count < stem.unicodeScalars.count { cut.append("title") }
            guard !cut.isEmpty else { continue }
            warnings.append(
                "\(folder): " + CardTextLimits.warning(label: RawPath.readable(listing.name(at: i)), fields: cut))
        }
        return warnings
    }
}
