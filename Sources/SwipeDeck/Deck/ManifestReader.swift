import Foundation
import SwipeCore

/// Reads a `deck.json` manifest.
///
/// Format (UTF-8 JSON):
/// ```json
/// { "name": "My deck",
///   "cards": [ { "id": "panda", "title": "Panda", "subtitle": "Animal",
///                "color": "#4AA3F5", "image": "panda.png", "description": "…" } ] }
/// ```
/// - `cards` (array, required); `name` (string, optional; default: the folder's name); `style`
///   (`"photo"` or `"text"`, optional: the cards' look, `CardFaceStyle`; default text); `labels`
///   (object, optional: the stamps' and empty view's words, `readLabels`; default English); `lang`
///   (a BCP 47 tag, optional: the language speech reads the cards in, `readLanguage`).
/// - Per card: `id` (non-empty string, unique) and `title` (string) are required; `lang` as above;
///   `subtitle`, `description` (strings, default empty), `color` (`#rrggbb` or
///   `#rrggbbaa`, default `DeckColors.neutral`) and `image` are optional. `null`
///   counts as absent for optional keys.
/// - `image` is a path relative to the manifest's folder; absolute paths and paths
///   that leave the folder through `..` are refused. A missing image keeps the card
///   without a picture and adds a warning, and so does one that symbolic links lead
///   outside the folder (`ImageConfinement`).
/// - Unknown keys produce warnings, not errors.
/// - Text longer than `CardTextLimits` allows is cut, with a warning naming the card.
enum ManifestReader {
    static let topLevelKeys: Set<String> = ["name", "cards", "style", "labels", "lang"]
    static let cardKeys: Set<String> = ["id", "title", "subtitle", "color", "image", "description", "lang"]

    /// Reads and validates the manifest at `manifestPath` (absolute).
    static func load(manifestPath: String) throws(DeckError) -> LoadedDeck {
        guard let data = FileManager.default.contents(atPath: manifestPath) else {
            throw .unreadable(path: manifestPath, reason: "cannot read the file")
        }
        return try parse(bytes: Array(data), manifestPath: manifestPath) { FileSystem.kind(of: $0) }
    }

    /// Validates manifest text. `kindOf` answers what is at an absolute path (injected for tests).
    static func parse(
        bytes: [UInt8], manifestPath: String,
        kindOf: (String) -> FileSystem.Kind
    ) throws(DeckError) -> LoadedDeck {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(path: manifestPath, line: error.line, column: error.column, reason: error.reason)
        }
        guard case .object(let members) = json else {
            throw .invalidManifest(
                path: manifestPath,
                reason: "the top level must be an object with a \"cards\" array, found \(json.kindName)")
        }
        var warnings: [String] = []
        for member in members where !topLevelKeys.contains(member.key) {
            warnings.append("\(manifestPath): unknown key \(JSONText.quoted(member.key)) ignored")
        }
        guard let cardsValue = json["cards"] else {
            throw .invalidManifest(path: manifestPath, reason: "missing the \"cards\" array")
        }
        guard case .array(let items) = cardsValue else {
            throw .invalidManifest(
                path: manifestPath, reason: "\"cards\" must be an array, found \(cardsValue.kindName)")
        }
        let folder = FileSystem.directory(of: manifestPath)
        var name = FileSystem.fileName(of: folder)
        switch json["name"] {
        case nil, .null?: break
        case .string(let s)?: name = s
        case let other?:
            throw .invalidManifest(path: manifestPath, reason: "\"name\" must be a string, found \(other.kindName)")
        }

        var cards: [DeckCard] = []
        var indexForID: [String: Int] = [:]
        var problems: [DeckError] = []
        var indexForGivenID: [String: Int] = [:] // ids as written, cards with problems included
        for (index, item) in items.enumerated() {
            if case .string(let given)? = item["id"] {
                if let first = indexForGivenID[given] {
                    problems.append(
                        .invalidCard(
                            path: manifestPath, index: index, id: given,
                            reason: "duplicate id, already used by card \(first + 1)"))
                    continue
                }
                indexForGivenID[given] = index
            }
            let read: DeckCard
            do {
                read = try readCard(
                    item, index: index, manifestPath: manifestPath, folder: folder,
                    kindOf: kindOf, warnings: &warnings)
            } catch {
                problems.append(error)
                continue
            }
            let card = boundedText(read, index: index, manifestPath: manifestPath, warnings: &warnings)
            if let first = indexForID[card.face.id] {
                problems.append(
                    .invalidCard(
                        path: manifestPath, index: index, id: card.face.id,
                        reason: "duplicate id, already used by card \(first + 1)"))
                continue
            }
            indexForID[card.face.id] = index
            cards.append(card)
        }
        if let error = DeckError.combined(problems, path: manifestPath) { throw error }
        var deck = Deck(name: name, sourcePath: manifestPath, cards: cards)
        switch json["style"] {
        case nil, .null?: break
        case .string(let s)?:
            guard let style = CardFaceStyle(rawValue: s.lowercased()) else {
                throw .invalidManifest(
                    path: manifestPath, reason: "\"style\" must be \"photo\" or \"text\", found \(JSONText.quoted(s))")
            }
            deck.cardStyle = style
        case let other?:
            throw .invalidManifest(
                path: manifestPath, reason: "\"style\" must be \"photo\" or \"text\", found \(other.kindName)")
        }
        deck.labels = try readLabels(json["labels"], manifestPath: manifestPath, warnings: &warnings)
        deck.language = readLanguage(json["lang"], label: nil, manifestPath: manifestPath, warnings: &warnings)
        return LoadedDeck(deck: deck, warnings: warnings)
    }

    private static func readCard(
        _ item: JSONValue, index: Int, manifestPath: String, folder: String,
        kindOf: (String) -> FileSystem.Kind,
        warnings: inout [String]
    ) throws(DeckError) -> DeckCard {
        guard case .object(let members) = item else {
            throw .invalidCard(
                path: manifestPath, index: index, id: nil, reason: "must be an object, found \(item.kindName)")
        }
        func fail(_ id: String?, _ reason: String) -> DeckError {
            .invalidCard(path: manifestPath, index: index, id: id, reason: reason)
        }
        guard let idValue = item["id"] else { throw fail(nil, "missing required key \"id\"") }
        guard case .string(let id) = idValue else {
            throw fail(nil, "\"id\" must be a string, found \(idValue.kindName)")
        }
        guard !id.isEmpty else { throw fail(nil, "\"id\" must not be empty") }
        let label = DeckError.cardLabel(index: index, id: id)

        for member in members where !cardKeys.contains(member.key) {
            warnings.append("\(manifestPath): \(label): unknown key \(JSONText.quoted(member.key)) ignored")
        }
        func optionalString(_ key: String) throws(DeckError) -> String? {
            switch item[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            case let other?: throw fail(id, "\"\(key)\" must be a string, found \(other.kindName)")
            }
        }
        guard let titleValue = item["title"] else { throw fail(id, "missing required key \"title\"") }
        guard case .string(let title) = titleValue else {
            throw fail(id, "\"title\" must be a string, found \(titleValue.kindName)")
        }

        var background = DeckColors.neutral
        if let hex = try optionalString("color") {
            guard let color = RGBA(hex: hex) else {
                throw fail(
                    id, "bad color \(JSONText.quoted(hex)): expected \"#rrggbb\" or \"#rrggbbaa\" in hexadecimal")
            }
            background = color
        }
        var imagePath: String?
        if let image = try optionalString("image") {
            let resolved = try resolveImage(image, folder: folder, fail: { fail(id, $0) })
            switch kindOf(resolved) {
            case .regularFile:
                imagePath = confinedImage(
                    resolved, folder: folder, label: label, manifestPath: manifestPath,
                    warnings: &warnings)
            case .missing:
                warnings.append(
                    "\(manifestPath): \(label): image not found: \(resolved); showing the card without a picture")
            case .directory, .other:
                warnings.append(
                    "\(manifestPath): \(label): image is not a file: \(resolved); showing the card without a picture")
            }
        }
        let face = CardFace(
            id: id, title: title, subtitle: try optionalString("subtitle") ?? "",
            background: background, imagePath: imagePath)
        let language = readLanguage(item["lang"], label: label, manifestPath: manifestPath, warnings: &warnings)
        return DeckCard(face: face, description: try optionalString("description") ?? "", language: language)
    }

    /// The absolute path of `image`, which must be relative and stay inside `folder`.
    static func resolveImage(
        _ image: String, folder: String,
        fail: (String) -> DeckError
    ) throws(DeckError) -> String {
        guard !image.isEmpty else { throw fail("\"image\" must not be empty") }
        guard !image.hasPrefix("/") else {
            throw fail("image path \(JSONText.quoted(image)) is absolute; give it relative to the manifest's folder")
        }
        var parts: [Substring] = []
        for part in image.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else {
                    throw fail(
                        "image path \(JSONText.quoted(image)) leaves the manifest's folder; pictures must be inside it")
                }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        guard !parts.isEmpty else { throw fail("image path \(JSONText.quoted(image)) does not name a file") }
        return (folder == "/" ? "" : folder) + "/" + parts.joined(separator: "/")
    }
}
