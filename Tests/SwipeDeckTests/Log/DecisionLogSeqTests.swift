import Foundation
import Testing

@testable import SwipeDeck

/// Each line of a session carries its number (`seq`), the identity a fleet's database keeps lines by.
@Suite struct DecisionLogSeqTests {
    func entries(_ path: String) throws -> [LogEntry] { try DecisionLogReader.read(path: path).entries }

    @Test func linesAreNumberedFromOneInEachSession() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let log = try DecisionLog(path: dir.path + "/log.jsonl")
        log.session = "aaaa0001"
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        try log.record(cardID: "a", index: 0, decision: .undo)
        log.session = "aaaa0001" // the same session again (a window reopened): numbering goes on
        try log.record(cardID: "a", index: 0, decision: .swipe(.left))
        log.session = "bbbb0002"
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        try log.close()
        let read = try entries(dir.path + "/log.jsonl")
        #expect(read.map(\.seq) == [1, 2, 3, 1])
        #expect(read.map { $0.session ?? "" } == ["aaaa0001", "aaaa0001", "aaaa0001", "bbbb0002"])
    }

    @Test func aResumedSessionNumbersOnAfterItsLastLine() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let path = dir.path + "/log.jsonl"
        let first = try DecisionLog(path: path)
        first.session = "cccc0003"
        for i in 0..<3 { try first.record(cardID: "c\(i)", index: i, decision: .swipe(.right)) }
        try first.close()
        let point = ResumePoint(lastSessionOf: try entries(path))
        #expect(point.lastSeq == 3)
        let second = try DecisionLog(path: path)
        second.session = point.session
        second.continueSequence(after: point.lastSeq)
        try second.record(cardID: "c3", index: 3, decision: .swipe(.left))
        try second.close()
        #expect(try entries(path).map(\.seq) == [1, 2, 3, 4])
    }

    @Test func linesWithoutASessionHaveNoNumber() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let log = try DecisionLog(path: dir.path + "/log.jsonl")
        try log.record(cardID: "a", index: 0, decision: .swipe(.right))
        try log.close()
        #expect(try dir.read("log.jsonl").contains("seq") == false)
    }

    @Test func olderLinesAndBadNumbersReadAsNoNumber() {
        let text = """
            {"time": "t", "card": "a", "index": 0, "decision": "right", "session": "s"}
            {"time": "t", "card": "b", "index": 1, "decision": "right", "session": "s", "seq": 0}
            {"time": "t", "card": "c", "index": 2, "decision": "right", "session": "s", "seq": 2.5}
            {"time": "t", "card": "d", "index": 3, "decision": "right", "session": "s", "seq": 7}

            """
        #expect(DecisionLogReader.parse(text).entries.map(\.seq) == [nil, nil, nil, 7])
    }
}
