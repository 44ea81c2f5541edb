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
/// A large folder's listing comes from `ListingCache` when it is certainly current; a folder that was
/// listed is kept there just after its deck has been handed over, on the same thread.
public final class PendingDeck: @unchecked Sendable { // `result` is guarded by `condition`
    private let condition = NSCondition()
    private var result: Result<LoadedDeck, DeckError>?

    /// Starts loading `path` (see `DeckLoader.load`). Throws at once for a missing path or a manifest
    /// that cannot be read; folder errors come from `wait()`. `cache` keeps large folders' listings
    /// between runs (`ListingCache.standard()` by default; nil lists every time).
    public convenience init(path: String, recursive: Bool) throws(DeckError) {
        try self.init(path: path, recursive: recursive, cache: ListingCache.standard())
    }

    init(path: String, recursive: Bool, cache: ListingCache?) throws(DeckError) {
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
            if let kept = cache?.load(folder: folder, recursive: recursive) { return publish(.success(kept)) }
            let scan: FolderScanner.Result
            do throws(DeckError) { scan = try FolderScanner.scan(root: folder, recursive: recursive) } catch {
                return publish(.failure(error))
            }
            let loaded = FolderDeck.deck(folder: folder, scan: scan)
            publish(.success(loaded))
            cache?.save(folder: folder, recursive: recursive, scan: scan, loaded: loaded)
        }
        thread.name = "swipedeck-deck-loader"
        thread.start()
    }

    private func publish(_ loaded: Result<LoadedDeck, DeckError>) {
        condition.withLock {
            result = loaded; condition.broadcast()
        }
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
