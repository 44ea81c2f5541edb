import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

#if canImport(Glibc)
import Glibc
#endif

/// Issue 10, items 9, 11 and 14: the log writer after failed and short writes, a log deleted, renamed
/// or reopened on SIGHUP, and files that cannot be logs.
@Suite(.serialized) struct DecisionLogWriteTests {
    /// A `write(2)` stand-in that plays `script` (bytes accepted per call; -1 fails with ENOSPC), then writes for real.
    final class ScriptedWrites {
        var script: [Int]
        init(_ script: [Int]) { self.script = script }
        func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
            guard !script.isEmpty else { return Glibc.write(fd, bytes.baseAddress, bytes.count) }
            let n = script.removeFirst()
            if n < 0 { errno = ENOSPC; return -1 }
            return Glibc.write(fd, bytes.baseAddress, min(n, bytes.count))
        }
    }

    @Test func aTornLineIsEndedBeforeTheNextLineAndEveryFailureThrows() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/d.jsonl"
        let log = try DecisionLog(path: path)
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        let writes = ScriptedWrites([10, -1, -1]) // disk full in mid-line, then still full
        log.writeBytes = { writes.write($0, $1) }
        #expect(throws: DecisionLogError.self) { try log.record(cardID: "b", index: 1, decision: .swipe(.left)) }
        #expect(throws: DecisionLogError.self) { try log.record(cardID: "c", index: 2, decision: .swipe(.left)) }
        try log.record(cardID: "d", index: 3, decision: .swipe(.right)) // space freed
        try log.close()
        let result = try DecisionLogReader.read(path: path)
        #expect(result.entries.map(\.card) == ["a", "d"])
        #expect(result.problems == ["\(path) line 2 is not a decision, skipped"])
    }

    @Test func aShortWriteIsRetriedToTheEndOfTheLine() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/d.jsonl"
        let log = try DecisionLog(path: path)
        let writes = ScriptedWrites([5, 7])
        log.writeBytes = { writes.write($0, $1) }
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        try log.record(cardID: "b", index: 1, decision: .swipe(.right))
        #expect(try DecisionLogReader.read(path: path).problems.isEmpty)
        #expect(try DecisionLogReader.read(path: path).entries.map(\.card) == ["a", "b"])
    }

    @Test func theRecorderReportsEveryFailedWrite() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let log = try DecisionLog(path: folder.path + "/d.jsonl")
        let writes = ScriptedWrites([-1, -1, -1])
        log.writeBytes = { writes.write($0, $1) }
        let recorder = DecisionRecorder(log: log) { "c\($0)" }
        var errors: [String] = []
        recorder.onError = { errors.append($0) }
        recorder.record([.swiped(index: 0, direction: .right)])
        recorder.record([.swiped(index: 1, direction: .left), .undone(index: 1)])
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { $0.contains("No space left on device") })
    }

    /// A log at `folder`/d.jsonl whose notices are collected in `notices`.
    final class NoticedLog {
        let path: String, log: DecisionLog
        var notices: [String] = []
        init(in folder: TempFolder) throws {
            path = folder.path + "/d.jsonl"
            log = try DecisionLog(path: path)
            log.onNotice = { [unowned self] in notices.append($0) }
        }
    }

    @Test func aDeletedLogIsReopenedAtItsPath() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let noticed = try NoticedLog(in: folder), log = noticed.log, path = noticed.path
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        unlink(path)
        try log.record(cardID: "b", index: 1, decision: .swipe(.right))
        #expect(try DecisionLogReader.read(path: path).entries.map(\.card) == ["b"])
        #expect(noticed.notices == ["decision log \(path) was deleted; writing to a new file at that path"])
    }

    @Test func aRotatedLogIsReopenedAtItsPath() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let noticed = try NoticedLog(in: folder), log = noticed.log, path = noticed.path
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        rename(path, path + ".1")
        try log.record(cardID: "b", index: 1, decision: .swipe(.right))
        rename(path, path + ".2")
        _ = try folder.write("d.jsonl", "") // logrotate's `create`
        try log.record(cardID: "c", index: 2, decision: .swipe(.right))
        #expect(try DecisionLogReader.read(path: path + ".1").entries.map(\.card) == ["a"])
        #expect(try DecisionLogReader.read(path: path + ".2").entries.map(\.card) == ["b"])
        #expect(try DecisionLogReader.read(path: path).entries.map(\.card) == ["c"])
        #expect(
            noticed.notices.map { $0.replacingOccurrences(of: path, with: "P") }
                == [
                    "decision log P was moved away; writing to a new file at that path",
                    "decision log P was replaced; writing to a new file at that path",
                ])
    }

    @Test func sighupReopensTheLogAndTheAppGoesOn() throws {
        let app = try AppHarness()
        HangupSignal.install()
        rename(app.logPath, app.logPath + ".1")
        raise(SIGHUP) // before the handler this ended the test process
        app.runtime.step(wait: false)
        #expect(FileManager.default.fileExists(atPath: app.logPath))
        #expect(HangupSignal.take() == false) // the loop took it
        #expect(app.runtime.isRunning)
    }

    @Test func filesThatCannotBeLogsGiveOneLineWithTheReason() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        #expect(
            throws: DecisionLogError(description: "cannot write to decision log /dev/full: No space left on device")
        ) {
            try DecisionLog(path: "/dev/full")
        }
        #expect(throws: DecisionLogError(description: "cannot open decision log \(folder.path): Is a directory")) {
            try DecisionLog(path: folder.path)
        }
        let fifo = folder.path + "/fifo"
        mkfifo(fifo, 0o644)
        #expect(throws: DecisionLogError(description: "cannot use decision log \(fifo): a FIFO, not a regular file")) {
            try DecisionLog(path: fifo)
        }
        #expect(throws: Never.self) {
            try DecisionLog(path: "/dev/null").record(cardID: "a", index: 0, decision: .undo)
        }
        let blocker = try folder.write("file")
        #expect(
            throws: DecisionLogError(
                description: "cannot create the state folder \(blocker)/swipedeck: Not a directory")
        ) {
            try StateDirectory.createFolder(of: blocker + "/swipedeck/decisions.jsonl")
        }
    }

    @Test func aTornLastLineIsEndedAndLocatedAtOpening() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write(
            "d.jsonl",
            String(repeating: "{\"card\": \"a\", \"index\": 0, \"decision\": \"left\"}\n", count: 3000) + "{\"ti")
        let log = try DecisionLog(path: path)
        #expect(log.tornLineOffset == 3000 * 46)
        #expect(
            DecisionLogReader.tornLineMessage(path: path, offset: log.tornLineOffset ?? 0)
                == "\(path) line 3001 is incomplete (torn write?), skipped")
    }
}
