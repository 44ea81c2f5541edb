import Foundation
import Synchronization
import Testing

@testable import SwipeDeck

/// The deck watcher on inotify: new sub-folders of a recursive deck are watched as they appear.
@Suite struct DeckWatcherTests {
    /// Waits (up to `limit` seconds of real time, woken by each of the watcher's reloads) for a
    /// reloaded deck that satisfies `done`; the last one seen.
    func reloaded(_ watcher: DeckWatcher, _ woken: Woken, limit: Double = 5, until done: (Deck) -> Bool) -> Deck? {
        let end = DispatchTime.now() + .milliseconds(Int(limit * 1000))
        var last: Deck?
        while woken.reload.wait(timeout: end) == .success {
            if let deck = watcher.takeReloaded()?.deck { last = deck; if done(deck) { break } }
        }
        return last
    }

    @Test func picturesInANewSubFolderAndLaterOnesInItAreSeen() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("sub/a.png")
        let woken = Woken()
        let watcher = DeckWatcher(path: dir.path, recursive: true) { woken.wake() }
        defer { watcher.stop() }
        #expect(
            watcher.waitUntilWatching(seconds: Waiting.bound), "the sub-folders are watched on the watcher's thread")
        try dir.write("new/deeper/b.png") // a new folder tree with a picture at once
        #expect(reloaded(watcher, woken) { $0.count == 2 }?.ids == ["new/deeper/b", "sub/a"])
        try dir.write("new/deeper/c.png") // seen only if the new folder is watched now
        #expect(reloaded(watcher, woken) { $0.count == 3 }?.ids == ["new/deeper/b", "new/deeper/c", "sub/a"])
        try FileManager.default.removeItem(atPath: dir.path + "/new")
        #expect(reloaded(watcher, woken) { $0.count == 1 }?.ids == ["sub/a"])
    }

    @Test func aPictureRewrittenUnderItsNameIsPublishedThoughTheListingIsTheSame() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("a.png", "one")
        let woken = Woken()
        let watcher = DeckWatcher(path: dir.path, recursive: false) { woken.wake() }
        defer { watcher.stop() }
        #expect(watcher.waitUntilWatching(seconds: Waiting.bound))
        try dir.write("b.png", "b") // a first reload: the watcher now knows the listing
        #expect(reloaded(watcher, woken) { $0.count == 2 }?.ids == ["a", "b"])
        try dir.write("a.png", "two, longer") // the same name: the folder's listing does not change
        #expect(reloaded(watcher, woken) { _ in true }?.ids == ["a", "b"], "published, so the app repaints the card")
        #expect(woken.count.load(ordering: .relaxed) >= 2)
        try dir.write(".hidden", "x") // a hidden file's write is not a picture's
        #expect(reloaded(watcher, woken, limit: 1) { _ in true } == nil)
    }

    /// Issue 30: the deck's folder deleted while running, then made again with other pictures: the
    /// new ones are shown (before, nothing was watched once the folder was gone).
    @Test func theDeckFolderDeletedAndMadeAgainIsSeen() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let deck = dir.path + "/deck"
        try dir.write("deck/a.png")
        let woken = Woken()
        let watcher = DeckWatcher(path: deck, recursive: false) { woken.wake() }
        defer { watcher.stop() }
        #expect(watcher.waitUntilWatching(seconds: Waiting.bound))
        try dir.write("unrelated.txt") // beside the deck: not the deck
        try FileManager.default.removeItem(atPath: deck)
        #expect(reloaded(watcher, woken, limit: 1) { _ in true } == nil, "a missing deck is not published")
        try dir.write("deck/b.png")
        try dir.write("deck/c.png")
        #expect(reloaded(watcher, woken) { $0.count == 2 }?.ids == ["b", "c"])
        try dir.write("deck/d.png") // and the new folder is watched itself
        #expect(reloaded(watcher, woken) { $0.count == 3 }?.ids == ["b", "c", "d"])
    }

    @Test func aManifestReplacedByRenameIsSeen() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let manifest = try dir.write("deck.json", "{\"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}")
        let woken = Woken()
        let watcher = DeckWatcher(path: manifest, recursive: false) { woken.wake() }
        defer { watcher.stop() }
        try dir.write("notes.txt", "not the deck")
        try dir.write(
            "deck.json.tmp", "{\"cards\": [{\"id\": \"a\", \"title\": \"A\"}, {\"id\": \"b\", \"title\": \"B\"}]}")
        #expect(rename(dir.path + "/deck.json.tmp", manifest) == 0)
        #expect(reloaded(watcher, woken) { $0.count == 2 }?.ids == ["a", "b"])
    }

    @Test func withoutInotifyItPollsModificationTimesOfEverySubFolder() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        try dir.write("sub/deeper/a.png")
        let woken = Woken()
        let watcher = DeckWatcher(path: dir.path, recursive: true, interval: 0.1, usesInotify: false) { woken.wake() }
        defer { watcher.stop() }
        #expect(watcher.waitUntilWatching(seconds: Waiting.bound), "the first look at the folders' times")
        try dir.write("sub/deeper/b.png")
        #expect(reloaded(watcher, woken) { $0.count == 2 }?.ids == ["sub/deeper/a", "sub/deeper/b"])
        try dir.write("sub/new/c.png")
        #expect(reloaded(watcher, woken) { $0.count == 3 }?.ids == ["sub/deeper/a", "sub/deeper/b", "sub/new/c"])
        try dir.write("sub/new/d.png") // a folder found by the last reload is polled too
        #expect(reloaded(watcher, woken) { $0.count == 4 }?.count == 4)
    }
}

/// Counts the watcher's wake-ups (its callback runs on the watcher's thread) and signals each one.
final class Woken: Sendable {
    let count = Atomic<Int>(0)
    /// Signalled once per reload published.
    let reload = DispatchSemaphore(value: 0)

    func wake() {
        count.add(1, ordering: .relaxed)
        reload.signal()
    }
}
