import Foundation
import SwipeFormats

#if canImport(Glibc)
import Glibc
#endif

/// Watches a deck's source for changes and reloads it on a background thread.
///
/// It waits on inotify (`DirectoryEvents`): for a folder deck on the folder and, with `recursive`,
/// every sub-folder (new sub-folders are watched as they appear); for a manifest deck on the
/// manifest's folder, keeping only events about the manifest (editors replace a file by renaming
/// another over it). A burst of changes is gathered for `settleMs` before the deck is loaded again;
/// a deck that differs from the last one is kept for `takeReloaded()` and `onReload` is called (the
/// app wakes its loop). A deck that fails to load is reported through the warnings and the old one
/// stays. Idle, the thread sleeps in `poll` and costs nothing.
///
/// Where inotify cannot be used for every folder (no instance: `fs.inotify.max_user_instances`; no
/// watch left: `max_user_watches`) it warns once, keeps the watches it has and compares the
/// modification times of the other folders instead: `interval` seconds after the last change, then
/// twice as long after each look that found none, up to `interval` × 2^`backoffSteps` (32 s), so an
/// idle kiosk over a deck of more folders than watches costs next to nothing. A watched folder's
/// change is still seen at once. Every wait is a `poll` timeout, on the monotonic clock: the wall
/// clock's value (even past 2262) does not matter.
public final class DeckWatcher: @unchecked Sendable { // `reloaded` and `stopped` are guarded by `lock`
    /// Seconds between checks of the folders inotify cannot watch, after a change. 1 s.
    public static let defaultInterval = 1.0
    /// How many times the pause between checks doubles while nothing changes: 5 (1 s becomes 32 s).
    public static let backoffSteps = 5
    /// Milliseconds a burst of changes is gathered before the deck is reloaded. 300.
    public static let settleMs = 300

    private let path: String
    private let recursive: Bool
    private let interval: Double
    private let onReload: @Sendable () -> Void
    private let lock = NSLock()
    private var reloaded: LoadedDeck?
    private var stopped = false
    /// A pipe `stop()` writes to, to wake the thread at once: the end the thread polls, and the end
    /// written; -1 when it could not be made (then the thread looks at `stopped` every `interval`).
    private let stopEvent: Int32, stopWriter: Int32
    /// The inotify instance, with the deck's own folder already watched; nil when inotify failed.
    /// Watcher thread only, after `init`.
    private var events: DirectoryEvents?
    /// Folders whose changes matter (the last listing's), absolute. Watcher thread only.
    var folders: [String]
    /// The last deck published (or nil before the first reload). Watcher thread only.
    private var lastDeck: Deck?
    /// Whether a file was written or moved in since the last reload: its picture may have changed
    /// under the same name, so the deck is published even when its listing is the same (the app
    /// repaints the cards whose picture file changed). Watcher thread only.
    private var filesWritten = false
    /// The manifest's file name for a manifest deck (`path` is a file), nil for a folder deck.
    let manifestName: [UInt8]?
    /// The folder watched for the deck's folder to come back while it is gone; nil while it is there.
    var awaitedIn: String?
    /// Signalled once the thread watches every folder, or took its first look at their times (`waitUntilWatching`).
    let watching = DispatchSemaphore(value: 0)

    /// Starts watching the deck at `path` (a folder or a manifest file, as `Deck.sourcePath`). The deck's
    /// own folder is watched before this returns, so a change made right after is not missed; the
    /// sub-folders of a recursive deck are added on the watcher's thread.
    /// `usesInotify` false polls from the start, `watchLimit` watches at most that many folders
    /// (tests of the fallback).
    public init(
        path: String, recursive: Bool, interval: Double = DeckWatcher.defaultInterval,
        usesInotify: Bool = true, watchLimit: Int? = nil, onReload: @escaping @Sendable () -> Void
    ) {
        self.path = path; self.recursive = recursive; self.interval = interval; self.onReload = onReload
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC); _ = fcntl(end, F_SETFL, O_NONBLOCK) }
        } else {
            ends = [-1, -1]
        }
        stopEvent = ends[0]; stopWriter = ends[1]
        let isFolder = FileSystem.kind(of: path) == .directory
        manifestName = isFolder ? nil : Array(FileSystem.fileName(of: path).utf8)
        let root = isFolder ? path : FileSystem.directory(of: path)
        folders = [root]
        if !usesInotify {
            events = nil
        } else if let events = DirectoryEvents(watchLimit: watchLimit) {
            let failure = events.watch(root)
            if failure == 0 { self.events = events } else { Self.warnPolling("cannot watch \(root)", failure) }
        } else {
            Self.warnPolling("cannot watch \(root)", errno)
        }
        let thread = Thread { [self] in run() }
        thread.name = "swipedeck-deck-watcher"
        thread.start()
    }

    /// The newest reloaded deck since the last call (with its warnings), or nil.
    public func takeReloaded() -> LoadedDeck? {
        lock.withLock {
            defer { reloaded = nil }; return reloaded
        }
    }

    /// Stops the thread; it is woken at once.
    public func stop() {
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            var one: UInt8 = 1
            if stopWriter >= 0 { _ = write(stopWriter, &one, 1) }
        }
    }

    private func run() {
        defer { // only once stopped: `stop()` wrote under the lock, and never writes again
            lock.withLock { if stopEvent >= 0 { close(stopEvent); close(stopWriter) } }
            events = nil
        }
        if recursive, case .folder(let folder) = try? DeckLoader.source(of: path),
            let scan = try? FolderScanner.scan(root: folder, recursive: true)
        {
            folders = scan.folders
        }
        if let events, syncWatches(events) != nil, waitForEvents(events) { return }
        pollForChanges()
    }

    /// Waits for relevant inotify events and reloads after each burst; true once stopped, false when a
    /// new folder could not be watched (the caller falls back to polling). A burst is gathered for
    /// `settleMs` plus twice the last reload's time, so a long copy into a large deck does not keep
    /// the thread rescanning.
    private func waitForEvents(_ events: DirectoryEvents) -> Bool {
        watching.signal()
        var due: Int? // monotonic milliseconds when the gathered burst is reloaded
        var reloadMs = 0
        while true {
            let timeout = due.map { Int32(clamping: max(0, $0 - Self.monotonicMs())) } ?? -1
            switch wait(for: events.fd, timeoutMs: timeout) {
            case .stopped: return true
            case .readable:
                let batch = events.read()
                if batch.contains(where: isFileWrite) { filesWritten = true }
                if batch.contains(where: { isRelevant($0) || isFileWrite($0) }), due == nil {
                    due = Self.monotonicMs() + Self.settleMs + 2 * reloadMs
                }
            case .timedOut: break
            }
            guard let d = due, Self.monotonicMs() >= d else { continue }
            due = nil
            let start = Self.monotonicMs()
            reload()
            reloadMs = Self.monotonicMs() - start
            guard let added = syncWatches(events) else { return false }
            // Files made in a new folder before its watch existed: one more look once it is watched.
            if added { due = Self.monotonicMs() + Self.settleMs + 2 * reloadMs }
        }
    }

    /// Loads the deck again and publishes it when it changed, or when files were written since the
    /// last reload (pictures may have changed under their names); `folders` becomes its folders.
    private func reload() {
        do throws(DeckError) {
            let loaded: LoadedDeck
            switch try DeckLoader.source(of: path) {
            case .manifest(let manifest):
                loaded = try ManifestReader.load(manifestPath: manifest)
                folders = [FileSystem.directory(of: manifest)]
            case .folder(let folder):
                let scan = try FolderScanner.scan(root: folder, recursive: recursive)
                loaded = FolderDeck.deck(folder: folder, scan: scan)
                folders = scan.folders
            }
            let written = filesWritten
            filesWritten = false
            guard loaded.deck != lastDeck || written else { return }
            lastDeck = loaded.deck
            lock.withLock { reloaded = loaded }
            onReload()
        } catch {
            SwipeDeckApp.warn("reloading the deck: \(error)")
        }
    }

    // MARK: Polling, where inotify cannot be used

    /// Compares the modification times of `path` and the folders not watched (`unwatched`), with pauses
    /// from `interval` up (`nextPause`), and reloads on any change there or on a watched folder's
    /// event; returns once stopped.
    private func pollForChanges() {
        var looked = unwatched() // the paths looked at: only a reload or a new watch changes them
        var signature = Self.signature(of: looked); watching.signal()
        var pause = interval
        var due = Self.monotonicMs() + Int(pause * 1000) // the next look (other events do not put it off)
        while true {
            let wake = wait(for: events?.fd, timeoutMs: Int32(clamping: max(0, due - Self.monotonicMs())))
            if wake == .stopped { return }
            var now = signature
            if wake == .readable, let events {
                let batch = events.read()
                if batch.contains(where: isFileWrite) { filesWritten = true }
                guard batch.contains(where: { isRelevant($0) || isFileWrite($0) }) else { continue }
                if wait(for: nil, timeoutMs: Int32(Self.settleMs)) == .stopped { return } // the burst
                if events.read().contains(where: isFileWrite) { filesWritten = true }
                pause = interval // folders not watched may have changed with it
            } else {
                guard Self.monotonicMs() >= due else { continue }
                now = Self.signature(of: looked)
                pause = Self.nextPause(after: pause, changed: now != signature, interval: interval)
            }
            due = Self.monotonicMs() + Int(pause * 1000)
            guard now != signature || wake == .readable else { continue }
            reload()
            // The times read before the reload, even when it found other folders: times read after it
            // could already include a change made after its listing, which would then never be seen.
            // A changed folder list differs from `now` at the next look, so one more listing follows.
            signature = now
            if let events { _ = syncWatches(events) } // new folders watched while watches are left
            looked = unwatched()
        }
    }

    /// `path` and the folders of the deck that inotify does not watch (all of them without inotify).
    private func unwatched() -> [String] {
        guard let watched = events?.folders else { return [path] + folders }
        return [path] + folders.filter { !watched.contains($0) }
    }

    // MARK: Waiting

    private enum Wake { case readable, timedOut, stopped }

    /// Waits up to `timeoutMs` (-1: for ever) for `fd` to be readable or `stop()`.
    private func wait(for fd: Int32?, timeoutMs: Int32) -> Wake {
        var fds: [pollfd] = []
        if stopEvent >= 0 { fds.append(pollfd(fd: stopEvent, events: Int16(POLLIN), revents: 0)) }
        if let fd { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        let timeout =
            stopEvent >= 0
            ? timeoutMs : (timeoutMs < 0 ? Int32(interval * 1000) : min(timeoutMs, Int32(interval * 1000)))
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        if lock.withLock({ stopped }) { return .stopped }
        if ready > 0, fds.last?.fd == fd, let last = fds.last, last.revents != 0 { return .readable }
        return .timedOut
    }
}
