import SwipeCore
import Testing

/// Which cards are drawn above the chrome (`SceneCard.isRaised`): the held, flying and returning ones.
@Suite struct RaisedCardTests {
    let centre = Vector2(400, 264)

    @Test func aStackAtRestHasNoRaisedCard() {
        var c = DeckController(count: 5, viewport: testViewport)
        c.advance(to: 0)
        #expect(c.scene.cards.count >= 3)
        #expect(c.scene.cards.allSatisfy { !$0.isRaised })
        #expect(c.scene.layers.upper.isEmpty)
    }

    @Test func theHeldCardIsRaisedAndOnlyIt() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        drag(&c, from: centre, to: centre + Vector2(0, 200), steps: 8, duration: 0.3, startTime: 0, release: false)
        let top = try #require(c.topSceneCard)
        #expect(top.isRaised)
        let layers = c.scene.layers
        #expect(layers.upper.map(\.index) == [top.index])
        #expect(layers.lower.count == c.scene.cards.count - 1 && layers.lower.allSatisfy { !$0.isRaised })
    }

    @Test func aFlyingCardIsRaisedAndTheNewTopIsNot() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        drag(&c, from: centre, to: centre + Vector2(250, 0), steps: 8, duration: 0.2, startTime: 0)
        c.advance(to: 0.25)
        let flying = c.scene.cards.filter(\.isFlying)
        #expect(!flying.isEmpty && flying.allSatisfy(\.isRaised))
        c.run(until: 3)
        #expect(c.scene.cards.allSatisfy { !$0.isRaised }, "once everything settles nothing is raised")
    }

    @Test func aCardSpringingBackStaysRaisedUntilItRests() throws {
        var c = DeckController(count: 5, viewport: testViewport)
        let t = drag(&c, from: centre, to: centre + Vector2(0, 60), steps: 6, duration: 0.6, startTime: 0)
        c.advance(to: t + 0.02)
        #expect(try #require(c.topSceneCard).isRaised, "on its way back over the buttons")
        c.run(until: t + 3)
        #expect(try #require(c.topSceneCard).isRaised == false)
    }
}
