import Testing

@testable import SwipeDeck

/// `ScreenHours.parse`: what `--screen-hours` accepts, and the message for what it refuses.
@Suite struct ScreenHoursParseTests {
    @Test func daysTimesAndSeveralSpans() throws {
        let hours = try ScreenHours.parse("mon-fri 08:00-20:00; Sat,SUN 9:30-16:00")
        #expect(hours.spans.count == 2)
        #expect(hours.spans[0] == ScreenHours.Span(days: 0b001_1111, start: 480, end: 1200))
        #expect(hours.spans[1] == ScreenHours.Span(days: 0b110_0000, start: 570, end: 960))
        #expect(hours.description == "mon,tue,wed,thu,fri 08:00-20:00; sat,sun 09:30-16:00")
        #expect(try ScreenHours.parse(hours.description) == hours)
    }

    @Test func noDaysMeansEveryDayAndRangesWrapTheWeek() throws {
        #expect(try ScreenHours.parse("07:00-24:00").spans == [ScreenHours.Span(start: 420, end: 1440)])
        #expect(try ScreenHours.parse("fri-mon 10:00-12:00").spans[0].days == 0b111_0001)
        #expect(try ScreenHours.parse("wednesday 10:00-12:00").spans[0].days == 0b000_0100)
        #expect(ScreenHours().description == "always")
    }

    static let refused: [(String, String)] = [
        ("", "expected [DAYS ]HH:MM-HH:MM, e.g. \"mon-fri 08:00-20:00\" (several joined by ;), got \"\""),
        ("8-20", "\"8\" is not a time of day; expected HH:MM from 00:00 to 24:00"),
        ("08:00", "expected [DAYS ]HH:MM-HH:MM, e.g. \"mon-fri 08:00-20:00\" (several joined by ;), got \"08:00\""),
        ("08:00-25:00", "\"25:00\" is not a time of day; expected HH:MM from 00:00 to 24:00"),
        ("08:60-20:00", "\"08:60\" is not a time of day; expected HH:MM from 00:00 to 24:00"),
        ("24:00-08:00", "a span cannot start at 24:00, in \"24:00-08:00\""),
        (
            "08:00-08:00",
            "\"08:00-08:00\" starts and ends at the same time; for the whole day write 00:00-24:00"
        ),
        (
            "mo 08:00-20:00",
            "\"mo\" is not a day; expected mon, tue, wed, thu, fri, sat or sun, or a range such as mon-fri"
        ),
        (
            "mon-fri-sat 08:00-20:00",
            "\"mon-fri-sat\" is not a day; expected mon, tue, wed, thu, fri, sat or sun, or a range such as mon-fri"
        ),
        (
            "08:00-20:00;",
            "expected [DAYS ]HH:MM-HH:MM, e.g. \"mon-fri 08:00-20:00\" (several joined by ;), got \"08:00-20:00;\""
        ),
        (
            "mon fri 08:00-20:00",
            "expected [DAYS ]HH:MM-HH:MM, e.g. \"mon-fri 08:00-20:00\" (several joined by ;), got \"mon fri 08:00-20:00\""
        ),
    ]

    @Test(arguments: refused)
    func refusedWithAMessage(text: String, message: String) {
        #expect(throws: OptionError(option: "--screen-hours", message: message)) {
            try ScreenHours.parse(text)
        }
    }
}
