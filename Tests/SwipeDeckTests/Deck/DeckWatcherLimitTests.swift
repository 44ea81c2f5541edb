import Foundation
import Testing

@testable import SwipeDeck

/// `DeckWatcher` past the inotify watch limit (issue 30: `max_user_watches` below the folder count):
/// the folders it could watch are still followed through inotify, the others by looking at their
/// times with pauses that grow while nothing changes, so an idle kiosk costs next to nothing.
@Suite struct DeckWatcherLimitTests {
    @Test func thePauseDoublesWhileNothingChangesAndStartsOverAfterAChange() {
        var pause = 1.0, pauses: [Double] = []
        for _ in 0..<7 {
            pause = DeckWatcher.nextPause(after: pause, changed: false, interval: 1)
            pauses.append(pause)
        }
        #expect(pauses == [2, 4, 8, 16, 32, 32, 32])
        #expect(DeckWatcher.nextPause(after: 32, changed: true, interval: 1) == 1)
        #expect(DeckWatcher.nextPause(after: 0.4, changed: false, interval: 0.1) == 0.8)
    }

    @Test func foldersPastTheLimitAreLookedAtAndWatchedOnesStillWatched() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        for folder in ["a", "b", "c", "d"] { try dir.write("\(folder)/1.png") }
        let woken = Woken()
        // The deck's folder and one sub-folder are watched; three are past the limit.
        let watcher = DeckWatcher(path: dir.path, recursive: true, interval: 0.1, watchLimit: 2) { woken.wake() }
        defer { watcher.stop() }
        #expect(watcher.waitUntilWatching(seconds: Waiting.bound))
        try dir.write("d/2.png") // past the limit: seen by looking
        #expect(DeckWatcherTests().reloaded(watcher, woken) { $0.count == 5 }?.count == 5)
        try dir.write("top.png") // the deck's folder: watched
        #expect(DeckWatcherTests().reloaded(watcher, woken) { $0.count == 6 }?.ids.contains("top") == true)
        try dir.write("e/1.png") // a new folder, past the limit too
        #expect(DeckWatcherTests().reloaded(watcher, woken) { $0.count == 7 }?.ids.contains("e/1") == true)
        try dir.write("e/2.png")
        #expect(DeckWatcherTests().reloaded(watcher, woken) { $0.count == 8 }?.count == 8)
    }
}
