import Foundation
import Testing

@testable import SwipeDeck

/// `KioskActivity`: the file where the app writes its last frame's moment for a fleet sender on the
/// same machine (issue 25's frames beside a drain), read back as written, written at most every
/// `writeInterval`, and refused when it is not what the app wrote.
@Suite struct KioskActivityTests {
    @Test func aFramesMomentIsReadBackAsWritten() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/" + KioskActivity.fileName
        #expect(KioskActivity.lastFrame(path: path, now: 100) == nil, "no file yet")
        let writer = try #require(KioskActivity.Writer(path: path))
        writer.noteFrame(at: 12.345_678_9)
        let read = try #require(KioskActivity.lastFrame(path: path, now: 20))
        #expect(abs(read - 12.345_678_9) < 1e-8)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the user's alone")
    }

    @Test func framesCloserThanTheIntervalAreWrittenOnceAndAFrameAfterAPauseAtOnce() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/a"
        let writer = try #require(KioskActivity.Writer(path: path))
        writer.noteFrame(at: 50)
        writer.noteFrame(at: 50 + KioskActivity.writeInterval / 2)
        #expect(KioskActivity.lastFrame(path: path, now: 60) == 50)
        writer.noteFrame(at: 53)
        #expect(KioskActivity.lastFrame(path: path, now: 60) == 53)
    }

    @Test func theRealClockIsWrittenWhenNoMomentIsGiven() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/a"
        let before = MonotonicClock.seconds()
        try #require(KioskActivity.Writer(path: path)).noteFrame()
        let now = MonotonicClock.seconds()
        let read = try #require(KioskActivity.lastFrame(path: path, now: now))
        #expect(read >= before && read <= now)
    }

    @Test func aShortFileALinkAFolderOrAMomentFromTheFutureSaysNothing() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder.path + "/short"))
        #expect(KioskActivity.lastFrame(path: folder.path + "/short", now: 1e9) == nil)
        let writer = try #require(KioskActivity.Writer(path: folder.path + "/real"))
        writer.noteFrame(at: 500)
        #expect(KioskActivity.lastFrame(path: folder.path + "/real", now: 400) == nil, "a second past now or more")
        #expect(KioskActivity.lastFrame(path: folder.path + "/real", now: 499.5) == 500, "within a second")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "real")
        #expect(KioskActivity.lastFrame(path: folder.path + "/link", now: 1e9) == nil)
        #expect(KioskActivity.Writer(path: folder.path + "/link") == nil, "a link is not followed")
        try FileManager.default.createDirectory(atPath: folder.path + "/dir", withIntermediateDirectories: false)
        #expect(KioskActivity.lastFrame(path: folder.path + "/dir", now: 1e9) == nil)
        #expect(KioskActivity.Writer(path: folder.path + "/dir") == nil)
    }

    @Test func theFileIsInTheRuntimeFolder() {
        #expect(
            KioskActivity.path(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"])
                == "/run/user/1000/swipedeck-activity")
        // The app writes only where its session says; the sender, a service without a session, reads
        // /run/user/UID, even before that folder exists (the kiosk's session may start after it).
        #expect(KioskActivity.path(environment: [:]) == nil)
        #expect(KioskActivity.path(environment: ["XDG_RUNTIME_DIR": "run"]) == nil)
        #expect(
            KioskActivity.path(environment: ["XDG_RUNTIME_DIR": "run"], userID: 4_000_000_000)
                == "/run/user/4000000000/swipedeck-activity")
        #expect(KioskActivity.path(environment: [:], userID: 1000) == "/run/user/1000/swipedeck-activity")
    }

    @Test func theAppWritesTheFileWhereItsSessionSays() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        #expect(try Health.open(AppOptions(), environment: [:]) == nil)
        let health = try #require(try Health.open(AppOptions(), environment: ["XDG_RUNTIME_DIR": folder.path]))
        let before = MonotonicClock.seconds()
        health.frameWillDraw()
        let path = folder.path + "/" + KioskActivity.fileName
        let read = try #require(KioskActivity.lastFrame(path: path, now: MonotonicClock.seconds()))
        #expect(read >= before)
    }
}
