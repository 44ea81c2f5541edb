import SwipeCore

extension OptionParsing {
    /// Parses a card look, case-insensitive: photo or text (`CardFaceStyle`).
    public static func cardStyle(_ text: String, option: String = OptionTable.cardStyle.flag) throws(OptionError)
        -> CardFaceStyle
    {
        guard let style = CardFaceStyle(rawValue: text.trimmingSpaces().lowercased()) else {
            let valid = CardFaceStyle.allCases.map(\.rawValue).joined(separator: ", ")
            throw OptionError(option: option, message: "unknown card style \(quote(text)); valid styles: \(valid)")
        }
        return style
    }
}
