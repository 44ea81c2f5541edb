import SwipeCore

/// A key with modifiers that must all be held, e.g. the kiosk's unlock chord Ctrl+Alt+Shift+Q.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public var ctrl: Bool, alt: Bool, shift: Bool
    /// The key's SDL keycode: a lowercase letter or a digit (its ASCII code).
    public var keycode: Int32

    public init(ctrl: Bool = false, alt: Bool = false, shift: Bool = false, keycode: Int32) {
        self.ctrl = ctrl; self.alt = alt; self.shift = shift; self.keycode = keycode
    }

    /// The kiosk's default unlock chord: Ctrl+Alt+Shift+Q.
    public static let defaultUnlock = KeyChord(ctrl: true, alt: true, shift: true, keycode: Int32(UInt8(ascii: "q")))

    /// Whether `press` is this chord: the same key and exactly these modifiers (repeats too).
    public func matches(_ press: KeyPress) -> Bool {
        press.ctrl == ctrl && press.alt == alt && press.shift == shift && press.key.keycode == keycode
    }

    /// "ctrl+alt+shift+q", the command-line form (a keycode that is no character: "#keycode").
    public var description: String {
        let key = UInt32(exactly: keycode).flatMap(UnicodeScalar.init).map(String.init) ?? "#\(keycode)"
        return (ctrl ? "ctrl+" : "") + (alt ? "alt+" : "") + (shift ? "shift+" : "") + key
    }

    /// Whether the command line could give this chord: at least one modifier, and a lowercase
    /// letter or a digit as the key (`OptionParsing.keyChord`).
    public var isTypable: Bool {
        let letterOrDigit =
            (Int32(UInt8(ascii: "a"))...Int32(UInt8(ascii: "z"))).contains(keycode)
            || (Int32(UInt8(ascii: "0"))...Int32(UInt8(ascii: "9"))).contains(keycode)
        return (ctrl || alt || shift) && letterOrDigit
    }
}

extension Key {
    /// The SDL keycode of a letter or digit key, nil for the named keys that are not.
    var keycode: Int32? {
        switch self {
        case .q: return Int32(UInt8(ascii: "q"))
        case .s: return Int32(UInt8(ascii: "s"))
        case .z: return Int32(UInt8(ascii: "z"))
        case .other(let code): return code
        default: return nil
        }
    }
}

extension OptionParsing {
    /// Parses a key chord: modifiers `ctrl`, `alt`, `shift` (any order, case-insensitive, joined with
    /// `+`, at least one) and one letter or digit last, e.g. "ctrl+alt+shift+q".
    public static func keyChord(_ text: String, option: String = OptionTable.unlockChord.flag) throws(OptionError)
        -> KeyChord
    {
        let form = "expected modifiers and a letter or digit joined with +, e.g. ctrl+alt+shift+q"
        let parts = text.trimmingSpaces().lowercased().split(separator: "+", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces()
        }
        guard parts.count >= 2, let key = parts.last, key.count == 1, let c = key.unicodeScalars.first,
            c.isASCII, ("a"..."z").contains(c) || ("0"..."9").contains(c)
        else {
            throw OptionError(option: option, message: "\(form), got \(quote(text))")
        }
        var chord = KeyChord(keycode: Int32(c.value))
        for name in parts.dropLast() {
            let modifier: WritableKeyPath<KeyChord, Bool>
            switch name {
            case "ctrl", "control": modifier = \.ctrl
            case "alt": modifier = \.alt
            case "shift": modifier = \.shift
            default:
                throw OptionError(
                    option: option, message: "unknown modifier \(quote(name)); valid modifiers: ctrl, alt, shift")
            }
            guard !chord[keyPath: modifier] else {
                throw OptionError(option: option, message: "modifier \(quote(name)) is listed twice")
            }
            chord[keyPath: modifier] = true
        }
        return chord
    }
}
