import Foundation
import SwipeSDL

/// Builds a deck from the pictures in a folder (no manifest).
enum FolderDeck {
    /// File extensions taken as pictures, lowercase; matching is case-insensitive.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "bmp", "gif", "webp"]

    /// One card per picture directly in `folder` (absolute path), sorted with `NaturalOrder`.
    /// Hidden files (name starting with "."), sub-folders and other files are skipped.
    /// id = title = file name without its extension; subtitle empty; colour from `DeckColors.color(forName:)`.
    static func load(folder: String) throws(DeckError) -> LoadedDeck {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unreadable(path: folder, reason: "cannot list the folder")
        }
        let pictures = names
            .filter { isPictureName($0) && FileSystem.kind(of: folder + "/" + $0) == .regularFile }
            .sorted(by: NaturalOrder.precedes)
        var warnings: [String] = []
        var firstFileForID: [String: String] = [:]
        var cards: [DeckCard] = []
        for name in pictures {
            let id = (name as NSString).deletingPathExtension
            if let earlier = firstFileForID[id] {
                warnings.append("\(folder): \(earlier) and \(name) both have id \(JSONText.quoted(id)); decision-log lines for them cannot be told apart")
            } else {
                firstFileForID[id] = name
            }
            let face = CardFace(id: id, title: id, subtitle: "", background: DeckColors.color(forName: id),
                                imagePath: folder == "/" ? "/" + name : folder + "/" + name)
            cards.append(DeckCard(face: face))
        }
        if cards.isEmpty { warnings.append("no images in \(folder)") }
        let deck = Deck(name: FileSystem.fileName(of: folder), sourcePath: folder, cards: cards)
        return LoadedDeck(deck: deck, warnings: warnings)
    }

    /// True for a visible file name whose extension is a known picture type (any case).
    static func isPictureName(_ name: String) -> Bool {
        guard !name.hasPrefix(".") else { return false }
        let ext = (name as NSString).pathExtension.lowercased()
        return imageExtensions.contains(ext) && (name as NSString).deletingPathExtension.isEmpty == false
    }
}
