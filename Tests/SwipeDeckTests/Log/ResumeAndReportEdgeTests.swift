import Foundation
import Testing

@testable import SwipeDeck

/// Issue 10, items 10, 12, 13, 15 and 18: the last session read backwards, resume by card id,
/// another deck's log, numbers out of range, report keyed on ids, safe CSV, file identity.
@Suite struct ResumeAndReportEdgeTests {
    func line(_ card: String, _ index: Int, _ decision: String, _ session: String? = "s1") -> String {
        DecisionLogReaderTests().line(card, index, decision, session)
    }

    /// The last session as a whole-log parse sees it (the reference for the backwards reader).
    func lastSessionByParsing(_ text: String) -> [LogEntry] {
        let entries = DecisionLogReader.parse(text).entries
        guard let last = entries.last else { return [] }
        return Array(entries.reversed().prefix { $0.session == last.session }.reversed())
    }

    @Test func theLastSessionReadBackwardsIsTheOneAWholeParseFinds() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        var generator = SystemRandomNumberGenerator()
        for round in 0..<6 {
            var text = ""
            var session = 0
            for n in 0..<Int.random(in: 1...4000, using: &generator) {
                if Int.random(in: 0..<40, using: &generator) == 0 { session += 1 }
                // lines across block edges
                let id = String(repeating: "x", count: Int.random(in: 1...300, using: &generator))
                text += line("\(id)\(n)", n, n % 7 == 0 ? "undo" : "right", "s\(session)")
                if Int.random(in: 0..<200, using: &generator) == 0 { text += "garbage\n" }
            }
            if round % 2 == 1 { text += "{\"time\": \"20" } // a torn end
            let path = try folder.write("r\(round).jsonl", text)
            let read = try DecisionLogReader.readLastSession(path: path)
            #expect(read.entries == lastSessionByParsing(text), "round \(round)")
            if round % 2 == 1 {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(read.problems.last == "\(path) line \(lines) is incomplete (torn write?), skipped")
            }
        }
    }

    @Test func aLongRunOfZerosIsSkippedNotHeld() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let text =
            line("a", 0, "right", "old") + String(repeating: "\0", count: 3 * 1024 * 1024) + "\n"
            + line("b", 1, "right")
        let path = try folder.write("z.jsonl", text)
        let read = try DecisionLogReader.readLastSession(path: path)
        #expect(read.entries.map(\.card) == ["b"])
        #expect(read.problems == ["\(path) line 2 is not a decision, skipped"])
    }

    @Test func indexesOutOfRangeAreSkippedNamingTheLine() {
        let text =
            line("a", 0, "right")
            + line("b", 1, "right").replacingOccurrences(of: "\"index\": 1", with: "\"index\": 1e300")
            + line("c", 2, "right").replacingOccurrences(of: "\"index\": 2", with: "\"index\": -1")
            + line("d", 3, "right").replacingOccurrences(of: "\"index\": 3", with: "\"index\": 2.5")
            + line("e", 4, "right").replacingOccurrences(of: "\"index\": 4", with: "\"index\": 2147483648")
        let result = DecisionLogReader.parse(text, name: "d.jsonl")
        #expect(result.entries.map(\.card) == ["a"])
        #expect(
            result.problems == [
                "d.jsonl line 2: index 1e+300 is out of range (0…2147483647), skipped",
                "d.jsonl line 3: index -1.0 is out of range (0…2147483647), skipped",
                "d.jsonl line 4: index 2.5 is out of range (0…2147483647), skipped",
                "d.jsonl line 5: index 2147483648.0 is out of range (0…2147483647), skipped",
            ])
    }

    @Test func resumeFindsTheLastDecidedCardByID() {
        let ids = ["new", "a", "b", "c", "d"] // "new" was inserted before "a" after the session began
        let index = { (id: String) in ids.firstIndex(of: id) }
        let entries = DecisionLogReader.parse(
            line("a", 0, "right") + line("b", 1, "left") + line("c", 2, "right")
                + line("c", 3, "undo")
        ).entries
        let point = ResumePoint(lastSessionOf: entries)
        #expect(point.decided == ["a", "b"])
        #expect(point.position == 2)
        #expect(point.start(cardIndex: index, count: ids.count) == 3) // "c", not "b"
        #expect(!point.isForeign(cardIndex: index))
    }

    @Test func resumeKeepsTheRoundOfALoopingDeckAndFallsBackToTheCount() {
        let ids = ["a", "b", "c"]
        let index = { (id: String) in ids.firstIndex(of: id) }
        let round = ResumePoint(
            lastSessionOf: DecisionLogReader.parse(
                ["a", "b", "c", "a"].enumerated().map { line($1, $0 % 3, "right") }.joined()
            ).entries)
        #expect(round.start(cardIndex: index, count: 3) == 4)
        let gone = ResumePoint(
            lastSessionOf: DecisionLogReader.parse(line("a", 0, "right") + line("zz", 1, "right")).entries)
        #expect(gone.start(cardIndex: index, count: 3) == 2)
        #expect(ResumePoint(lastSessionOf: []).start(cardIndex: index, count: 3) == 0)
    }

    @Test func aLogFromAnotherDeckIsForeign() {
        let ids = ["a", "b"]
        let index = { (id: String) in ids.firstIndex(of: id) }
        let foreign = ResumePoint(
            lastSessionOf: DecisionLogReader.parse(line("x", 0, "right") + line("y", 1, "right")).entries)
        #expect(foreign.isForeign(cardIndex: index))
        #expect(!ResumePoint(lastSessionOf: []).isForeign(cardIndex: index))
        #expect(!ResumePoint(session: "s", position: 3).isForeign(cardIndex: index))
    }

    @Test func reportKeysDecisionsOnCardIDs() {
        // The card was liked at index 0; a reload inserted a file before it; the undo names index 1.
        let entries = DecisionLogReader.parse(
            line("a", 0, "right") + line("b", 1, "left") + line("a", 1, "undo")
                + line("b", 2, "right")
        ).entries
        #expect(DecisionReport.rows(entries).map { "\($0.card):\($0.index):\($0.decision)" } == ["b:2:right"])
    }

    @Test func csvFieldsCannotBecomeFormulas() {
        #expect(DecisionReport.csvField("panda") == "panda")
        #expect(DecisionReport.csvField("=1+1") == "\"'=1+1\"")
        #expect(DecisionReport.csvField("+1") == "\"'+1\"")
        #expect(DecisionReport.csvField("-1") == "\"'-1\"")
        #expect(DecisionReport.csvField("@SUM(A1)") == "\"'@SUM(A1)\"")
        #expect(DecisionReport.csvField("\tx") == "\"'\\u0009x\"")
        #expect(DecisionReport.csvField("\rx") == "\"'\\u000dx\"")
        #expect(DecisionReport.csvField("a\0b\u{7F}") == "a\\u0000b\\u007f")
        #expect(DecisionReport.csvField("a,\"b\"\nc") == "\"a,\"\"b\"\"\\u000ac\"")
        let rows = [DecisionReport.Row(card: "=cmd|' /C calc'!A0\0", index: 0, decision: "right")]
        let json = DecisionReport.json(rows)
        let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(parsed?.first?["card"] as? String == "=cmd|' /C calc'!A0\0")
    }

    @Test func filesAreComparedByIdentityNotSpelling() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let log = try folder.write("log.jsonl", "")
        link(log, folder.path + "/hard.jsonl")
        #expect(FileIdentity(path: log) == FileIdentity(path: folder.path + "/./log.jsonl"))
        #expect(FileIdentity(path: log) == FileIdentity(path: folder.path + "/hard.jsonl"))
        #expect(
            FileIdentity(path: folder.path + "/new.jsonl")
                == FileIdentity(path: folder.path + "/../" + (folder.path as NSString).lastPathComponent + "/new.jsonl")
        )
        #expect(FileIdentity(path: folder.path + "/new.jsonl") != FileIdentity(path: folder.path + "/other.jsonl"))
        #expect(FileIdentity(path: folder.path + "/no/such/file") == nil)
        var options = AppOptions()
        options.log = LogTarget(log)
        options.recordPath = FilePath(folder.path + "/./log.jsonl")
        #expect(throws: OptionError.self) { try options.checkSameFiles() }
        options.recordPath = FilePath(folder.path + "/rec.jsonl")
        options.frameStatsPath = FilePath(folder.path + "/stats.jsonl")
        #expect(throws: Never.self) { try options.checkSameFiles() }
    }
}
