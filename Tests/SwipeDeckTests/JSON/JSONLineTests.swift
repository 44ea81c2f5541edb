import SwipeDeck
import Testing

/// The one JSON-line writer: member order, separators, escaping, nesting, and that what it writes is
/// what `JSONParser` reads back.
@Suite struct JSONLineTests {
    @Test func membersInTheOrderAdded() {
        var line = JSONLine(["z": .integer(1), "a": "text"])
        line.add("m", true)
        line.add(["n": .null, "f": false])
        #expect(line.text == "{\"z\": 1, \"a\": \"text\", \"m\": true, \"n\": null, \"f\": false}")
        #expect(line.line == line.text + "\n")
    }

    @Test func emptyObject() {
        #expect(JSONLine().text == "{}")
        #expect(JSONLine().line == "{}\n")
    }

    @Test func optionalMembersAreLeftOut() {
        var line = JSONLine(["a": .integer(1)])
        line.add("gone", ifPresent: nil)
        line.add("kept", ifPresent: .string("x"))
        #expect(line.text == "{\"a\": 1, \"kept\": \"x\"}")
    }

    @Test func arraysNestedObjectsAndNumbers() {
        let inner = JSONLine(["left": .integer(1), "down": .integer(0)])
        let line = JSONLine([
            "window": .array([.integer(800), .integer(600)]), "empty": .array([]),
            "by": .object(inner), "t": .number(JSONNumber(milliseconds: 512)),
            "rate": .numberOrNull(JSONNumber(2.0 / 3, atMostDecimals: 3)),
            "latency": .numberOrNull(JSONNumber(.nan, decimals: 3)),
        ])
        #expect(
            line.text == "{\"window\": [800, 600], \"empty\": [], \"by\": {\"left\": 1, \"down\": 0}, \"t\": 0.512, "
                + "\"rate\": 0.667, \"latency\": null}")
    }

    @Test func keysAndStringsAreEscaped() {
        let line = JSONLine(["say \"hi\"\n": "back\\slash\u{0}\u{1B}"])
        #expect(line.text == "{\"say \\\"hi\\\"\\n\": \"back\\\\slash\\u0000\\u001b\"}")
    }

    @Test func theParserReadsBackWhatTheWriterWrites() throws {
        let hostile = "q\"b\\s/\u{0}\u{1F}\r\u{8}\u{C}\n\t\u{7F}\u{2028}\u{2029}é e\u{301} 😀 👩‍👩‍👧"
        let line = JSONLine([
            hostile: .string(hostile), "n": .integer(-5), "a": .array([.bool(true), .null]),
            "o": .object(JSONLine(["k": .string(hostile)])),
        ]).line
        #expect(line.filter { $0 == "\n" }.count == 1, "one line, whatever the strings hold")
        let value = try JSONParser.parse(Array(line.utf8))
        #expect(
            value
                == .object([
                    (hostile, .string(hostile)), ("n", .number(-5)), ("a", .array([.bool(true), .null])),
                    ("o", .object([("k", .string(hostile))])),
                ]))
    }

    @Test func arrayOfObjectsOnePerLine() {
        #expect(JSONLine.arrayOfLines([]) == "[]\n")
        #expect(
            JSONLine.arrayOfLines([JSONLine(["a": .integer(1)]), JSONLine(["b": .integer(2)])])
                == "[\n  {\"a\": 1},\n  {\"b\": 2}\n]\n")
    }
}
