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
public final class PendingDeck: @unchecked Sendable { // `result` is guarded by `condition`
    private let condition = NSCondition()
    private var result: Result<LoadedDeck, DeckError>?

    /// Starts loading `path` (see `DeckLoader.load`). Throws at once for a missing path or a manifest
    /// that cannot be read; folder errors come from `wait()`.
    public init(path: String, recursive: Bool) throws(DeckError) {
        let folder: String
        switch try DeckLoader.source(of: path) {
        case .manifest(let manifest):
            result = .success(try ManifestReader.load(manifestPath: manifest))
            return
        case .folder(let unlistable) where access(unlistable, R_OK | X_OK) != 0:
            // Loaded at once too, so its error comes before the window.
            result = .success(try FolderDeck.load(folder: unlistable, recursive: recursive))
            return
        case .folder(let listable):
            folder = listable
        }
        let thread = Thread { [self] in
            let loaded: Result<LoadedDeck, DeckError>
            do throws(DeckError) { loaded = .success(try FolderDeck.load(folder: folder, recursive: recursive)) } catch
            { loaded = .failure(error) }
            condition.withLock {
                result = loaded; condition.broadcast()
            }
        }
        thread.name = "swipedeck-deck-loader"
        thread.start()
    }

    /// Whether `wait()` would return at once (the deck, or its error, is there).
    public var isReady: Bool { condition.withLock { result != nil } }

    /// Waits for the deck; rethrows its loading error.
    public func wait() throws(DeckError) -> LoadedDeck {
        let outcome = condition.withLock {
            while result == nil { condition.wait() }
            return result!
        }
        return try outcome.get()
    }
}
