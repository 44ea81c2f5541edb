/// A bad option value; `description` names the option and says what is wrong and what is accepted.
/// The same value gives the same error from a flag, a config line (which adds its file and line) or
/// an `AppOptions` built in code (`AppOptions.checked()`).
public struct OptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The option as typed on the command line, e.g. "--window".
    public var option: String
    /// What is wrong, e.g. "expected WIDTHxHEIGHT, e.g. 800x600, got \"800\"".
    public var message: String

    public init(option: String, message: String) { self.option = option; self.message = message }

    public var description: String { "\(option): \(message)" }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(Substring(scalars[first...last]))
    }
}
