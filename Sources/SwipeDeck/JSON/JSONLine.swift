/// A value written into a `JSONLine`.
public enum JSONField: Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    /// A string, escaped by `JSONText.quoted`.
    case string(String)
    /// A number in the shape its `JSONNumber` formatter gave it.
    case number(JSONNumber)
    case bool(Bool)
    case null
    /// Elements separated by ", ": `[800, 600]`.
    case array([JSONField])
    /// A nested object on the same line: `{"left": 1}`.
    case object(JSONLine)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// A whole number: `.integer(event.button)`.
    public static func integer<Integer: BinaryInteger>(_ n: Integer) -> JSONField { .number(JSONNumber(n)) }

    /// The number, or `null` when there is none (a formatter gave nil, or the value is unknown).
    public static func numberOrNull(_ n: JSONNumber?) -> JSONField { n.map { .number($0) } ?? .null }

    /// Appends the value's JSON text to `out`.
    func write(to out: inout String) {
        switch self {
        case .string(let s): out += JSONText.quoted(s)
        case .number(let n): out += n.description
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += ", " }
                element.write(to: &out)
            }
            out += "]"
        case .object(let object): out += object.text
        }
    }
}

/// One JSON object on one line, members in the order they were added — the one writer behind the
/// decision log, recordings, frame statistics and the report's JSON:
///
/// ```swift
/// var line = JSONLine(["t": .number(JSONNumber(milliseconds: 512)), "type": "mouse-down"])
/// line.add("x", .integer(300))
/// line.line  // {"t": 0.512, "type": "mouse-down", "x": 300}\n
/// ```
/// Keys are written as given, quoted like strings; `": "` follows each key and `", "` separates
/// members (the files' shape since their first version). A repeated key is written twice: callers add
/// each key once.
public struct JSONLine: Sendable {
    /// The members written so far, without the closing brace: `{"t": 0.512, "type": "quit"`.
    private var open = "{"
    /// No member added yet.
    private var isEmpty = true

    /// An empty object, `{}`.
    public init() {}

    /// An object with `members` in the order given.
    public init(_ members: KeyValuePairs<String, JSONField>) { add(members) }

    /// Adds the member `key: value` after the ones already there.
    public mutating func add(_ key: String, _ value: JSONField) {
        if !isEmpty { open += ", " }
        isEmpty = false
        open += JSONText.quoted(key)
        open += ": "
        value.write(to: &open)
    }

    /// Adds `members` in the order given after the ones already there.
    public mutating func add(_ members: KeyValuePairs<String, JSONField>) {
        for (key, value) in members { add(key, value) }
    }

    /// Adds `key: value` when `value` is not nil; nothing otherwise (optional keys left out).
    public mutating func add(_ key: String, ifPresent value: JSONField?) {
        if let value { add(key, value) }
    }

    /// The object's text without a newline: `{"t": 0.512, "type": "quit"}`.
    public var text: String { open + "}" }

    /// The object's text and a newline: one line of a JSON-lines file.
    public var line: String { open + "}\n" }

    /// A JSON array of `objects`, one per line indented by two spaces, newline included (the report's
    /// `--json` shape): `[\n  {"a": 1},\n  {"b": 2}\n]\n`, or `[]\n` when there are none.
    public static func arrayOfLines(_ objects: [JSONLine]) -> String {
        objects.isEmpty ? "[]\n" : "[\n" + objects.map { "  " + $0.text }.joined(separator: ",\n") + "\n]\n"
    }
}
