/// Loads a deck from a folder of pictures or a `deck.json` manifest.
public enum DeckLoader {
    /// The manifest file name looked for inside a folder.
    public static let manifestName = "deck.json"

    /// Loads the deck at `path` (absolute, or relative to the current directory).
    ///
    /// - A folder containing `deck.json` → that manifest (the manifest wins over the pictures).
    /// - Any other folder → one card per picture, see `FolderDeck`.
    /// - A file → read as a manifest (see `ManifestReader` for the format).
    ///
    /// A missing path throws `DeckError.notFound` ("deck not found: PATH"); an empty
    /// folder gives a zero-card deck and the warning "no images in FOLDER".
    /// Non-fatal problems come back in `LoadedDeck.warnings`. `recursive` takes a folder's
    /// sub-folders too (default false).
    public static func load(path: String, recursive: Bool = false) throws(DeckError) -> LoadedDeck {
        switch try source(of: path) {
        case .folder(let folder): return try FolderDeck.load(folder: folder, recursive: recursive)
        case .manifest(let manifest): return try ManifestReader.load(manifestPath: manifest)
        }
    }

    /// What `path` holds, found from the file system without reading the deck: a folder of pictures
    /// or a manifest (a folder's own `deck.json` wins). Throws as `load` does for a missing path or
    /// one that is neither.
    static func source(of path: String) throws(DeckError) -> DeckSource {
        let absolute = FileSystem.absolute(path)
        switch FileSystem.kind(of: absolute) {
        case .missing:
            throw .notFound(path: path)
        case .directory:
            let manifest = (absolute == "/" ? "" : absolute) + "/" + manifestName
            return FileSystem.kind(of: manifest) == .regularFile ? .manifest(manifest) : .folder(absolute)
        case .regularFile:
            if PictureFileCheck.isPicture(absolute) { throw .pictureGiven(path: path) }
            return .manifest(absolute)
        case .other:
            throw .unreadable(path: path, reason: "not a folder or a deck.json file")
        }
    }
}

/// Where a deck comes from: absolute paths.
enum DeckSource: Hashable, Sendable {
    case folder(String)
    case manifest(String)
}
