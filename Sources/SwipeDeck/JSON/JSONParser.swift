/// Where and why a JSON text failed to parse.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number (lines end at `\n`).
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// 0-based byte offset into the UTF-8 input.
    public var offset: Int
    /// What was wrong, e.g. "expected ',' or '}' after an object member".
    public var reason: String

    public var description: String { "line \(line), column \(column): \(reason)" }
}

/// A small strict RFC 8259 JSON parser that reports the line and column of the
/// first syntax error (Foundation only gives a byte offset in free text).
/// Accepts an optional UTF-8 byte-order mark; nesting is limited to
/// `maxDepth` levels so hostile input cannot overflow the stack.
public struct JSONParser {
    /// Deepest array/object nesting accepted.
    public static let maxDepth = 512

    private let bytes: [UInt8]
    private var pos = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one complete JSON document (surrounding whitespace allowed).
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.pos = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.pos < bytes.count { throw parser.error("unexpected text after the end of the JSON value") }
        return value
    }

    /// Converts a byte offset to a 1-based (line, column), column in Unicode scalars.
    public static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes.prefix(max(0, min(offset, bytes.count))) {
            // skip UTF-8 continuation bytes
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    private func error(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        let at = offset ?? pos
        let (line, column) = JSONParser.lineAndColumn(of: at, in: bytes)
        return JSONSyntaxError(line: line, column: column, offset: at, reason: reason)
    }

    private var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { pos += 1 }
    }

    private func describeCurrent() -> String {
        guard let c = current else { return "end of input" }
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        return "byte 0x" + String(c, radix: 16, uppercase: true)
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let c = current else { throw error("unexpected end of input, expected a value") }
        switch c {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = pos
        for expected in word.utf8 {
            guard current == expected else { throw error("invalid literal, expected '\(word)'", at: start) }
            pos += 1
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maxDepth { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter(); defer { depth -= 1 }
        pos += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { pos += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a member name in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':' after member name")
            }
            pos += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "}"): pos += 1; return .object(members)
            default: throw error("unexpected \(describeCurrent()), expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter(); defer { depth -= 1 }
        pos += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { pos += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "]"): pos += 1; return .array(elements)
            default: throw error("unexpected \(describeCurrent()), expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = pos
        func digits(_ p: inout JSONParser) -> Int {
            var n = 0
            while let c = p.current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { p.pos += 1; n += 1 }
            return n
        }
        if current == UInt8(ascii: "-") { pos += 1 }
        if current == UInt8(ascii: "0") {
            pos += 1
        } else if digits(&self) == 0 {
            throw error("invalid number, expected a digit", at: pos)
        }
        if current == UInt8(ascii: ".") {
            pos += 1
            if digits(&self) == 0 { throw error("invalid number, expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            pos += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { pos += 1 }
            if digits(&self) == 0 { throw error("invalid number, expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number out of range", at: start) }
        return value
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = hexValue(c) else {
                throw error("invalid \\u escape, expected 4 hex digits")
            }
            value = value << 4 | digit
            pos += 1
        }
        return value
    }

    private func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = pos
        pos += 1
        var out: [UInt8] = []
        while true {
            guard let c = current else {
                throw error(
                    "unterminated string (started at column \(JSONParser.lineAndColumn(of: start, in: bytes).column))")
            }
            switch c {
            case UInt8(ascii: "\""):
                pos += 1
                // Validate UTF-8: invalid sequences are an error, not silently replaced.
                guard let s = String(validating: out, as: UTF8.self) else {
                    throw error("string is not valid UTF-8", at: start)
                }
                return s
            case UInt8(ascii: "\\"):
                pos += 1
                guard let e = current else { throw error("unterminated escape sequence") }
                pos += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard current == UInt8(ascii: "\\"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "u")
                        else {
                            throw error("lone high surrogate in \\u escape")
                        }
                        pos += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("invalid low surrogate in \\u escape")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("lone low surrogate in \\u escape")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(e)))'", at: pos - 2)
                }
            case 0x00..<0x20:
                throw error(
                    "control character (byte 0x\(String(c, radix: 16, uppercase: true))) inside a string; escape it")
            default:
                out.append(c)
                pos += 1
            }
        }
    }
}
