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

    /// Whether `event` can change the deck: for a manifest deck, one about the manifest (or its folder
    /// itself); for a folder deck, any but a hidden entry's.
    func isRelevant(_ event: DirectoryEvents.Event) -> Bool {
        // A watch removed: its parent's event counts, but the deck's own folder going needs a look.
        if event.mask & UInt32(IN_IGNORED) != 0 { return event.folder == folders.first }
        if let awaitedIn, event.folder == awaitedIn, let root = folders.first {
            return event.name == Array(FileSystem.fileName(of: root).utf8) // only the deck's folder coming back
        }
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 || event.name.isEmpty { return true }
        if let manifestName { return event.name == manifestName }
        return event.name.first != UInt8(ascii: ".")
    }

    /// Whether `event` is a file (not a folder, not hidden) written and closed, or moved in: a
    /// picture rewritten in place, or replaced by a rename, keeps its name and so its card.
    func isFileWrite(_ event: DirectoryEvents.Event) -> Bool {
        event.mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 && event.mask & UInt32(IN_ISDIR) == 0
            && event.name.first != UInt8(ascii: ".") && !event.name.isEmpty
    }

    /// The pause before the next look at the folders not watched, seconds: `interval` after a look that
    /// found a change, otherwise twice `pause`, at most `interval` × 2^`backoffSteps`.
    static func nextPause(after pause: Double, changed: Bool, interval: Double) -> Double {
        changed ? interval : min(pause * 2, interval * Double(1 << backoffSteps))
    }
}
