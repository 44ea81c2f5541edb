import Foundation
import Testing

@testable import SwipeDeck

/// Reading a log back tolerantly, resuming its last session, and `swipedeck report`'s rows.
@Suite struct DecisionLogReaderTests {
    func line(_ card: String, _ index: Int, _ decision: String, _ session: String? = "s1") -> String {
        var s =
            "{\"time\": \"2026-11-22T10:15:30.123Z\", \"card\": \(JSONText.quoted(card)), \"index\": \(index), \"decision\": \"\(decision)\""
        if let session { s += ", \"session\": \"\(session)\"" }
        return s + "}\n"
    }

    @Test func tornLastLineIsSkippedAndReported() {
        let text = line("a", 0, "right") + line("b", 1, "left") + "{\"time\": \"2026-11-22T10:1"
        let result = DecisionLogReader.parse(text, name: "d.jsonl")
        #expect(result.entries.map(\.card) == ["a", "b"])
        #expect(result.problems == ["d.jsonl line 3 is incomplete (torn write?), skipped"])
    }

    @Test func sessionIsTheFifthKeyAndOptional() {
        let written = DecisionLog.line(
            time: Date(timeIntervalSince1970: 0), cardID: "a", index: 0, decision: .swipe(.right), session: "ab12")
        #expect(
            written
                == "{\"time\": \"1970-01-01T00:00:00.000Z\", \"card\": \"a\", \"index\": 0, \"decision\": \"right\", \"session\": \"ab12\"}\n"
        )
        #expect(
            DecisionLogReader.parse(written).entries == [
                LogEntry(time: "1970-01-01T00:00:00.000Z", card: "a", index: 0, decision: "right", session: "ab12")
            ])
        #expect(DecisionLogReader.parse(line("a", 0, "left", nil)).entries.first?.session == nil)
        #expect(DecisionLog.newSessionID().count == 8)
    }

    @Test func resumePointReplaysOnlyTheLastSession() {
        let text =
            line("a", 0, "right", "old") + line("b", 1, "right", "old") + line("c", 2, "right", "old")
            + line("a", 0, "left", "new") + line("b", 1, "right", "new") + line("b", 1, "undo", "new")
            + line("b", 1, "left", "new")
            + line("c", 2, "right", "new")
        let point = DecisionLogReader.resumePoint(DecisionLogReader.parse(text).entries)
        #expect(point.session == "new")
        #expect(point.position == 3)
        #expect(DecisionLogReader.resumePoint([]).position == 0)
    }

    @Test func appendingAfterATornLineStartsANewLine() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write("d.jsonl", line("a", 0, "right") + "{\"time\": \"20")
        let log = try DecisionLog(path: path)
        try log.record(cardID: "b", index: 1, decision: .swipe(.left))
        try log.close()
        let result = try DecisionLogReader.read(path: path)
        #expect(result.entries.map(\.card) == ["a", "b"])
        #expect(result.problems.count == 1)
    }

    @Test func reportKeepsEachCardsLastDecisionAndDropsUndone() {
        let entries = DecisionLogReader.parse(
            line("b", 1, "left") + line("a", 0, "right") + line("b", 1, "undo")
                + line("c", 2, "left") + line("c", 2, "undo") + line("c", 2, "right") + line("d,\"x\"", 3, "left")
        ).entries
        let rows = DecisionReport.rows(entries)
        #expect(rows.map { "\($0.card):\($0.decision)" } == ["a:right", "c:right", "d,\"x\":left"])
        #expect(DecisionReport.csv(rows) == "card,index,decision\na,0,right\nc,2,right\n\"d,\"\"x\"\"\",3,left\n")
        #expect(DecisionReport.rows(entries, only: "right").map(\.card) == ["a", "c"])
        #expect(
            DecisionReport.json(Array(rows.prefix(1)))
                == "[\n  {\"card\": \"a\", \"index\": 0, \"decision\": \"right\"}\n]\n")
        #expect(DecisionReport.json([]) == "[]\n")
    }
}
