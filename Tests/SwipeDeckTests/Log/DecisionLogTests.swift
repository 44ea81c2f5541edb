import Foundation
import SwipeDeck
import Testing

@Suite struct DecisionLogTests {
    /// 2026-11-22T10:15:30.123Z
    static let fixedTime = Date(timeIntervalSince1970: 1_795_342_530.123_4)

    @Test func exactLineForInjectedTime() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let log = try DecisionLog(path: dir.path + "/log.jsonl", clock: { Self.fixedTime })
        try log.record(cardID: "panda", index: 1, decision: .swipe(.right))
        try log.record(cardID: "panda", index: 1, decision: .undo)
        try log.record(cardID: "panda", index: 1, decision: .swipe(.upLeft))
        try log.close()
        #expect(
            try dir.read("log.jsonl") == """
                {"time": "2026-11-22T10:15:30.123Z", "card": "panda", "index": 1, "decision": "right"}
                {"time": "2026-11-22T10:15:30.123Z", "card": "panda", "index": 1, "decision": "undo"}
                {"time": "2026-11-22T10:15:30.123Z", "card": "panda", "index": 1, "decision": "upLeft"}

                """)
    }

    @Test func explicitTimeOverridesClock() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let log = try DecisionLog(path: dir.path + "/log.jsonl", clock: { Date(timeIntervalSince1970: 0) })
        try log.record(cardID: "x", index: 4, decision: .swipe(.down), at: Self.fixedTime)
        try log.close()
        #expect(
            try dir.read("log.jsonl")
                == "{\"time\": \"2026-11-22T10:15:30.123Z\", \"card\": \"x\", \"index\": 4, \"decision\": \"down\"}\n")
    }

    @Test func timestampFormat() {
        #expect(DecisionLog.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(DecisionLog.timestamp(Date(timeIntervalSince1970: 951_782_400.999_9)) == "2000-02-29T00:00:00.999Z")
        #expect(DecisionLog.timestamp(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
    }

    @Test func weirdIDsAreEscapedAndLinesStayValidJSON() throws {
        let id = "a\"b\\c\nd\te\u{01}f\u{7F}é😀\u{2028}"
        let line = DecisionLog.line(time: Self.fixedTime, cardID: id, index: 0, decision: .swipe(.left))
        #expect(
            line
                == "{\"time\": \"2026-11-22T10:15:30.123Z\", \"card\": \"a\\\"b\\\\c\\nd\\te\\u0001f\u{7F}é😀\u{2028}\", \"index\": 0, \"decision\": \"left\"}\n"
        )
        #expect(line.filter { $0 == "\n" }.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(object?["card"] as? String == id)
    }

    @Test func appendsAcrossOpens() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let path = dir.path + "/log.jsonl"
        try dir.write("log.jsonl", "existing line\n")
        for (index, name) in ["a", "b"].enumerated() {
            let log = try DecisionLog(path: path, clock: { Self.fixedTime })
            try log.record(cardID: name, index: index, decision: .swipe(.left))
            try log.close()
        }
        let lines = try dir.read("log.jsonl").split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == "existing line")
        #expect(lines[1].contains("\"card\": \"a\", \"index\": 0"))
        #expect(lines[2].contains("\"card\": \"b\", \"index\": 1"))
    }

    @Test func unwritablePathFailsAtOpen() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let path = dir.path + "/missing-folder/log.jsonl"
        do {
            _ = try DecisionLog(path: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "cannot open decision log \(path): No such file or directory")
        }
    }

    @Test func recordAfterCloseThrows() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        let log = try DecisionLog(path: dir.path + "/log.jsonl")
        try log.close()
        try log.close() // harmless
        #expect(throws: DecisionLogError.self) { try log.record(cardID: "a", index: 0, decision: .undo) }
    }
}
