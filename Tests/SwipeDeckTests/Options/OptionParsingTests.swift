import SwipeCore
import SwipeDeck
import Testing

@Suite struct OptionParsingTests {
    @Test func defaults() throws {
        let options = AppOptions()
        #expect(options.deckPath == nil)
        #expect(options.windowSize == WindowSize(width: 800, height: 600))
        #expect(options.fullscreen == false)
        #expect(options.log == nil)
        #expect(options.deckOptions.allowedDirections == [.left, .right])
        #expect(options.deckOptions.layout == .inset)
        #expect(options.deckOptions.visibleCount == 3)
        #expect(options.deckOptions.thresholdFraction == 0.3)
        #expect(options.deckOptions.flickSpeed == 1000)
        #expect(options.deckOptions.loops == false)
        #expect(try AppOptions().checked() == options)
    }

    @Test(arguments: [("800x600", 800, 600), ("200X16384", 200, 16384), ("1920x1080", 1920, 1080)])
    func goodWindowSizes(text: String, width: Int, height: Int) throws {
        #expect(try OptionParsing.windowSize(text) == WindowSize(width: width, height: height))
    }

    @Test(arguments: [
        ("800", "expected WIDTHxHEIGHT"), ("x600", "width is missing"), ("800x", "height is missing"),
        ("-5x3", "width \"-5\" is not a whole number"), ("800x600x2", "expected WIDTHxHEIGHT"),
        ("199x600", "width 199 is out of range 200…16384"), ("800x16385", "height 16385 is out of range"),
        ("", "expected WIDTHxHEIGHT"), ("8 00x600", "not a whole number"),
        ("99999999999999999999x600", "not a whole number"),
    ])
    func badWindowSizes(text: String, fragment: String) {
        do {
            _ = try OptionParsing.windowSize(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.option == "--window")
            #expect(error.description.contains(fragment), "\(error)")
        }
    }

    @Test func directions() throws {
        #expect(try OptionParsing.directions("left,right,up,down") == [.left, .right, .up, .down])
        #expect(try OptionParsing.directions("RIGHT, Left") == [.right, .left])
        #expect(try OptionParsing.directions("upleft,DownRight") == [.upLeft, .downRight])
        #expect(try OptionParsing.directions("up") == [.up])
    }

    @Test(arguments: [
        (
            "left,sideways",
            "unknown direction \"sideways\"; valid directions: left, right, up, down, upLeft, upRight, downLeft, downRight"
        ),
        ("left,LEFT", "direction \"left\" is listed twice"),
        ("", "empty direction"), ("left,,right", "empty direction"),
    ])
    func badDirections(text: String, fragment: String) {
        #expect(throws: OptionError.self) { try OptionParsing.directions(text) }
        do { _ = try OptionParsing.directions(text) } catch { #expect(error.message.contains(fragment), "\(error)") }
    }

    @Test func layouts() throws {
        #expect(try OptionParsing.layout("inset") == .inset)
        #expect(try OptionParsing.layout("Scaled") == .scaled)
        #expect(try OptionParsing.layout("collect") == .collect)
        #expect(
            throws: OptionError(
                option: "--layout", message: "unknown layout \"stacked\"; valid layouts: inset, scaled, collect")
        ) {
            try OptionParsing.layout("stacked")
        }
    }

    @Test func visibleRange() throws {
        #expect(try OptionParsing.visible("1") == 1)
        #expect(try OptionParsing.visible("5") == 5)
        #expect(throws: OptionError(option: "--visible", message: "0 is out of range 1…5")) {
            try OptionParsing.visible("0")
        }
        #expect(throws: OptionError(option: "--visible", message: "6 is out of range 1…5")) {
            try OptionParsing.visible("6")
        }
        #expect(throws: OptionError.self) { try OptionParsing.visible("three") }
    }

    @Test func thresholdRange() throws {
        #expect(try OptionParsing.threshold("0.3") == 0.3)
        #expect(try OptionParsing.threshold("2") == 2)
        for bad in ["0", "-0.1", "2.01", "nan", "inf", "abc", ""] {
            #expect(throws: OptionError.self, "\(bad)") { try OptionParsing.threshold(bad) }
        }
    }

    @Test func flickSpeed() throws {
        #expect(try OptionParsing.flickSpeed("1500") == 1500)
        #expect(throws: OptionError.self) { try OptionParsing.flickSpeed("0") }
        #expect(throws: OptionError.self) { try OptionParsing.flickSpeed("-3") }
    }
}
