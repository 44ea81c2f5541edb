import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A deck loading on a background thread, so that listing a large folder overlaps SDL's start-up and
/// the window's creation instead of delaying the first frame.
///
/// ```swift
/// let pending = PendingDeck(path: "~/Pictures", recursive: false)   // returns at once
/// let window = …                                                    // meanwhile
/// let loaded = try pending.wait()                                   // the deck, or its error
/// ```
/// Only the slow case goes to the thread: a folder without a manifest. A missing path and a manifest
/// (small, and the usual source of errors) load at once, so their errors come before any window.
public final class PendingDeck: @unchecked Sendable {   // `result` is guarded by `condition`
    private let condition = NSCondition()
    private var result: Result<LoadedDeck, DeckError>?

    /// Starts loading `path` (see `DeckLoader.load`). Throws at once for a missing path or a manifest
    /// that cannot be read; folder errors come from `wait()`.
    public init(path: String, recursive: Bool) throws(DeckError) {
        let absolute = FileSystem.absolute(path)
        guard Self.isPlainFolder(absolute) else {
            result = .success(try DeckLoader.load(path: path, recursive: recursive))
            return
        }
        let thread = Thread { [self] in
            let loaded: Result<LoadedDeck, DeckError>
            do throws(DeckError) { loaded = .success(try FolderDeck.load(folder: absolute, recursive: recursive)) }
            catch { loaded = .failure(error) }
            condition.withLock { result = loaded; condition.broadcast() }
        }
        thread.name = "swipedeck-deck-loader"
        thread.start()
    }

    /// Waits for the deck; rethrows its loading error.
    public func wait() throws(DeckError) -> LoadedDeck {
        let outcome = condition.withLock {
            while result == nil { condition.wait() }
            return result!
        }
        return try outcome.get()
    }

    /// A listable folder holding no `deck.json`: a folder deck (one that cannot be listed loads at
    /// once, so its error comes before the window).
    private static func isPlainFolder(_ absolute: String) -> Bool {
        guard FileSystem.kind(of: absolute) == .directory, access(absolute, R_OK | X_OK) == 0 else { return false }
        let manifest = (absolute == "/" ? "" : absolute) + "/" + DeckLoader.manifestName
        return FileSystem.kind(of: manifest) != .regularFile
    }
}
