import SwipeDeck
import Testing

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func parsesAllKinds() throws {
        let value = try parse(
            " {\"a\": [1, -2.5e2, true, false, null], \"s\": \"x\\u00e9\\ud83d\\ude00\\n\", \"o\": {}} ")
        #expect(value["a"] == .array([.number(1), .number(-250), .bool(true), .bool(false), .null]))
        #expect(value["s"] == .string("xé😀\n"))
        #expect(value["o"] == .object([]))
    }

    @Test func keepsMemberOrder() throws {
        guard case .object(let members) = try parse("{\"z\": 1, \"a\": 2}") else {
            Issue.record("not an object"); return
        }
        #expect(members.map(\.key) == ["z", "a"])
    }

    @Test(arguments: [
        ("", 1, 1), ("{", 1, 2), ("[1,]", 1, 4), ("{\"a\" 1}", 1, 6), ("\n\n  tru", 3, 3),
        ("[01]", 1, 3), ("\"a\u{01}\"", 1, 3), ("[1] x", 1, 5), ("\"\\q\"", 1, 2),
    ])
    func errorPositions(text: String, line: Int, column: Int) {
        do {
            _ = try parse(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
    }
}
