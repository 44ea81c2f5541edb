import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// `--kiosk`, `--unlock-chord`, `--display`, `--idle-reset`, `--resume` and the kiosk's default log.
@Suite struct KioskOptionTests {
    @Test func chordParsesInAnyOrderAndCase() throws {
        #expect(try OptionParsing.keyChord("ctrl+alt+shift+q") == .defaultUnlock)
        #expect(try OptionParsing.keyChord("Shift+CTRL+Alt+Q") == .defaultUnlock)
        let c = try OptionParsing.keyChord("alt+7")
        #expect(c == KeyChord(alt: true, keycode: Int32(UInt8(ascii: "7"))))
        #expect(c.description == "alt+7")
    }

    @Test(arguments: ["q", "ctrl+", "ctrl+alt", "ctrl+ctrl+q", "meta+q", "ctrl+f4", "ctrl++q", ""])
    func badChordsAreRejected(text: String) {
        #expect(throws: OptionError.self) { try OptionParsing.keyChord(text) }
    }

    /// Every letter and digit a chord can name matches the key SDL reports for it, the letters the app
    /// gives names to (Q, S, Z) included: `ctrl+alt+s` never matched once S became the speech key.
    @Test(arguments: Array("abcdefghijklmnopqrstuvwxyz0123456789"))
    func chordOfEveryLetterMatchesItsKey(letter: Character) throws {
        let chord = try OptionParsing.keyChord("ctrl+alt+\(letter)")
        let key = Key(keycode: Int32(letter.asciiValue!))
        #expect(chord.matches(KeyPress(key, ctrl: true, alt: true)), "ctrl+alt+\(letter) as \(key)")
    }

    @Test func chordMatchesExactlyItsModifiers() {
        let chord = KeyChord.defaultUnlock
        #expect(chord.matches(KeyPress(.q, ctrl: true, alt: true, shift: true)))
        #expect(!chord.matches(KeyPress(.q, ctrl: true, alt: true)))
        #expect(!chord.matches(KeyPress(.z, ctrl: true, alt: true, shift: true)))
        #expect(KeyChord(ctrl: true, keycode: 107).matches(KeyPress(.other(107), ctrl: true)))
    }

    /// Options with `fill` applied to the defaults.
    func options(_ fill: (inout AppOptions) -> Void) -> AppOptions {
        var o = AppOptions()
        fill(&o)
        return o
    }

    @Test func kioskDefaults() throws {
        let o = try options { $0.kiosk = true }.checked().resolved(environment: [:])
        #expect(o.kiosk && o.deckOptions.loops)
        #expect(o.idleReset == AppOptions.kioskIdleReset)
        #expect(o.unlockChord == .defaultUnlock)
        #expect(try AppOptions().checked().resolved(environment: [:]).idleReset == nil)
        #expect(try options { $0.idleReset = try! OptionParsing.idleReset("0.3") }.checked().idleReset == 0.3)
        #expect(try options { $0.display = try! OptionParsing.display("1") }.checked().display == 1)
    }

    @Test func badKioskValuesNameTheirOption() {
        #expect(
            throws: OptionError(option: "--idle-reset", message: "0 is out of range; expected seconds greater than 0")
        ) {
            try OptionParsing.idleReset("0")
        }
        #expect(throws: OptionError.self) { try OptionParsing.display("-1") }
        #expect(
            throws: OptionError(option: "--resume", message: "needs --log FILE (or --kiosk, which logs by default)")
        ) {
            try options { $0.resume = true }.checked()
        }
        #expect(throws: Never.self) {
            try options {
                $0.log = "x"; $0.resume = true
            }.checked()
        }
    }

    @Test func kioskLogFollowsXDGStateHome() {
        #expect(
            StateDirectory.defaultLogPath(environment: ["XDG_STATE_HOME": "/srv/state", "HOME": "/home/k"])
                == "/srv/state/swipedeck/decisions.jsonl")
        #expect(
            StateDirectory.defaultLogPath(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/k"])
                == "/home/k/.local/state/swipedeck/decisions.jsonl")
    }
}
