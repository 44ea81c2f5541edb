import Foundation
import Glibc
import Testing

@testable import SwipeDeck

/// `ListingCache`: a large folder's listing kept between runs, used only while it cannot be stale.
@Suite struct ListingCacheTests {
    /// A recursive folder of 12 pictures in three folders, a cache of its own (kept from 10 pictures,
    /// no racy margin: the listing waits until the clock is 30 ms past the folders' times instead).
    struct Fixture {
        let dir: TempFolder
        let cache: ListingCache
        var deck: String { dir.path + "/deck" }

        init(margin: Int64 = 0) throws {
            dir = try TempFolder()
            for n in 1...4 {
                _ = try dir.write("deck/img\(n).png")
                _ = try dir.write("deck/2024/beach\(n).jpg")
                _ = try dir.write("deck/2024/summer/sea\(n).png")
            }
            // Until the clock is a tick (30 ms) past the folders' times, so a change made later gets a
            // later time than the listing holds: waits on the condition the cache checks, not a fixed time.
            let folders = [dir.path + "/deck", dir.path + "/deck/2024", dir.path + "/deck/2024/summer"]
            let newest = folders.compactMap { FolderStamp.of(path: $0) }.map { max($0.modified, $0.changed) }.max() ?? 0
            Waiting.until({ FolderStamp.now() - newest >= 30_000_000 }) { usleep(UInt32(min($0, 5)) * 1000) }
            cache = ListingCache(directory: dir.path + "/cache", minimumNames: 10, racyMarginNs: margin)
        }

        /// Lists the folder as `PendingDeck` does and keeps it; the fresh deck.
        @discardableResult func listAndKeep() throws -> LoadedDeck {
            let scan = try FolderScanner.scan(root: deck, recursive: true)
            let loaded = FolderDeck.deck(folder: deck, scan: scan)
            cache.save(folder: deck, recursive: true, scan: scan, loaded: loaded)
            return loaded
        }

        var keptFile: String { cache.path(folder: deck, recursive: true, stamp: FolderStamp.of(path: deck)!) }
        var kept: LoadedDeck? { cache.load(folder: deck, recursive: true) }
    }

    @Test func keptListingIsUsedWhileNothingChanged() throws {
        let f = try Fixture(); defer { f.dir.remove() }
        #expect(f.kept == nil, "nothing kept yet")
        let fresh = try f.listAndKeep()
        #expect(FileManager.default.fileExists(atPath: f.keptFile))
        #expect(f.kept == fresh)
        #expect(f.kept?.deck.ids.first == "2024/beach1")
        #expect(f.cache.load(folder: f.deck, recursive: false) == nil, "a flat listing is another listing")
    }

    @Test func pendingDeckShowsTheKeptListingAndKeepsANewOne() throws {
        let f = try Fixture(); defer { f.dir.remove() }
        let first = try PendingDeck(path: f.deck, recursive: true, cache: f.cache).wait()
        #expect(first.deck.count == 12)
        // Kept on the loader thread after the deck is handed over.
        #expect(Waiting.until({ FileManager.default.fileExists(atPath: f.keptFile) }) { _ in usleep(10_000) })
        // Swap the kept names for others: the next start must show them, so it did not list the folder.
        let keptBytes = try #require(ListingCache.read(path: f.keptFile))
        var forged = try #require(CachedListing.decode(keptBytes))
        forged.listing = FolderListing(root: f.deck, sortedNames: (1...10).map { Array("kept\($0).png".utf8) })
        try Data(forged.encoded()).write(to: URL(fileURLWithPath: f.keptFile))
        let second = try PendingDeck(path: f.deck, recursive: true, cache: f.cache).wait()
        #expect(second.deck.ids.prefix(2) == ["kept1", "kept2"])
        let uncached = try PendingDeck(path: f.deck, recursive: true, cache: nil).wait()
        #expect(uncached.deck.count == 12)
    }

    @Test(arguments: [
        "added to the root", "added to a sub-folder", "added two levels down", "removed two levels down",
        "renamed in a sub-folder", "sub-folder added", "hidden file added", "root replaced",
    ])
    func anyEntryChangedInAnyFolderIsSeen(change: String) throws {
        let f = try Fixture(); defer { f.dir.remove() }
        try f.listAndKeep()
        #expect(f.kept != nil)
        let d = f.deck
        switch change {
        case "added to the root": _ = try f.dir.write("deck/new.png")
        case "added to a sub-folder": _ = try f.dir.write("deck/2024/new.png")
        case "added two levels down": _ = try f.dir.write("deck/2024/summer/new.png")
        case "removed two levels down": #expect(unlink(d + "/2024/summer/sea2.png") == 0)
        case "renamed in a sub-folder": #expect(rename(d + "/2024/beach1.jpg", d + "/2024/beach9.jpg") == 0)
        case "sub-folder added": try f.dir.makeFolder("deck/2024/autumn")
        case "hidden file added": _ = try f.dir.write("deck/2024/.notes")
        default: // the same path now names another folder with the same names
            #expect(rename(d, f.dir.path + "/old") == 0)
            try FileManager.default.copyItem(atPath: f.dir.path + "/old", toPath: d)
        }
        #expect(f.kept == nil, "\(change): the kept listing was used")
        // Listed again and kept again, the new listing is used.
        let fresh = try f.listAndKeep()
        #expect(f.kept == fresh)
    }

    @Test func foldersChangedTooCloseToTheListingAreNeverTrusted() throws {
        let recent = try Fixture(margin: FolderStamp.racyMarginNs); defer { recent.dir.remove() }
        try recent.listAndKeep() // the folders were made within 2 s: nothing is kept
        #expect(!FileManager.default.fileExists(atPath: recent.keptFile))
        // A listing kept without a margin is not trusted by a cache that wants one.
        let f = try Fixture(); defer { f.dir.remove() }
        try f.listAndKeep()
        #expect(f.kept != nil)
        let strict = ListingCache(directory: f.cache.directory, minimumNames: 10, racyMarginNs: 3_600_000_000_000)
        #expect(strict.load(folder: f.deck, recursive: true) == nil)
        #expect(FolderStamp(device: 1, inode: 1, modified: 10, changed: 5).isSettled(before: 11, margin: 0))
        #expect(!FolderStamp(device: 1, inode: 1, modified: 5, changed: 10).isSettled(before: 11, margin: 1))
    }

    @Test func linksUnlistedFoldersAndSmallFoldersAreNotKept() throws {
        let f = try Fixture(); defer { f.dir.remove() }
        #expect(symlink(f.deck + "/img1.png", f.deck + "/2024/link.png") == 0) // its target can change
        try f.listAndKeep()
        #expect(!FileManager.default.fileExists(atPath: f.keptFile))
        let small = try Fixture(); defer { small.dir.remove() }
        let few = ListingCache(directory: small.cache.directory, minimumNames: 13, racyMarginNs: 0)
        let scan = try FolderScanner.scan(root: small.deck, recursive: true)
        few.save(
            folder: small.deck, recursive: true, scan: scan, loaded: FolderDeck.deck(folder: small.deck, scan: scan))
        #expect(!FileManager.default.fileExists(atPath: small.keptFile))
    }

    @Test(arguments: [
        "empty", "cut in half", "one byte changed", "one byte more", "garbage", "a folder", "another folder's",
        "another release's", "a symbolic link", "a FIFO",
    ])
    func damagedOrForeignFilesAreIgnored(damage: String) throws {
        let f = try Fixture(); defer { f.dir.remove() }
        let fresh = try f.listAndKeep()
        var bytes = try #require(ListingCache.read(path: f.keptFile))
        switch damage {
        case "empty": bytes = []
        case "cut in half": bytes.removeLast(bytes.count / 2)
        case "one byte changed": bytes[bytes.count / 2] ^= 0x20
        case "one byte more": bytes.append(0)
        case "garbage": bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
        case "another release's": // whole and hashed, but written by another version of the app
            let at = CachedListing.magic.count + 8 // past the format version and the app version's length
            #expect(bytes[at..<at + SwipeDeckVersion.current.utf8.count].elementsEqual(SwipeDeckVersion.current.utf8))
            bytes[at] ^= 0x01
            let hash = CachedListing.hash(bytes[..<(bytes.count - 8)])
            bytes.replaceSubrange((bytes.count - 8)..., with: withUnsafeBytes(of: hash.littleEndian) { Array($0) })
        case "a folder":
            #expect(unlink(f.keptFile) == 0 && mkdir(f.keptFile, 0o700) == 0)
        case "a symbolic link": // to an intact copy elsewhere: not followed, and not written through
            #expect(rename(f.keptFile, f.dir.path + "/elsewhere") == 0)
            #expect(symlink(f.dir.path + "/elsewhere", f.keptFile) == 0)
        case "a FIFO": // would block a reader that waits for a writer
            #expect(unlink(f.keptFile) == 0 && mkfifo(f.keptFile, 0o600) == 0)
        default: // a valid file for another folder, under this folder's name
            var other = try #require(CachedListing.decode(bytes))
            other.root = "/elsewhere"; other.folders[0] = "/elsewhere"
            bytes = other.encoded()
        }
        let replaced = ["a folder", "a symbolic link", "a FIFO"].contains(damage)
        if !replaced { try Data(bytes).write(to: URL(fileURLWithPath: f.keptFile)) }
        #expect(f.kept == nil, "\(damage) file used")
        let loaded = try PendingDeck(path: f.deck, recursive: true, cache: f.cache).wait()
        #expect(loaded == fresh)
        if damage == "a symbolic link" {
            try f.listAndKeep()
            #expect(f.kept == fresh, "the link is replaced by a file of its own")
            #expect(ListingCache.read(path: f.dir.path + "/elsewhere") == bytes, "the link's target is untouched")
        }
    }

    @Test func namesThatLeaveTheFolderAreRefused() {
        let cases = ["../x.png", "/etc/x.png", "a//b.png", "a/", ".hidden.png", "a/.b/c.png", "a\u{0}b.png"]
        for name in cases {
            let bytes = Array(name.utf8)
            #expect(!CachedListing.namesArePlainRelativePaths(bytes[...], ends: [UInt32(bytes.count)]), "\(name)")
        }
        let good = Array("a.png2024/b.png".utf8)
        #expect(CachedListing.namesArePlainRelativePaths(good[...], ends: [5, 15]))
        #expect(!CachedListing.namesArePlainRelativePaths(good[...], ends: [5, 14]), "bytes left over")
        #expect(!CachedListing.namesArePlainRelativePaths(good[...], ends: [5, 5, 15]), "an empty name")
    }

    /// `XDG_CACHE_HOME` a regular file (or any folder that cannot be made): nothing kept, no message,
    /// the deck listed as without a cache.
    @Test func aCacheFolderThatCannotBeMadeIsIgnored() throws {
        let f = try Fixture(); defer { f.dir.remove() }
        let file = try f.dir.write("plain-file")
        let blocked = ListingCache.standard(environment: ["XDG_CACHE_HOME": file])
        let scan = try FolderScanner.scan(root: f.deck, recursive: true)
        let fresh = FolderDeck.deck(folder: f.deck, scan: scan)
        blocked.save(folder: f.deck, recursive: true, scan: scan, loaded: fresh)
        #expect(blocked.load(folder: f.deck, recursive: true) == nil)
        #expect(try PendingDeck(path: f.deck, recursive: true, cache: blocked).wait() == fresh)
        #expect(try f.dir.read("plain-file") == "x")
    }

    /// `HOME` unset, empty or relative: the account's home folder (getpwuid), never `/.cache` or a
    /// `.cache` in whatever folder the app was started from.
    @Test(arguments: [nil, "", "relative"] as [String?])
    func aMissingOrRelativeHomeFallsBackToTheAccounts(home: String?) {
        let directory = ListingCache.standard(environment: home.map { ["HOME": $0] } ?? [:]).directory
        #expect(directory.hasPrefix("/") && directory != "/.cache/swipedeck/listings", "\(directory)")
        #expect(directory == NSHomeDirectoryForUser(NSUserName())! + "/.cache/swipedeck/listings")
    }

    @Test func cacheLivesUnderXDGCacheHome() {
        #expect(
            ListingCache.standard(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]).directory
                == "/c/swipedeck/listings")
        #expect(
            ListingCache.standard(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"]).directory
                == "/h/.cache/swipedeck/listings")
    }
}

@Suite struct FileSystemTypeTests {
    @Test func mountinfoGivesEachDeviceItsType() {
        let text = """
            27 1 254:0 / / rw,relatime - ext4 /dev/vda rw
            30 27 0:41 / /mnt/photos rw shared:5 - nfs4 server:/photos rw
            31 27 259:65536 / /big rw - xfs /dev/x rw
            bad line
            """
        let types = FileSystemType.types(mountinfo: text)
        #expect(types[0xFE00] == "ext4")
        #expect(types[41] == "nfs4")
        #expect(types[(259 << 8) | (65536 & 0xff) | ((65536 & ~0xff) << 12)] == "xfs")
        #expect(types.count == 3)
        var info = stat()
        #expect(stat("/", &info) == 0)
        #expect(FileSystemType.mountedTypes()[UInt64(info.st_dev)] != nil, "the root's device is mounted")
    }
}
