import SwipeDeck
import Testing

/// The number shapes the JSON writers use (`JSONNumber`): every text is a valid JSON number.
@Suite struct JSONNumberTests {
    @Test func wholeNumbers() {
        #expect(JSONNumber(0).description == "0")
        #expect(JSONNumber(-1).description == "-1")
        #expect(JSONNumber(UInt32.max).description == "4294967295")
        #expect(JSONNumber(Int64.min).description == "-9223372036854775808")
    }

    @Test func fixedDecimals() {
        #expect(JSONNumber(1.5, decimals: 3)?.description == "1.500")
        #expect(JSONNumber(0.0004, decimals: 3)?.description == "0.000")
        #expect(JSONNumber(-0.0004, decimals: 3)?.description == "0.000")
        #expect(JSONNumber(-2.25, decimals: 1)?.description == "-2.3")
        #expect(JSONNumber(12.3456789, decimals: 6)?.description == "12.345679")
        #expect(JSONNumber(3, decimals: 0)?.description == "3")
        #expect(JSONNumber(0.9996, decimals: 3)?.description == "1.000")
    }

    @Test func fixedDecimalsHaveNoTextForWhatTheyCannotWrite() {
        #expect(JSONNumber(.nan, decimals: 3) == nil)
        #expect(JSONNumber(-.infinity, decimals: 3) == nil)
        #expect(JSONNumber(1e16, decimals: 6) == nil, "10²² does not fit an Int64: no trap")
        #expect(JSONNumber(1e12, decimals: 6)?.description == "1000000000000.000000")
    }

    @Test func atMostDecimals() {
        #expect(JSONNumber(2.0 / 3, atMostDecimals: 3)?.description == "0.667")
        #expect(JSONNumber(1830, atMostDecimals: 3)?.description == "1830")
        #expect(JSONNumber(1830.5, atMostDecimals: 3)?.description == "1830.5")
        #expect(JSONNumber(0, atMostDecimals: 3)?.description == "0")
        #expect(JSONNumber(0.0004, atMostDecimals: 3)?.description == "0")
        #expect(JSONNumber(.infinity, atMostDecimals: 3) == nil)
        #expect(JSONNumber(1e19, atMostDecimals: 3)?.description == "1e+19", "past Int: no trap")
    }

    @Test func millisecondsAsSeconds() {
        #expect(JSONNumber(milliseconds: 7).description == "0.007")
        #expect(JSONNumber(milliseconds: 1204).description == "1.204")
        #expect(JSONNumber(milliseconds: 60_000).description == "60.000")
        #expect(JSONNumber(milliseconds: 0).description == "0.000")
        #expect(JSONNumber(milliseconds: -7).description == "-0.007")
        #expect(JSONNumber(milliseconds: 1_000_000_000_000).description == "1000000000.000")
    }

    static let awkwardFloats: [Float] = [
        0.1, 1.0 / 3, 0.99999994, 1e-7, 0.5, 0, 1, 123.456, -0.0123, 12_345_678,
        .leastNonzeroMagnitude, .greatestFiniteMagnitude, -9_999_999,
    ]

    @Test(arguments: awkwardFloats)
    func floatsReadBackExactlyThroughTheParser(value: Float) throws {
        let text = JSONNumber(value).description
        guard case .number(let parsed) = try JSONParser.parse(Array(text.utf8)) else {
            Issue.record("\(text) is not a JSON number"); return
        }
        #expect(Float(parsed) == value, "\(text)")
    }

    @Test func floatShapes() {
        #expect(JSONNumber(Float(0.1)).description == "0.1")
        #expect(JSONNumber(Float(1.0 / 3)).description == "0.33333334")
        #expect(JSONNumber(Float(1e-7)).description == "1e-07")
        #expect(JSONNumber(Float(1)).description == "1")
        #expect(JSONNumber(Float(-0.0)).description == "0")
        #expect(JSONNumber(Float(12_345_678)).description == "12345678.0")
        #expect(JSONNumber(Float.nan).description == "0")
        #expect(JSONNumber(-Float.infinity).description == "0")
    }
}
