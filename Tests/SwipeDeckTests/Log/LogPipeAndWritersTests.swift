import Foundation
import Synchronization
import Testing

@testable import SwipeDeck

#if canImport(Glibc)
import Glibc
#endif

/// Issue 30, red team round 3: `--log -` into a pipe nobody reads, and twenty writers on one log.
@Suite(.serialized) struct LogPipeAndWritersTests {
    /// `--log -` into a pipe that is full and never read: before, `write` blocked the frame loop for
    /// ever; now the line is given up after a short wait and the loss is reported.
    @Test func aFullPipeLosesTheLineAndSaysSo() throws {
        let log = try DecisionLog(path: "/dev/null")
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        let block = [UInt8](repeating: 0x20, count: 4096)
        while write(ends[1], block, block.count) > 0 {}
        _ = fcntl(ends[1], F_SETFL, 0)
        close(log.fd)
        log.fd = ends[1]
        nonisolated(unsafe) let shared = log
        let finished = DispatchSemaphore(value: 0)
        let message = Mutex<String?>(nil)
        Thread {
            do { try shared.record(cardID: "a", index: 0, decision: .swipe(.right)) } catch {
                message.withLock { $0 = "\(error)" }
            }
            finished.signal()
        }.start()
        let returned = finished.wait(timeout: .now() + 5) == .success
        #expect(returned)
        if !returned { // unblock the old, blocking write so the test process can go on
            var sink = [UInt8](repeating: 0, count: 1 << 20)
            _ = read(ends[0], &sink, sink.count)
            finished.wait()
        }
        #expect(message.withLock { $0 }?.contains("nobody reads it (the pipe is full); the line is lost") == true)
    }

    /// Twenty writers (each its own `DecisionLog`, as twenty instances would have) appending 200
    /// long lines each to one file: every line whole, none interleaved (one `write` per line, O_APPEND).
    @Test func twentyWritersNeverInterleave() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/shared.jsonl"
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 20) { writer in
            do {
                let log = try DecisionLog(path: path)
                for n in 0..<200 {
                    let id = "w\(writer)-\(n)-" + String(repeating: "é", count: 400)
                    try log.record(cardID: id, index: n, decision: .swipe(.right))
                }
                try log.close()
            } catch { failures.withLock { $0 += 1 } }
        }
        #expect(failures.withLock { $0 } == 0)
        let result = try DecisionLogReader.read(path: path)
        #expect(result.problems.isEmpty)
        #expect(Set(result.entries.map(\.card)).count == 4000)
    }
}
