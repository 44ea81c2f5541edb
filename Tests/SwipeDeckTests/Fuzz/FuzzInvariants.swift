import Foundation
import SwipeSDL

@testable import SwipeCore
@testable import SwipeDeck

/// What the fuzzer checks after every pass of the app's loop, against its own account of the input
/// and of the decision log. Each check returns a message when it fails.
///
/// - every scene handed to the renderer has finite quads, opacities in 0…1 and finite stamp strengths;
/// - decision-log lines replay: the n-th standing decision (undos taken back) is the card at position
///   n (modulo the deck's size when it loops), each card decided at most once per pass, and an undo
///   line names the last decided card; a new session starts from scratch;
/// - the deck's position and history agree with the log, and its top card with the scene;
/// - no card stands twice in the scene (a looping deck may show one still fading out);
/// - the engine tracks only a pointer that is held: none once all are lifted or cancelled;
/// - the app runs until a quit key, window close or quit came.
struct FuzzInvariants {
    /// The case's deck size.
    let cards: Int
    let loops: Bool
    /// Deck indices of the standing decisions, oldest first, from the log.
    var decided: [Int] = []
    /// The session of the log lines read so far.
    var session: String?
    /// Bytes of the log already read.
    var logOffset = 0
    /// Log lines read, for messages.
    var logLines: [String] = []

    init(cards: Int, loops: Bool) { self.cards = cards; self.loops = loops }

    /// Scene problems: non-finite corners, opacity outside 0…1, stamp strength outside 0…1.
    static func sceneProblem(_ scene: Scene) -> String? {
        for card in scene.cards {
            if !card.quad.isFinite { return "card \(card.index) has a non-finite quad \(card.quad)" }
            if !(card.opacity.isFinite && card.opacity >= 0 && card.opacity <= 1) {
                return "card \(card.index) has opacity \(card.opacity)"
            }
            if let o = card.overlay, !(o.strength.isFinite && o.strength >= 0 && o.strength <= 1) {
                return "card \(card.index) has stamp strength \(o.strength)"
            }
        }
        if !(scene.viewport.width.isFinite && scene.viewport.height.isFinite) { return "viewport \(scene.viewport)" }
        return nil
    }

    /// Reads the log lines written since the last call and replays them; a message on the first
    /// line that breaks the rules.
    mutating func readLog(path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), data.count > logOffset else { return nil }
        let fresh = data[logOffset...]
        guard let end = fresh.lastIndex(of: UInt8(ascii: "\n")) else { return "log line without newline" }
        logOffset = end + 1
        for line in fresh[..<end].split(separator: UInt8(ascii: "\n")) {
            let text = String(decoding: line, as: UTF8.self)
            logLines.append(text)
            guard let obj = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let card = obj["card"] as? String, let index = obj["index"] as? Int,
                let decision = obj["decision"] as? String
            else { return "unreadable log line \(text)" }
            let lineSession = obj["session"] as? String
            if lineSession != session { session = lineSession; decided = [] }
            if card != "c\(index)" { return "log line names card \(card) at index \(index)" }
            if decision == "undo" {
                guard decided.last == index else {
                    return
                        "undo of card \(index) but the last decided card is \(decided.last.map(String.init) ?? "none")"
                }
                decided.removeLast()
            } else {
                let expected = loops && cards > 0 ? decided.count % cards : decided.count
                guard index == expected, index < cards else {
                    return
                        "decision \(decided.count + 1) of the session went to card \(index), expected card \(expected) (each card once per pass)"
                }
                decided.append(index)
            }
        }
        return nil
    }

    /// The app's state against the log and the input: a message for the first disagreement.
    /// `held`: the pointers pressed and not released or cancelled since.
    mutating func check(_ app: AppRuntime, logPath: String, held: Set<PointerID>, quitRequested: Bool) -> String? {
        if let problem = readLog(path: logPath) { return problem }
        if app.session != session {
            // A new visitor session (start over, idle reset) with no decision yet.
            session = app.session
            decided = []
        }
        let c = app.controller, deck = c.deck
        if !app.isRunning && !quitRequested { return "the app stopped running without a quit" }
        // Decisions the engine made since the last frame reach the log with the next one.
        var expected = decided
        for event in c.events {
            switch event {
            case .swiped(let index, _): expected.append(index)
            case .undone: if !expected.isEmpty { expected.removeLast() }
            default: break
            }
        }
        if deck.position != expected.count {
            return
                "deck position \(deck.position), but the log holds \(decided.count) standing decisions (\(expected.count) with the engine's pending events)"
        }
        if deck.history.map(\.index) != Array(expected.suffix(deck.undoLimit)) {
            return "deck history \(deck.history.map(\.index)) vs logged decisions \(expected)"
        }
        if deck.topIndex != (deck.isExhausted ? nil : deck.index(atPosition: deck.position)) {
            return "top index \(String(describing: deck.topIndex)) at position \(deck.position)"
        }
        let scene = c.scene
        if let problem = Self.sceneProblem(scene) { return "controller scene: \(problem)" }
        if scene.isEmpty != deck.isExhausted {
            return "scene empty \(scene.isEmpty), deck exhausted \(deck.isExhausted)"
        }
        let standing = scene.cards.filter { !$0.isFlying }.map(\.index)
        if !loops && Set(standing).count != standing.count { return "a card stands twice in the scene: \(standing)" }
        if let top = deck.topIndex, standing.last != top {
            return "top card \(top), scene's top \(String(describing: standing.last))"
        }
        if let p = c.gesture.pointer, !held.contains(p) {
            return "the engine tracks \(p), which is not held (held: \(held.map { "\($0)" }.sorted()))"
        }
        return nil
    }
}
