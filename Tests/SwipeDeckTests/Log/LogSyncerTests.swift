import Foundation
import Testing

@testable import SwipeDeck

#if canImport(Glibc)
import Glibc
#endif

/// The decision log syncs its lines to disk off the caller's thread (`LogSyncer`): a slow disk does
/// not hold up `record`, `close` waits for the syncs, a failed sync is reported.
@Suite struct LogSyncerTests {
    /// A sync that counts its calls and, while `hold` is not signalled, waits up to 2 s for it.
    final class SlowSync: @unchecked Sendable {
        let hold = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var done = 0
        var finished: Int { lock.withLock { done } }
        var sync: LogSyncer.SyncFile {
            { [self] fd in
                _ = hold.wait(timeout: .now() + 2)
                hold.signal() // once released, later syncs pass at once
                lock.withLock { done += 1 }
                return 0
            }
        }
    }

    @Test func recordReturnsBeforeASlowSyncAndCloseWaitsForIt() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let slow = SlowSync()
        let log = try DecisionLog(
            path: dir.path + "/log.jsonl", clock: Date.init, syncer: LogSyncer(syncFile: slow.sync))
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        try log.record(cardID: "b", index: 1, decision: .swipe(.left))
        #expect(slow.finished == 0, "record waited for the disk")
        #expect(
            try dir.read("log.jsonl").split(separator: "\n").count == 2, "the lines are written before they are synced")
        slow.hold.signal()
        try log.close()
        #expect(slow.finished == 2, "close waited for every scheduled sync")
    }

    @Test func aFailedSyncIsReportedByTheNextRecordAfterItsLineIsWritten() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let hold = DispatchSemaphore(value: 0)
        let failing: LogSyncer.SyncFile = { _ in
            _ = hold.wait(timeout: .now() + 2)
            hold.signal()
            return EIO
        }
        let log = try DecisionLog(path: dir.path + "/log.jsonl", clock: Date.init, syncer: LogSyncer(syncFile: failing))
        #expect(throws: Never.self) { try log.record(cardID: "a", index: 0, decision: .swipe(.right)) }
        hold.signal()
        log.syncer.waitForScheduled()
        let error = #expect(throws: DecisionLogError.self) {
            try log.record(cardID: "b", index: 1, decision: .swipe(.left))
        }
        #expect(error?.description.contains("cannot sync decision log") == true)
        #expect(error?.description.contains(String(cString: strerror(EIO))) == true)
        #expect(try dir.read("log.jsonl").split(separator: "\n").count == 2, "the second line is written all the same")
        try? log.close()
        #expect(throws: DecisionLogError.self) { try log.record(cardID: "c", index: 2, decision: .swipe(.left)) }
    }

    @Test func syncsWorkOnTheirOwnDescriptorSoReopeningIsSafe() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let slow = SlowSync()
        let path = dir.path + "/log.jsonl"
        let log = try DecisionLog(path: path, clock: Date.init, syncer: LogSyncer(syncFile: slow.sync))
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        #expect(rename(path, dir.path + "/log.1.jsonl") == 0)
        log.reopen() // closes the descriptor the pending sync was scheduled from
        try log.record(cardID: "b", index: 1, decision: .swipe(.left))
        slow.hold.signal()
        try log.close()
        #expect(slow.finished >= 2)
        #expect(try dir.read("log.1.jsonl").contains("\"card\": \"a\""))
        #expect(try dir.read("log.jsonl").contains("\"card\": \"b\""))
    }

    @Test func devNullNeedsNoSync() throws {
        let log = try DecisionLog(path: "/dev/null")
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        try log.record(cardID: "b", index: 1, decision: .swipe(.right))
        try log.close()
    }
}
