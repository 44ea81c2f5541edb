import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The Z key switches photo cards between the whole picture (the default) and the picture filling
/// the card, as feh's and nsxiv's zoom modes do: in kiosk mode too, never a decision, back to the
/// whole picture for the next visitor.
@Suite(.serialized) struct PhotoFitKeyTests {
    static let red = RGBA(220, 30, 30), green = RGBA(30, 200, 60), blue = RGBA(30, 60, 220)

    /// A folder `pano` of two 5:1 panoramas (500×100): red, green and blue from left to right, the
    /// green middle three fifths wide.
    static func panoramas(in folder: TempFolder) throws -> String {
        try folder.makeFolder("pano")
        let picture = try Surface(size: PixelSize(width: 500, height: 100))
        picture.fill(green)
        picture.fill(red, rect: PixelRect(x: 0, y: 0, width: 100, height: 100))
        picture.fill(blue, rect: PixelRect(x: 400, y: 0, width: 100, height: 100))
        for name in ["a.png", "b.png"] { try picture.savePNG(path: folder.path + "/pano/" + name) }
        return folder.path + "/pano"
    }

    func close(_ p: RGBA?, _ c: RGBA, _ tolerance: Int = 16) -> Bool {
        guard let p else { return false }
        return abs(Int(p.r) - Int(c.r)) <= tolerance && abs(Int(p.g) - Int(c.g)) <= tolerance
            && abs(Int(p.b) - Int(c.b)) <= tolerance
    }

    /// The last frame's pixels at the top card's left edge on its middle line (6% in) and above its
    /// middle (20% down): whole, red (the panorama's left end) and a dimmed blur; filled, green and
    /// green (the panorama's middle, cropped).
    func probes(_ app: AppHarness) throws -> (edge: RGBA?, above: RGBA?) {
        let frame = try app.runtime.painter.renderer.readPixels(), c = app.card
        return (
            frame.pixel(x: Int(c.minX + c.width * 0.06), y: Int(c.center.y)),
            frame.pixel(x: Int(c.center.x), y: Int(c.minY + c.height * 0.2))
        )
    }

    func showsWhole(_ app: AppHarness) throws -> Bool {
        let (edge, above) = try probes(app)
        return close(edge, Self.red) && (above.map { $0.g < 150 } ?? false)
    }

    func showsFilled(_ app: AppHarness) throws -> Bool {
        let (edge, above) = try probes(app)
        return close(edge, Self.green) && close(above, Self.green)
    }

    @Test func zKeyBindingsAndKioskMode() {
        #expect(KeyBindings.command(for: KeyPress(.z), allowed: [.left, .right]) == .togglePhotoFit)
        #expect(KeyBindings.command(for: KeyPress(.z, shift: true), allowed: []) == .togglePhotoFit)
        #expect(KeyBindings.command(for: KeyPress(.z, ctrl: true), allowed: []) == .undo, "Ctrl+Z stays undo")
        #expect(KeyBindings.command(for: KeyPress(.z, alt: true), allowed: []) == nil)
        #expect(KeyBindings.command(for: KeyPress(.z, isRepeat: true), allowed: []) == nil, "a held key toggles once")
        #expect(KioskEscapes(isOn: true, unlockChord: .defaultUnlock).allows(.togglePhotoFit))
    }

    @Test func zFillsTheCardAndZAgainShowsTheWholePictureWithNoDecision() throws {
        let app = try AppHarness(deckPath: Self.panoramas)
        #expect(try showsWhole(app), "the whole panorama by default: \(String(describing: try? probes(app)))")
        app.push(.key(KeyInput(pressing: .z)))
        #expect(try showsWhole(app), "the frame right after Z still shows the painted card, not a placeholder")
        app.settle()
        #expect(
            try showsFilled(app), "Z: the panorama's middle fills the card: \(String(describing: try? probes(app)))")
        #expect(app.runtime.painter.textures.count == 2, "the old textures were replaced, not kept beside the new")
        app.key(.right)
        app.runtime.drawFrame(at: app.runtime.now())
        #expect(
            try showsFilled(app), "the next card, painted ahead, fills too: \(String(describing: try? probes(app)))")
        app.key(.z)
        #expect(try showsWhole(app), "Z again: whole")
        #expect(app.decisions.map(\.1) == ["right"], "Z decides and logs nothing")
        #expect(app.runtime.controller.deck.topIndex == 1)
    }

    @Test func aKioskVisitorMayFillAndTheNextOneSeesTheWholePicture() throws {
        let app = try AppHarness(
            configure: {
                $0.kiosk = true; $0.deckOptions.loops = true; $0.idleReset = 30
            }, deckPath: Self.panoramas)
        app.key(.z)
        #expect(try showsFilled(app), "Z works in kiosk mode: \(String(describing: try? probes(app)))")
        app.idle(31)
        app.settle()
        #expect(app.runtime.painter.textures.photoFit == .whole)
        #expect(try showsWhole(app), "after the idle reset, whole again: \(String(describing: try? probes(app)))")
    }

    @Test func aKioskStartOverShowsTheWholePictureAgain() throws {
        let app = try AppHarness(configure: { $0.kiosk = true }, deckPath: Self.panoramas)
        app.key(.z)
        #expect(app.runtime.painter.textures.photoFit == .cover)
        app.key(.right)
        app.settle()
        app.key(.right)
        app.settle()
        #expect(app.runtime.controller.deck.isExhausted)
        app.runtime.perform(.startOver)
        app.settle()
        #expect(app.runtime.painter.textures.photoFit == .whole, "the next visitor starts with the whole picture")
        #expect(try showsWhole(app), "whole again: \(String(describing: try? probes(app)))")
    }

    @Test func aTextCardIsNotPaintedAgain() throws {
        let app = try AppHarness(cards: 3)
        let cache = app.runtime.painter.textures
        #expect(cache.setPhotoFit(.cover))
        #expect(!cache.setPhotoFit(.cover), "no change")
        app.runtime.drawFrame(at: app.runtime.now())
        #expect(!cache.isBusy, "nothing asked of the painters: text cards have no picture to fit")
    }
}
