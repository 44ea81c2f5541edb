import Foundation
import Testing

@testable import SwipeFleet
@testable import SwipeFleetRequest

@Suite struct SyncPartsTests {
    @Test func theStatusLineGivesStoredLinesAndTheBacklogsAge() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let oldest = "2026-11-18T10:56:40.000Z" // 1,795,000,000 − 600 s
        #expect(
            SyncStatus.describe(stored: 1, repeated: 0, backlog: 0, oldest: nil, now: now)
                == "1 line stored; backlog: none")
        #expect(
            SyncStatus.describe(stored: 5, repeated: 2, backlog: 40, oldest: oldest, now: now)
                == "5 lines stored (2 were there already); backlog: 40 lines, the oldest 10 min old")
    }

    @Test func splittingKeepsTheEndOfEachLineAndLeavesAPartialOne() {
        let text = decisionLine("a", seq: 1) + "  \n" + decisionLine("b", seq: 2) + "{\"part"
        let (lines, used) = LineSplitter.split(Array(text.utf8)[...], start: 100) { _, _ in }
        #expect(lines.map(\.entry.card) == ["a", "b"])
        #expect(lines[1].end == 100 + used && used == text.utf8.count - 6)
        #expect(lines[0].entry.seq == 1 && lines[0].epochMilliseconds == 1_795_341_600_000)
    }

    @Test func aNulCannotReachTheDatabase() {
        #expect(OutboxLine.storable("a\u{0}b") == "a\u{FFFD}b")
    }

    @Test func aPasswordFileOthersCanReadIsRefused() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let file = try folder.append("pw", "secret\n")
        let url = try DatabaseURL(parsing: "postgresql://k@db/fleet")
        chmod(file, 0o644)
        #expect(throws: FleetError.self) { try Password.resolve(for: url, file: file, environment: [:]) }
        chmod(file, 0o600)
        #expect(try Password.resolve(for: url, file: file, environment: [:]) == "secret")
        let credentials = try folder.append("db-password", "from-systemd")
        _ = credentials
        #expect(
            try Password.resolve(for: url, file: nil, environment: ["CREDENTIALS_DIRECTORY": folder.path])
                == "from-systemd")
        #expect(try Password.resolve(for: url, file: nil, environment: [:]) == nil)
    }

    @Test func theShippedSQLMakesTheSameTableAsTheSender() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("dist/fleet-roles.sql")
        let sql = try String(contentsOf: file, encoding: .utf8)
        let squeeze = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let shipped = squeeze(
            sql.components(separatedBy: "\n").map { $0.components(separatedBy: " --")[0] }.joined(separator: "\n"))
        #expect(shipped.contains(squeeze(FleetSchema.decisionsTable)))
        #expect(shipped.contains("INSERT INTO swipedeck.schema_version (version) SELECT \(FleetSchema.version) WHERE"))
    }
}

@Suite struct BatchLimitTests {
    @Test func aLimitStopsAfterThatManyLinesAndSaysHowFar() {
        let text = decisionLine("a", seq: 1) + decisionLine("b", seq: 2) + decisionLine("c", seq: 3)
        let (lines, used) = LineSplitter.split(Array(text.utf8)[...], start: 0, limit: 2) { _, _ in }
        #expect(lines.map(\.entry.card) == ["a", "b"] && used == lines[1].end)
    }

    @Test func aFollowedLogHandsOutBatchesOfTheLimit() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", (1...5).map { decisionLine("c\($0)", seq: $0) }.joined())
        let log = FollowedLog(path: path, cursor: []) { _ in }
        var sizes: [Int] = []
        while let batch = log.next(limit: 2) {
            sizes.append(batch.lines.count)
            log.confirm(batch)
        }
        #expect(sizes == [2, 2, 1])
    }
}

@Suite struct IdlePriorityTests {
    @Test func aThreadEntersIdleAndItsNewThreadsInheritIt() async {
        let result = await Task.detached {
            // On a thread of its own, so the test process's other threads keep their place.
            final class Box: @unchecked Sendable { var own = false, child = false }
            let box = Box()
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { raw in
                    let box = Unmanaged<Box>.fromOpaque(raw!).takeUnretainedValue()
                    IdlePriority.enter()
                    box.own = IdlePriority.isIdle
                    var inner = pthread_t()
                    _ = pthread_create(
                        &inner, nil,
                        { raw in
                            Unmanaged<Box>.fromOpaque(raw!).takeUnretainedValue().child = IdlePriority.isIdle
                            return nil
                        }, raw)
                    pthread_join(inner, nil)
                    return nil
                }, Unmanaged.passRetained(box).toOpaque())
            if started == 0 { pthread_join(thread, nil) }
            return (box.own, box.child)
        }.value
        #expect(result.0 && result.1)
    }
}
