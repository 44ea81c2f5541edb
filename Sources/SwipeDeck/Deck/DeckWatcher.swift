import Foundation
import SwipeSDL

/// Watches a deck's source for changes and reloads it on a background thread.
///
/// Every `interval` seconds it compares modification times: of the manifest for a manifest deck, of
/// the folder (and, with `recursive`, every sub-folder) for a folder deck — a folder's time changes
/// when files are added, removed or renamed in it. On a change it loads the deck again and keeps the
/// result for `takeReloaded()`, then calls `onReload` (the app wakes its loop). A deck that fails to
/// load is reported through the warnings and the old one stays.
public final class DeckWatcher: @unchecked Sendable {   // mutable state is guarded by `lock`
    /// Seconds between checks. 1 s: a change shows within about 2 s.
    public static let defaultInterval = 1.0

    private let path: String
    private let recursive: Bool
    private let interval: Double
    private let onReload: @Sendable () -> Void
    private let lock = NSCondition()
    private var reloaded: LoadedDeck?
    private var stopped = false

    /// Starts watching the deck at `path` (a folder or a manifest file, as `Deck.sourcePath`).
    public init(path: String, recursive: Bool, interval: Double = DeckWatcher.defaultInterval,
                onReload: @escaping @Sendable () -> Void) {
        self.path = path; self.recursive = recursive; self.interval = interval; self.onReload = onReload
        let thread = Thread { [self] in run() }
        thread.name = "swipedeck-deck-watcher"
        thread.start()
    }

    /// The newest reloaded deck since the last call (with its warnings), or nil.
    public func takeReloaded() -> LoadedDeck? {
        lock.withLock { defer { reloaded = nil }; return reloaded }
    }

    /// Stops the thread at its next check.
    public func stop() { lock.withLock { stopped = true; lock.broadcast() } }

    private func run() {
        var signature = currentSignature()
        while true {
            let stop = lock.withLock { () -> Bool in
                if !stopped { _ = lock.wait(until: Date().addingTimeInterval(interval)) }
                return stopped
            }
            if stop { return }
            let now = currentSignature()
            guard now != signature else { continue }
            signature = now
            do {
                let deck = try DeckLoader.load(path: path, recursive: recursive)
                lock.withLock { reloaded = deck }
                onReload()
            } catch {
                StandardError.write("swipedeck: warning: reloading the deck: \(error)\n")
            }
        }
    }

    /// Modification time and size of what is watched, by path.
    private func currentSignature() -> [String: String] {
        var folders = [path]
        if recursive, FileSystem.kind(of: path) == .directory,
           let scanned = try? FolderScanner.scan(root: path, recursive: true).folders { folders = scanned }
        var result: [String: String] = [:]
        for p in folders {
            var info = stat()
            if RawPath.withCString(p, { stat($0, &info) }) == 0 {
                result[p] = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size)"
            }
        }
        return result
    }
}
