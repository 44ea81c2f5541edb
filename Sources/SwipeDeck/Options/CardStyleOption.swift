import SwipeSDL

/// The cards' look as the command line names it (`--card-style photo|text`): the renderer's
/// `CardFaceStyle`, named here so the command line needs no SDL module.
public typealias CardStyleName = CardFaceStyle

extension OptionParsing {
    /// Parses a card look, case-insensitive: photo or text (`CardFaceStyle`).
    public static func cardStyle(_ text: String, option: String = "--card-style") throws(OptionError) -> CardStyleName {
        guard let style = CardStyleName(rawValue: text.trimmingSpaces().lowercased()) else {
            let valid = CardStyleName.allCases.map(\.rawValue).joined(separator: ", ")
            throw OptionError(option: option, message: "unknown card style \(quote(text)); valid styles: \(valid)")
        }
        return style
    }
}
