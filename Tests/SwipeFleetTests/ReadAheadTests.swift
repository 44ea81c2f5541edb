import Foundation
import Testing

@testable import SwipeFleet

/// The sender reads the next batch while the database stores the last (`FollowedLog.next(after:limit:)`):
/// the lines read ahead are the ones `next` would give after a confirm, and reading ahead changes
/// nothing (no cursor moved, no rotation followed, no notice told before the batch is used).
@Suite struct ReadAheadTests {
    @Test func theBatchReadAheadIsTheOneNextGivesAfterAConfirm() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", (1...5).map { decisionLine("c\($0)", seq: $0) }.joined())
        let log = FollowedLog(path: path, cursor: []) { _ in }
        let first = try #require(log.next(limit: 2))
        let ahead = try #require(log.next(after: first, limit: 2))
        #expect(ahead.lines.map(\.entry.card) == ["c3", "c4"])
        #expect(log.positions.first?.offset == 0, "reading ahead moves no cursor")
        log.confirm(first)
        let next = try #require(log.next(limit: 2))
        #expect(next.lines == ahead.lines && next.end == ahead.end)
    }

    @Test func nothingIsReadAheadPastTheCompleteLines() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1) + decisionLine("b", seq: 2).prefix(20))
        let log = FollowedLog(path: path, cursor: []) { _ in }
        let first = try #require(log.next(limit: 10))
        #expect(log.next(after: first, limit: 10) == nil, "a torn line is not a batch")
    }

    @Test func aRotationIsLeftToNext() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1))
        let log = FollowedLog(path: path, cursor: []) { _ in }
        let first = try #require(log.next(limit: 10))
        try folder.rename("d.jsonl", "d.jsonl.1")
        try folder.append("d.jsonl", decisionLine("b", seq: 2))
        #expect(log.next(after: first, limit: 10) == nil)
        log.confirm(first)
        #expect(drain(log) == ["b"])
    }

    @Test func linesPassedOverAreToldOnlyWhenTheBatchIsUsed() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("d.jsonl", decisionLine("a", seq: 1) + "garbage\n" + decisionLine("b", seq: 2))
        var told: [String] = []
        let log = FollowedLog(path: path, cursor: []) { told.append($0) }
        let first = try #require(log.next(limit: 1))
        let ahead = try #require(log.next(after: first, limit: 1))
        #expect(told.isEmpty)
        #expect(ahead.notices.count == 1 && ahead.notices[0].contains("not a decision"))
        #expect(ahead.lines.map(\.entry.card) == ["b"])
    }
}
