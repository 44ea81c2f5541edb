import SwipeCore
import Testing

@testable import SwipeDeck

/// `--high-contrast` reaches every part that draws: the chrome's look and the stamps (issue 29). The
/// stamps follow the look through `FramePainter.look`'s didSet, which does not run while the painter
/// is being made: opened with the option, the stamps were once left in the standard look (found by the
/// e2e's contrast check of a held NOPE stamp, 3.7:1).
@Suite(.serialized) struct HighContrastAppTests {
    @Test func theOptionGivesTheChromeAndTheStampsTheHighContrastLook() throws {
        let app = try AppHarness { $0.highContrast = true }
        #expect(app.runtime.painter.look == .highContrast)
        #expect(app.runtime.painter.scenes.highContrastStamps, "the stamps follow the look from the start")
    }

    @Test func withoutItBothStayStandard() throws {
        let app = try AppHarness()
        #expect(app.runtime.painter.look == .standard)
        #expect(!app.runtime.painter.scenes.highContrastStamps)
    }
}
