import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension DeckWatcher {
    /// Waits until the watcher's thread watches every folder of the deck (a change made before may
    /// be missed in a sub-folder), at most `seconds` of real time; whether it does. For tests, which
    /// wait on this rather than sleeping.
    public func waitUntilWatching(seconds: Double) -> Bool {
        guard watching.wait(timeout: .now() + .milliseconds(Int(seconds * 1000))) == .success else { return false }
        watching.signal() // for the next caller
        return true
    }

    /// Watches every folder in `folders` and no other; whether a folder was added (nil when the
    /// limit of watches was reached: a warning is printed).
    func syncWatches(_ events: DirectoryEvents) -> Bool? {
        let before = events.folders
        for folder in folders where !before.contains(folder) {
            let failure = events.watch(folder)
            if failure == ENOSPC || failure == ENOMEM {
                Self.warnPolling("cannot watch \(folder)", failure)
                return nil
            }
        }
        var keep = Set(folders)
        awaitedIn = nil
        // The deck's folder gone (deleted, moved away): its parent is watched for it to come back
        // (before, nothing was watched any more and a folder made again under its name went unseen).
        if let root = folders.first, !events.folders.contains(root) {
            let parent = FileSystem.directory(of: root)
            if parent != root, events.folders.contains(parent) || events.watch(parent) == 0 {
                keep.insert(parent)
                awaitedIn = parent
                if FileSystem.kind(of: root) == .directory { return true } // back already: look again
            }
        }
        events.unwatch(allBut: keep)
        return !events.folders.subtracting(before).subtracting([awaitedIn].compactMap { $0 }).isEmpty
    }
}
