/// JSON string quoting: every string `JSONLine` writes, and quoted names in messages.
public enum JSONText {
    /// `s` as a JSON string literal including the quotes. Escapes `"` and `\`,
    /// writes control characters (U+0000–U+001F) as `\n`, `\t`, … or `\u00XX`,
    /// and keeps every other character, non-ASCII included, as UTF-8.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
        return out
    }
}
