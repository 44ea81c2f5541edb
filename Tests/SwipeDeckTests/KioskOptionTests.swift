import Testing
@testable import SwipeDeck
import SwipeSDL

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

    @Test func chordMatchesExactlyItsModifiers() {
        let chord = KeyChord.defaultUnlock
        #expect(chord.matches(KeyPress(.q, ctrl: true, alt: true, shift: true)))
        #expect(!chord.matches(KeyPress(.q, ctrl: true, alt: true)))
        #expect(!chord.matches(KeyPress(.z, ctrl: true, alt: true, shift: true)))
        #expect(KeyChord(ctrl: true, keycode: 107).matches(KeyPress(.other(107), ctrl: true)))
    }

    @Test func kioskDefaults() throws {
        let o = try AppOptions(commandLine: CommandLineValues(kiosk: true))
        #expect(o.kiosk && o.loop)
        #expect(o.idleReset == AppOptions.kioskIdleReset)
        #expect(o.unlockChord == .defaultUnlock)
        #expect(try AppOptions(commandLine: CommandLineValues()).idleReset == nil)
        #expect(try AppOptions(commandLine: CommandLineValues(idleReset: "0.3")).idleReset == 0.3)
        #expect(try AppOptions(commandLine: CommandLineValues(display: "1")).display == 1)
    }

    @Test func badKioskValuesNameTheirOption() {
        #expect(throws: OptionError(option: "--idle-reset", message: "0 is out of range; expected seconds greater than 0")) {
            try AppOptions(commandLine: CommandLineValues(idleReset: "0"))
        }
        #expect(throws: OptionError.self) { try AppOptions(commandLine: CommandLineValues(display: "-1")) }
        #expect(throws: OptionError(option: "--resume", message: "needs --log FILE (or --kiosk, which logs by default)")) {
            try AppOptions(commandLine: CommandLineValues(resume: true))
        }
        #expect(throws: Never.self) { try AppOptions(commandLine: CommandLineValues(log: "x", resume: true)) }
    }

    @Test func kioskLogFollowsXDGStateHome() {
        #expect(StateDirectory.defaultLogPath(environment: ["XDG_STATE_HOME": "/srv/state", "HOME": "/home/k"])
                == "/srv/state/swipedeck/decisions.jsonl")
        #expect(StateDirectory.defaultLogPath(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/k"])
                == "/home/k/.local/state/swipedeck/decisions.jsonl")
    }
}
