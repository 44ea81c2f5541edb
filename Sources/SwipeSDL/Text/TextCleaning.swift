/// Turns any string into text fit for layout: pure functions over plain values.
enum TextCleaning {
    /// `text` ready for a layout of at most `maxLines` lines and `maxCharacters` characters, and whether
    /// anything was left out (the caller then ends the last line with "…").
    ///
    /// One line (`maxLines` 1): line breaks and tabs become spaces. Several: "\r\n" and "\r" become
    /// "\n", tabs spaces, and the text stops before its `maxLines`-th line break (those lines could not be
    /// shown, and a text made of line breaks would otherwise lay out thousands of empty lines). Other
    /// control characters (NUL, ESC…) are dropped: fonts have no glyphs for them, and so are combining
    /// marks past `TextLimits.marksPerCharacter` in a row (a character's grapheme cluster has no bound).
    static func cleaned(_ text: String, maxLines: Int, maxCharacters: Int) -> (text: String, cut: Bool) {
        let singleLine = maxLines <= 1
        var out = String.UnicodeScalarView()
        var breaks = 0, marksInRow = 0, cut = false
        var previous: Unicode.Scalar?
        scan: for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\r", "\n", "\u{2028}", "\u{2029}", "\u{85}":
                if scalar == "\n" && previous == "\r" { continue scan }
                if singleLine { out.append(" "); continue scan }
                breaks += 1
                if breaks >= maxLines { cut = true; break scan }
                out.append("\n")
            case "\t":
                out.append(" ")
            default:
                switch scalar.properties.generalCategory {
                case .control: continue scan
                case .nonspacingMark, .enclosingMark, .spacingMark:
                    marksInRow += 1
                    if marksInRow > TextLimits.marksPerCharacter { continue scan }
                default: marksInRow = 0
                }
                out.append(scalar)
            }
        }
        var result = String(out)
        if result.count > maxCharacters {
            result = String(result.prefix(maxCharacters))
            cut = true
        }
        return (result, cut)
    }

    /// `prefix` without trailing white space, followed by "…".
    static func withEllipsis<S: StringProtocol>(_ prefix: S) -> String {
        var s = String(prefix)
        while let last = s.last, last.isWhitespace { s.removeLast() }
        return s + "…"
    }
}
