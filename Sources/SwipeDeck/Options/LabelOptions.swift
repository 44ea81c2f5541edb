import SwipeCore

/// The label flags: `--label-right TEXT`, `--label-left`, `--label-up`, `--label-down`,
/// `--label-empty` and `--label-start-over`, and the same keys in a `--config` file
/// (`label-right = J'aime`). They win over a manifest's `"labels"`, which wins over English
/// (`Labels.overlaid(by:)`): flag > config > manifest > English default.
extension Labels.Key {
    /// The flag's name without its dashes, which is also the config file's key: "label-right",
    /// "label-left", "label-up", "label-down", "label-empty", "label-start-over", and for the spoken
    /// words "label-spoken-right" … "label-spoken-position" (the raw value in kebab case).
    public var optionName: String {
        "label-"
            + rawValue.unicodeScalars.map {
                $0.properties.isUppercase ? "-" + $0.properties.lowercaseMapping : String($0)
            }.joined()
    }
}

extension OptionParsing {
    /// A label's text as typed after its flag (or in a config file): on one line, as `Labels.checked`
    /// makes it. Throws an `OptionError` for a text with nothing to show or one longer than
    /// `key.maxLength` (the command line has no place for a warning: it says what to fix).
    public static func label(_ text: String, for key: Labels.Key) throws(OptionError) -> String {
        let option = "--" + key.optionName
        let checked = Labels.checked(text, for: key)
        switch checked.problem {
        case .empty?:
            throw OptionError(
                option: option,
                message: "the label is empty; give a text, or leave the option out for \(quote(key.english))")
        case .tooLong(let limit)?:
            throw OptionError(
                option: option,
                message: "the label is \(text.unicodeScalars.count) characters long; at most \(limit) are allowed")
        case nil:
            return checked.text ?? key.english
        }
    }
}

extension Labels {
    /// The labels typed on the command line (and in config files), by key, checked with
    /// `OptionParsing.label`. Keys not given are left out (the manifest's or English show).
    public init(commandLine texts: [Labels.Key: String]) throws(OptionError) {
        self.init()
        for key in Labels.Key.allCases { // in a fixed order, so the first problem reported is stable
            if let text = texts[key] { self[key] = try OptionParsing.label(text, for: key) }
        }
    }
}
