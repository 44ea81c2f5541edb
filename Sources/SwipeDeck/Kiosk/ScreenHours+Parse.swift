extension ScreenHours {
    /// The hours in `text`: one or more spans separated by `;`, each `[DAYS ]HH:MM-HH:MM`. DAYS is a
    /// day (mon … sun, or the full name) or a range of days (mon-fri, fri-mon), several joined by
    /// commas (sat,sun); without it the span is on every day. Times run from 00:00 to 24:00; an end at
    /// or before the start ends the next day (22:00-02:00). Throws an `OptionError` for `option` that
    /// names the part that is wrong.
    ///
    /// ```swift
    /// try ScreenHours.parse("mon-fri 08:00-20:00; sat,sun 10:00-16:00")
    /// ```
    public static func parse(_ text: String, option: String = "--screen-hours") throws(OptionError) -> ScreenHours {
        let entries = text.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard !entries.contains(where: \.isEmpty) else { throw OptionError(option: option, message: expected(text)) }
        var spans: [Span] = []
        for entry in entries { spans.append(try span(entry, option: option)) }
        return ScreenHours(spans)
    }

    /// "expected [DAYS ]HH:MM-HH:MM …, got "text"".
    static func expected(_ text: String) -> String {
        "expected [DAYS ]HH:MM-HH:MM, e.g. \"mon-fri 08:00-20:00\" (several joined by ;), got \(OptionParsing.quote(text))"
    }

    /// One `[DAYS ]HH:MM-HH:MM`.
    static func span(_ entry: String, option: String) throws(OptionError) -> Span {
        let words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.count == 1 || words.count == 2 else { throw OptionError(option: option, message: expected(entry)) }
        let days = words.count == 2 ? try Self.days(words[0], option: option) : everyDay
        let times = words[words.count - 1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard times.count == 2 else { throw OptionError(option: option, message: expected(entry)) }
        let start = try minutes(times[0], option: option), end = try minutes(times[1], option: option)
        guard start < 24 * 60 else {
            throw OptionError(option: option, message: "a span cannot start at 24:00, in \(OptionParsing.quote(entry))")
        }
        guard start != end else {
            throw OptionError(
                option: option,
                message:
                    "\(OptionParsing.quote(entry)) starts and ends at the same time; for the whole day write 00:00-24:00"
            )
        }
        return Span(days: days, start: start, end: end)
    }

    /// "08:00" as 480 minutes: H or HH from 0 to 24, then MM from 00 to 59; 24 only as 24:00.
    static func minutes(_ text: String, option: String) throws(OptionError) -> Int {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let digits = parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
        guard parts.count == 2, digits, parts[0].count <= 2, parts[1].count == 2, let h = Int(parts[0]),
            let m = Int(parts[1]), m < 60, h < 24 || (h == 24 && m == 0)
        else {
            throw OptionError(
                option: option,
                message: "\(OptionParsing.quote(text)) is not a time of day; expected HH:MM from 00:00 to 24:00")
        }
        return h * 60 + m
    }

    /// "mon-fri,sun" as day bits (bit 0 Monday).
    static func days(_ text: String, option: String) throws(OptionError) -> UInt8 {
        var bits: UInt8 = 0
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = item.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard ends.count <= 2 else { throw badDay(String(item), option: option) }
            let first = try day(ends[0], option: option)
            let last = ends.count == 2 ? try day(ends[1], option: option) : first
            var d = first
            while true {
                bits |= 1 << UInt8(d)
                if d == last { break }
                d = (d + 1) % 7
            }
        }
        return bits
    }

    /// The day named `name` (mon or monday, any case), 0 Monday … 6 Sunday.
    static func day(_ name: String, option: String) throws(OptionError) -> Int {
        let lower = name.lowercased()
        let full = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        if let i = dayNames.firstIndex(of: lower) ?? full.firstIndex(of: lower) { return i }
        throw badDay(name, option: option)
    }

    static func badDay(_ text: String, option: String) -> OptionError {
        OptionError(
            option: option,
            message:
                "\(OptionParsing.quote(text)) is not a day; expected mon, tue, wed, thu, fri, sat or sun, or a range such as mon-fri"
        )
    }
}
