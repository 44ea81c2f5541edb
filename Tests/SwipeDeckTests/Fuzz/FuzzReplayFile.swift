import Foundation
import SwipeCore
import SwipeSDL

@testable import SwipeDeck

/// A fuzz case written out for `swipedeck --replay`: the stream as a recording (header first), and the
/// deck it ran on beside it.
///
/// `$TMPDIR/swipedeck-fuzz-<seed>.jsonl` and `$TMPDIR/swipedeck-fuzz-<seed>-deck.json`; commands are
/// written as the keys that run them (a diagonal swipe or start over has none and is left out).
enum FuzzReplayFile {
    /// The recording's path for `seed`.
    static func path(seed: UInt64) -> String {
        FileManager.default.temporaryDirectory.path + "/swipedeck-fuzz-\(seed).jsonl"
    }

    /// The recording's text: the header for the case's window, then one line per step.
    static func text(_ fuzz: FuzzCase) -> String {
        RecordingFormat.header(window: fuzz.window)
            + fuzz.steps.compactMap(\.recorded).map(RecordingFormat.line).joined()
    }

    /// Writes the recording and the deck; returns how to replay them (a shell command), with a note
    /// on the commands the file cannot hold.
    @discardableResult
    static func write(_ fuzz: FuzzCase) -> String {
        let recording = path(seed: fuzz.seed)
        let deck = String(recording.dropLast(".jsonl".count)) + "-deck.json"
        do {
            try text(fuzz).write(toFile: recording, atomically: true, encoding: .utf8)
            try FuzzRunner.manifest(cards: fuzz.cards).write(toFile: deck, atomically: true, encoding: .utf8)
        } catch {
            return "(could not write the replay file \(recording): \(error))"
        }
        let missing = fuzz.steps.filter { $0.recorded == nil }.count
        let note =
            missing == 0
            ? "" : " (\(missing) command(s) without a key — start over, diagonal swipes — are not in the file)"
        return "swipedeck \(deck) \(fuzz.flags) --replay \(recording)\(note)"
    }
}
