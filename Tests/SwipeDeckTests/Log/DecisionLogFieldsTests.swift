import Foundation
import SwipeCore
import Testing

@testable import SwipeDeck

/// Issue 16: `ms` and `kiosk` in each decision line, read back tolerantly; per-card statistics over
/// many machines; the report's filters.
@Suite struct DecisionLogFieldsTests {
    @Test func lineCarriesMsAndKioskAfterSession() throws {
        let line = DecisionLog.line(
            time: Date(timeIntervalSince1970: 0), cardID: "a", index: 2, decision: .swipe(.left),
            session: "ab12cd34", ms: 1830, kiosk: "lobby \"1\"")
        #expect(
            line
                == "{\"time\": \"1970-01-01T00:00:00.000Z\", \"card\": \"a\", \"index\": 2, \"decision\": \"left\", \"session\": \"ab12cd34\", \"ms\": 1830, \"kiosk\": \"lobby \\\"1\\\"\"}\n"
        )
        let read = DecisionLogReader.parse(line).entries
        #expect(
            read == [
                LogEntry(
                    time: "1970-01-01T00:00:00.000Z", card: "a", index: 2, decision: "left",
                    session: "ab12cd34", ms: 1830, kiosk: "lobby \"1\"")
            ])
    }

    @Test func oldLinesAndOddMsReadWithoutThem() {
        let text = """
            {"time": "t", "card": "a", "index": 0, "decision": "right"}
            {"time": "t", "card": "b", "index": 1, "decision": "left", "session": "s", "ms": -4}
            {"time": "t", "card": "c", "index": 2, "decision": "left", "session": "s", "ms": 1.5, "kiosk": 7}
            """
        let result = DecisionLogReader.parse(text)
        #expect(result.problems.isEmpty)
        #expect(result.entries.map(\.card) == ["a", "b", "c"])
        #expect(result.entries.allSatisfy { $0.ms == nil && $0.kiosk == nil })
    }

    @Test func recorderTimesEachCardFromWhenItCameOnTop() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let log = try DecisionLog(path: folder.path + "/d.jsonl")
        log.kiosk = "k1"
        let recorder = DecisionRecorder(log: log) { "c\($0)" }
        recorder.record([.swiped(index: 0, direction: .right)]) // no clock: no ms
        recorder.cardOnTop(since: 10.0)
        recorder.record([.swiped(index: 1, direction: .left)], at: 11.5)
        recorder.record([.undone(index: 1)], at: 12.25)
        recorder.record([.swiped(index: 1, direction: .right)], at: 12.2504)
        recorder.close()
        let entries = try DecisionLogReader.read(path: folder.path + "/d.jsonl").entries
        #expect(entries.map(\.ms) == [nil, 1500, 750, 0])
        #expect(entries.allSatisfy { $0.kiosk == "k1" })
    }

    @Test func statisticsKeepMachinesAndSessionsApart() {
        func e(_ kiosk: String, _ session: String, _ card: String, _ decision: String, _ ms: Int?) -> LogEntry {
            LogEntry(time: "t", card: card, index: 0, decision: decision, session: session, ms: ms, kiosk: kiosk)
        }
        // The same session id on two machines is two visits; an undo on B does not touch A's decision.
        let entries = [
            e("A", "s1", "panda", "right", 1000), e("B", "s1", "panda", "left", 3000),
            e("B", "s1", "panda", "undo", 200),
            e("B", "s1", "panda", "right", 2000), e("A", "s2", "panda", "up", 500), e("C", "s3", "fox", "left", nil),
            e("C", "s3", "owl", "right", 10), e("C", "s3", "owl", "undo", 20),
        ]
        let stats = CardStatistics.compute(entries) { $0.kiosk ?? "" }
        #expect(stats.map(\.card) == ["fox", "owl", "panda"])
        let panda = stats[2]
        #expect(panda.shown == 3 && panda.liked == 2 && panda.skipped == ["up": 1] && panda.medianMs == 1000)
        #expect(stats[1].shown == 1 && stats[1].decided == 0 && stats[1].likeRate == nil && stats[1].medianMs == nil)
        #expect(
            CardStatistics.csv(stats) == """
                card,shown,liked,skipped,skipped_left,skipped_up,like_rate,median_ms
                fox,1,0,1,1,0,0,
                owl,1,0,0,0,0,,
                panda,3,2,1,0,1,0.667,1000

                """)
        #expect(
            CardStatistics.json([panda]).contains(
                "\"skipped_by_direction\": {\"left\": 0, \"up\": 1}, \"like_rate\": 0.667, \"median_ms\": 1000}"))
        let even = CardStatistics.compute([e("A", "1", "x", "left", 1), e("A", "2", "x", "left", 4)]) { $0.kiosk ?? "" }
        #expect(even.first?.medianMs == 2.5)
    }

    @Test func statisticsCSVIsSpreadsheetSafe() {
        let stats = CardStatistics.compute([
            LogEntry(card: "=cmd|' /C calc'!A0", index: 0, decision: "right", session: "s")
        ]) { _ in "" }
        #expect(CardStatistics.csv(stats).contains("\n\"'=cmd|' /C calc'!A0\",1,1,0,0,1,\n"))
    }

    @Test func filterBySessionAndTime() throws {
        let early = LogEntry(time: "2026-11-22T09:59:59.999Z", card: "a", index: 0, decision: "right", session: "s1")
        let onTime = LogEntry(time: "2026-11-22T10:00:00.000Z", card: "b", index: 1, decision: "right", session: "s2")
        let late = LogEntry(time: "2026-11-23T00:00:00.000Z", card: "c", index: 2, decision: "right", session: "s2")
        let broken = LogEntry(time: "yesterday", card: "d", index: 3, decision: "right", session: "s2")
        let all = [early, onTime, late, broken]
        let window = LogFilter(
            since: LogFilter.parseTime("2026-11-22T10:00:00Z"), until: LogFilter.parseTime("2026-11-23"))
        #expect(all.filter(window.keeps) == [onTime])
        #expect(all.filter(LogFilter(session: "s2").keeps) == [onTime, late, broken])
        #expect(LogFilter.parseTime("2026-11-22T12:00:00+02:00") == LogFilter.parseTime("2026-11-22T10:00:00Z"))
        #expect(LogFilter.parseTime("2026-11-22T10:00:00") == LogFilter.parseTime("2026-11-22T10:00:00.000Z"))
        #expect(LogFilter.parseTime("22/11/2026") == nil)
    }

    @Test func kioskNameChecked() throws {
        #expect(try KioskName.parse("lobby-1") == "lobby-1")
        for bad in ["", String(repeating: "k", count: 201), "a\nb"] {
            #expect(throws: OptionError.self) { try KioskName.parse(bad) }
        }
        #expect(!KioskName.hostName().isEmpty)
        var options = AppOptions()
        options.log = "-"
        options.kioskName = "hall"
        #expect(try options.checked().kioskName == "hall")
        options.kioskName = ""
        #expect(throws: OptionError.self) { try options.checked() }
    }
}
