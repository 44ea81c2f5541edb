import Foundation
import Testing

@testable import SwipeFleet
@testable import SwipeFleetRequest

/// The follower hands out complete lines only, drains a rotated file before the new one, and finds
/// its files again from a cursor.
@Suite struct FollowedLogTests {
    @Test func aTornLastLineWaitsForItsNewline() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let line = decisionLine("b", seq: 2)
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1) + line.prefix(30))
        let log = FollowedLog(path: path, cursor: []) { _ in }
        #expect(drain(log) == ["a"])
        #expect(log.backlog == 0)
        try folder.append("d.jsonl", String(line.dropFirst(30)))
        #expect(drain(log) == ["b"])
        #expect(drain(log).isEmpty)
    }

    @Test func linesThatAreNotDecisionsAreReportedAndPassedOver() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", "garbage\n\n" + decisionLine("a", seq: 1) + "{\"card\": 1}\n")
        var notices: [String] = []
        let log = FollowedLog(path: path, cursor: []) { notices.append($0) }
        #expect(drain(log) == ["a"])
        #expect(notices.count == 2 && notices[0].contains("byte 0"))
        #expect(log.positions.first?.offset == (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int))
    }

    @Test func aRotatedFileIsDrainedBeforeTheNewOne() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1))
        let log = FollowedLog(path: path, cursor: []) { _ in }
        #expect(drain(log) == ["a"])
        try folder.rename("d.jsonl", "d.jsonl.1")
        try folder.append("d.jsonl.1", decisionLine("b", seq: 2)) // the writer had not reopened yet
        try folder.append("d.jsonl", decisionLine("c", seq: 3))
        #expect(drain(log) == ["b", "c"])
        #expect(log.positions.count == 1) // the rotated file is let go once the new one has lines
    }

    @Test func theRotatedFileIsKeptWhileTheNewOneIsEmpty() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1))
        let log = FollowedLog(path: path, cursor: []) { _ in }
        _ = drain(log)
        try folder.rename("d.jsonl", "d.jsonl.1")
        try folder.append("d.jsonl", "")
        #expect(drain(log).isEmpty)
        #expect(log.positions.count == 2)
        try folder.append("d.jsonl.1", decisionLine("late", seq: 2))
        #expect(drain(log) == ["late"])
    }

    @Test func aCursorFindsTheRotatedFileByInodeAndGoesOnWhereItStopped() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1) + decisionLine("b", seq: 2))
        let first = FollowedLog(path: path, cursor: []) { _ in }
        var batch = try #require(first.next())
        batch.lines.removeLast()
        batch.end = batch.lines[0].end
        first.confirm(batch) // only "a" stored when the sender stopped
        let saved = first.positions
        try folder.rename("d.jsonl", "d.jsonl-20261128")
        try folder.append("d.jsonl", decisionLine("c", seq: 3))
        let resumed = FollowedLog(path: path, cursor: saved) { _ in }
        #expect(drain(resumed) == ["b", "c"])
    }

    @Test func aLostFileIsReportedAndTheLogReadFromItsStart() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        var notices: [String] = []
        let path = try folder.append("d.jsonl", decisionLine("new", seq: 1))
        let gone = LogCursor.Position(device: 1, inode: 1, offset: 10)
        let log = FollowedLog(path: path, cursor: [gone]) { notices.append($0) }
        #expect(drain(log) == ["new"])
        #expect(notices.count == 1 && notices[0].contains("is gone"))
    }

    @Test func aTruncatedFileIsReadAgainFromItsStart() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1) + decisionLine("b", seq: 2))
        var notices: [String] = []
        let log = FollowedLog(path: path, cursor: []) { notices.append($0) }
        _ = drain(log)
        truncate(path, 0)
        try folder.append("d.jsonl", decisionLine("c", seq: 3))
        #expect(drain(log) == ["c"])
        #expect(notices.contains { $0.contains("shrank") })
    }

    @Test func aMissingLogIsFollowedOnceItIsCreated() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let log = FollowedLog(path: folder.path + "/d.jsonl", cursor: []) { _ in }
        #expect(drain(log).isEmpty)
        try folder.append("d.jsonl", decisionLine("a", seq: 1))
        #expect(drain(log) == ["a"])
    }

    @Test func aBacklogCountsCompleteLinesNotYetConfirmed() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1) + decisionLine("b", seq: 2) + "{\"tor")
        let log = FollowedLog(path: path, cursor: []) { _ in }
        #expect(log.backlog == 2)
        #expect(log.oldestUnsentTime == "2026-11-22T10:00:00.000Z")
        _ = drain(log)
        #expect(log.backlog == 0 && log.oldestUnsentTime == nil)
    }
}

/// Two rotations while the sender is behind: the file between is read too, before the new one.
@Suite struct MissedRotationTests {
    @Test func twoRotationsWhileTheSenderWasStopped() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1))
        let first = FollowedLog(path: path, cursor: []) { _ in }
        #expect(drain(first) == ["a"])
        let saved = first.positions
        try folder.append("d.jsonl", decisionLine("b", seq: 2))
        try folder.rename("d.jsonl", "d.jsonl.1")
        try folder.append("d.jsonl", decisionLine("c", seq: 3))
        try folder.rename("d.jsonl.1", "d.jsonl.2")
        try folder.rename("d.jsonl", "d.jsonl.1")
        try folder.append("d.jsonl", decisionLine("d", seq: 4))
        var notices: [String] = []
        let resumed = FollowedLog(path: path, cursor: saved) { notices.append($0) }
        #expect(drain(resumed) == ["b", "c", "d"])
        #expect(notices.contains { $0.contains("d.jsonl.1") })
    }

    @Test func twoRotationsBetweenTwoLooks() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1))
        let log = FollowedLog(path: path, cursor: []) { _ in }
        #expect(drain(log) == ["a"])
        try folder.rename("d.jsonl", "d.jsonl.1")
        try folder.append("d.jsonl", decisionLine("b", seq: 2))
        try folder.rename("d.jsonl.1", "d.jsonl.2")
        try folder.rename("d.jsonl", "d.jsonl.1")
        try folder.append("d.jsonl", decisionLine("c", seq: 3))
        #expect(drain(log) == ["b", "c"])
    }

    @Test func oldRotatedFilesAreNotReadAgain() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let old = try folder.append("d.jsonl.3", decisionLine("old", seq: 1))
        let past = timespec(tv_sec: 1_000_000_000, tv_nsec: 0) // 2001: long before the log's files
        var times = [past, past]
        utimensat(AT_FDCWD, old, &times, 0)
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 2))
        let log = FollowedLog(path: path, cursor: []) { _ in }
        #expect(drain(log) == ["a"])
        try folder.rename("d.jsonl", "d.jsonl.1")
        try folder.append("d.jsonl", decisionLine("b", seq: 3))
        #expect(drain(log) == ["b"])
    }
}
