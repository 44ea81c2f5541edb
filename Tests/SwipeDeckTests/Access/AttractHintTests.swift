import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The attract state's hint (issue 30) through the real loop on virtual time: shown while the kiosk
/// waits for a visitor (at the start, after an idle reset), gone at the first touch or key, translated
/// by the `hint` label and turned off by an empty one; none on a desktop without an idle reset.
@Suite(.serialized) struct AttractHintTests {
    static let english = Labels.Key.hint.english

    /// Whether the last frame shows the hint's dark pill where `HintLayout` puts it for `text`.
    func showsPill(_ app: AppHarness, text: String = AttractHintTests.english) throws -> Bool {
        let frame = try app.runtime.painter.renderer.readPixels(), runtime = app.runtime
        let screen = runtime.controller.screen
        let panel = HintLayout.make(
            card: screen.card, viewport: runtime.controller.viewport, labelPointSize: screen.labelPointSize
        ) { runtime.painter.chrome.textWidth(text, pointSize: $0, bold: true) }.panel
        let p = try #require(frame.pixel(x: Int(panel.minX + panel.height * 0.2), y: Int(panel.center.y)))
        let pill = ChromeLook.standard.warningPanel
        return abs(Int(p.r) - Int(pill.r)) < 20 && abs(Int(p.g) - Int(pill.g)) < 20 && abs(Int(p.b) - Int(pill.b)) < 20
    }

    /// A click on the window's background, off the card and the buttons.
    func clickBackground(_ app: AppHarness) {
        app.mouse(.down, at: Vector2(8, 300))
        app.mouse(.up, at: Vector2(8, 300))
        app.settle()
    }

    @Test func aKioskShowsItUntilTheFirstTouchAndAgainAfterTheIdleReset() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.idleReset = 30
        }
        #expect(app.runtime.frameContent.hint == Self.english)
        #expect(try showsPill(app), "the hint over the top card at the start")
        clickBackground(app)
        #expect(app.runtime.frameContent.hint == nil)
        #expect(try !showsPill(app), "gone at the first touch")
        app.idle(10)
        #expect(try !showsPill(app), "not back while the visitor may still be there")
        app.idle(21)
        #expect(app.runtime.controller.deck.topIndex == 0 && app.runtime.frameContent.hint == Self.english)
        app.settle()
        #expect(try showsPill(app), "back after the idle reset")
        clickBackground(app) // after an idle reset the first touch only wakes: nothing else redraws
        #expect(try !showsPill(app), "the waking touch takes it away, and the frame shows it")
        #expect(app.decisions.isEmpty)
    }

    /// The appliance's waking scenario: a finger resting on the card through the idle reset, lifted
    /// afterwards, is nobody: the hint stays and the next touch still only wakes.
    @Test func liftingAContactHeldThroughTheIdleResetKeepsIt() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.idleReset = 30
        }
        clickBackground(app)
        let card = app.runtime.controller.screen.card.center
        app.mouse(.down, at: card)
        app.idle(31)
        #expect(app.runtime.frameContent.hint == Self.english, "the reset let the resting contact go")
        app.mouse(.up, at: card)
        app.settle()
        #expect(app.runtime.frameContent.hint == Self.english && app.runtime.duty.kiosk.isAttracting)
        #expect(try showsPill(app), "still on screen after the lift")
        clickBackground(app)
        #expect(app.runtime.frameContent.hint == nil && app.decisions.isEmpty, "the next touch wakes, deciding nothing")
    }

    @Test func aKeyEndsItAndAnEmptyLabelTurnsItOff() throws {
        let app = try AppHarness {
            $0.kiosk = true; $0.idleReset = 60
        }
        #expect(try showsPill(app))
        app.key(.right)
        #expect(try !showsPill(app) && app.decisions.map(\.1) == ["right"])
        let off = try AppHarness {
            $0.kiosk = true; $0.idleReset = 60; $0.labels = Labels([.hint: ""])
        }
        #expect(off.runtime.frameContent.hint == nil)
        #expect(try !showsPill(off))
    }

    @Test func theDesktopShowsItOnlyWithAnIdleReset() throws {
        let plain = try AppHarness()
        #expect(plain.runtime.frameContent.hint == nil, "no attract state without an idle reset")
        let reset = try AppHarness { $0.idleReset = 45 }
        #expect(reset.runtime.frameContent.hint == Self.english)
    }

    @Test func aManifestTranslatesIt() throws {
        let french = "Glissez à droite pour aimer, à gauche pour passer"
        let app = try AppHarness(
            configure: {
                $0.kiosk = true; $0.idleReset = 60
            },
            deckPath: {
                try $0.write(
                    "deck.json",
                    "{\"labels\": {\"hint\": \"\(french)\"}, \"cards\": [{\"id\": \"a\", \"title\": \"A\", \"color\": \"#336699\"}]}"
                )
            })
        #expect(app.runtime.frameContent.hint == french)
        #expect(try showsPill(app, text: french))
    }
}
