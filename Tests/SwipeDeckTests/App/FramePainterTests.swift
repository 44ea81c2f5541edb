import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Rendering: `FramePainter` draws what the `FrameContent` value says, and only that.
@Suite(.serialized) struct FramePainterTests {
    /// Pixels inside `rect` that differ between two frames.
    func differing(_ a: Surface, _ b: Surface, in rect: Rect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { n += 1 }
        }
        return n
    }

    /// The frame `frame` draws, read back.
    func drawn(_ app: AppHarness, _ frame: FrameContent) throws -> Surface {
        app.runtime.painter.draw(frame)
        return try app.runtime.painter.renderer.readPixels()
    }

    @Test func thePressedButtonAndTheUndoStateComeFromTheFrame() throws {
        let app = try AppHarness(cards: 3)
        var frame = app.runtime.frameContent
        let buttons = ChromeLayout.deck(screen: frame.screen).buttons
        let like = try #require(buttons[.like]), undo = try #require(buttons[.undo])
        frame.pressedButton = nil; frame.canUndo = false
        let plain = try drawn(app, frame)
        frame.pressedButton = .like
        let pressed = try drawn(app, frame)
        #expect(differing(plain, pressed, in: like) > 20, "♥ drawn pressed")
        #expect(differing(plain, pressed, in: undo) == 0)
        frame.pressedButton = nil; frame.canUndo = true
        let undoable = try drawn(app, frame)
        #expect(differing(plain, undoable, in: undo) > 20, "↺ no longer dimmed")
        #expect(differing(plain, undoable, in: like) == 0)
    }

    @Test func theCounterIsTheFramesText() throws {
        let app = try AppHarness(cards: 3)
        var frame = app.runtime.frameContent
        let layout = ChromeLayout.deck(screen: frame.screen)
        let size = Double(layout.labelPointSize)
        let label = Rect(center: layout.labelCenter, size: Size(width: size * 6, height: size * 1.5))
        let first = try drawn(app, frame)
        frame.counter = "2 / 3"
        #expect(differing(first, try drawn(app, frame), in: label) > 10)
    }
}
