import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The accessibility button (EN 301 549 5.1.3) through the real loop on virtual time: a tap turns
/// speech on and off exactly as S does, it is in the Tab order, its state is in the frame, and the
/// next visitor (idle reset, Start over) gets the operator's default back.
@Suite(.serialized) struct SpeechButtonTests {
    /// An app whose speech is said to a speaker that keeps its samples (no audio device).
    static func app(cards: Int = 3, configure: (inout AppOptions) -> Void = { _ in }) throws -> AppHarness {
        let app = try AppHarness(cards: cards, configure: configure)
        let holder = app.runtime.holder
        app.runtime.decisions.speech = SpeechOutput(
            on: app.runtime.decisions.speech?.isOnByDefault ?? false, holder: holder,
            makeSpeaker: { Speaker(output: .samples { _, _ in true }) }, warn: { Issue.record("warning: \($0)") })
        return app
    }

    static func tap(_ app: AppHarness, _ kind: ButtonKind) throws {
        let layout = app.runtime.painter.chromeLayout(of: app.runtime.controller, labels: app.runtime.holder.labels)
        let rect = try #require(layout.buttons[kind])
        app.mouse(.down, at: rect.center)
        app.mouse(.up, at: rect.center)
        app.settle()
    }

    var isOn: (AppHarness) -> Bool = { $0.runtime.decisions.speech?.isOn ?? false }

    @Test func aTapTurnsSpeechOnAndOffAsSDoesAndDecidesNothing() throws {
        let app = try Self.app()
        #expect(!isOn(app) && !app.runtime.frameContent.speechOn)
        try Self.tap(app, .speech)
        #expect(isOn(app), "a tap turns it on")
        #expect(app.runtime.frameContent.speechOn, "the frame shows it on")
        app.key(.s)
        #expect(!isOn(app), "S turns it off again: the same switch")
        try Self.tap(app, .speech)
        try Self.tap(app, .speech)
        #expect(!isOn(app), "two taps: off")
        #expect(app.decisions.isEmpty && app.runtime.controller.deck.topIndex == 0, "no card decided")
    }

    @Test func aTapWorksInKioskModeToo() throws {
        let app = try Self.app { $0.kiosk = true }
        try Self.tap(app, .speech)
        #expect(isOn(app), "a visitor at a kiosk turns speech on without help")
        #expect(app.runtime.isRunning && app.decisions.isEmpty)
    }

    @Test func itIsInTheTabOrderAndEnterTurnsSpeechOn() throws {
        let app = try Self.app()
        app.key(.tab)
        #expect(app.runtime.router.focus.focused == .speech, "the first stop: top left")
        #expect(app.runtime.frameContent.focusedButton == .speech)
        app.key(.enter)
        #expect(isOn(app))
        #expect(app.decisions.isEmpty)
    }

    @Test func theNextVisitorGetsTheOperatorsDefault() throws {
        let app = try Self.app { $0.idleReset = 5 }
        try Self.tap(app, .speech)
        #expect(isOn(app))
        app.idle(6)
        #expect(!isOn(app), "off after an idle reset")
        let spoken = try Self.app(cards: 1) { $0.speech = true }
        #expect(isOn(spoken))
        try Self.tap(spoken, .speech)
        #expect(!isOn(spoken))
        spoken.key(.right)
        try Self.tap(spoken, .speech) // on the empty view too
        #expect(isOn(spoken))
        try Self.tap(spoken, .speech)
        try Self.tap(spoken, .startOver)
        #expect(isOn(spoken), "Start over: back to --speech")
        #expect(spoken.runtime.controller.deck.topIndex == 0)
    }
}
