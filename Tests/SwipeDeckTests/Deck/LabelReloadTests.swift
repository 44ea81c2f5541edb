import CSDL2
import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// The running app's labels: the manifest's under the command line's, and a reloaded manifest's
/// new words on the stamps and the empty view.
@Suite struct LabelReloadTests {
    static func manifest(right: String, empty: String) -> String {
        "{\"labels\": {\"right\": \"\(right)\", \"empty\": \"\(empty)\"}, \"cards\": [{\"id\": \"a\", \"title\": \"A\"}]}"
    }

    @Test func aReloadedManifestsLabelsShow() throws {
        let app = try AppHarness(
            configure: { $0.labels = Labels([.empty: "Fin"]) },
            deckPath: {
                try $0.write("deck.json", Self.manifest(right: "J'aime", empty: "Plus de cartes"))
            })
        #expect(app.runtime.painter.scenes.labels[.right] == "J'aime", "the manifest's stamp")
        #expect(app.runtime.holder.labels[.empty] == "Fin", "the command line's over the manifest's")
        let before = try app.runtime.painter.scenes.stampTexture(.like).size.width
        try app.folder.write("deck.json", Self.manifest(right: "Ça me plaît beaucoup", empty: "Rien"))
        Waiting.until(seconds: 3, { app.runtime.painter.scenes.labels[.right] != "J'aime" }) { ms in
            _ = EventPump.waitForEvent(timeoutMs: ms) // the watcher wakes the loop when it reloaded
            app.runtime.step(wait: false)
        }
        #expect(app.runtime.painter.scenes.labels[.right] == "Ça me plaît beaucoup", "the stamp takes the new word")
        #expect(try app.runtime.painter.scenes.stampTexture(.like).size.width > before, "its texture is made again")
        #expect(app.runtime.holder.labels[.empty] == "Fin", "the command line still wins")
    }
}
