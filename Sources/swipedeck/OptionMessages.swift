import ArgumentParser
import SwipeDeck

/// Says a bad flag value the way the option parsers word it. A `transform:` that throws an
/// `OptionError` reaches us wrapped by ArgumentParser ("The value '12' is invalid for
/// '--window <WIDTHxHEIGHT>': --window: expected …", with a help line); the app prints the
/// parser's own message instead ("--window: expected WIDTHxHEIGHT in pixels, e.g. 800x600, got
/// \"12\""), the same for a flag, a config line and `AppOptions.checked()`.
enum OptionMessages {
    /// The `OptionError` inside `error` (looked for in its stored values, a few levels deep), if any.
    static func optionError(in error: Error) -> OptionError? {
        if let found = error as? OptionError { return found }
        return find(in: error, depth: 6)
    }

    /// `error`, or a `ValidationError` with the message of the `OptionError` it carries.
    static func plain(_ error: Error) -> Error {
        optionError(in: error).map { ValidationError($0.description) } ?? error
    }

    /// The one-line reason for `error` from parsing `command`'s arguments: the `OptionError`'s
    /// description, or ArgumentParser's message.
    static func reason<C: ParsableArguments>(_ error: Error, parsing command: C.Type) -> String {
        optionError(in: error)?.description ?? command.message(for: error)
    }

    private static func find(in value: Any, depth: Int) -> OptionError? {
        guard depth > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let found = child.value as? OptionError { return found }
            if let found = find(in: child.value, depth: depth - 1) { return found }
        }
        return nil
    }
}
