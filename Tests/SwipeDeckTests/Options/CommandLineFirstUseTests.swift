import Foundation
import Testing

@testable import SwipeDeck

/// What a new user meets on the command line: the run flags in `--help`, a picture given as the deck,
/// manifest errors listing every problem with cards counted from 1.
@Suite struct CommandLineFirstUseTests {
    let runner = ExecutableTests()

    @Test(.enabled(if: ExecutableTests.binaryExists, "build swipedeck first (swift build)"))
    func helpShowsTheRunFlags() throws {
        for flag in ["--help", "-h", "help"] {
            let outcome = try runner.run([flag])
            #expect(outcome.status == 0)
            for name in ["--window", "--layout", "--visible", "--kiosk", "--log", "report"] {
                #expect(outcome.stdout.contains(name), "\(flag) shows \(name)")
            }
        }
    }

    @Test(.enabled(if: ExecutableTests.binaryExists, "build swipedeck first (swift build)"))
    func aPictureGivenAsTheDeckSaysSo() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let png = folder.path + "/cat.png"
        try FileManager.default.copyItem(atPath: packageRoot() + "/Assets/SampleDeck/clown.png", toPath: png)
        try FileManager.default.copyItem(atPath: png, toPath: folder.path + "/snapshot") // no extension: by its bytes
        for path in [png, folder.path + "/snapshot"] {
            let outcome = try runner.run([path])
            #expect(outcome.status == 2)
            #expect(outcome.stderr == "swipedeck: error: \(path) is a picture; give its folder, or a deck.json\n")
        }
    }

    @Test func manifestErrorsListEveryProblemCountingCardsFromOne() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = try folder.write(
            "deck.json",
            """
            {"cards": [{"id": "a", "title": "A"}, {"title": "no id"}, {"id": "a", "title": "again"},
                       {"id": "c", "title": "C", "color": "red"}]}
            """)
        #expect(throws: DeckError.self) { try DeckLoader.load(path: path) }
        do { _ = try DeckLoader.load(path: path) } catch {
            #expect(
                error.description == "\(path): 3 problems: card 2: missing required key \"id\"; "
                    + "card 3 (\"a\"): duplicate id, already used by card 1; "
                    + "card 4 (\"c\"): bad color \"red\": expected \"#rrggbb\" or \"#rrggbbaa\" in hexadecimal")
        }
    }

    @Test func aLongListIsCutAtTheLimit() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let cards = (0..<25).map { "{\"id\": \"x\($0)\"}" }.joined(separator: ",")
        let path = try folder.write("deck.json", "{\"cards\": [\(cards)]}")
        do { _ = try DeckLoader.load(path: path); Issue.record("loaded") } catch {
            #expect(
                error.description.hasPrefix("\(path): 25 problems: card 1 (\"x0\"): missing required key \"title\";"))
            #expect(error.description.hasSuffix("card 10 (\"x9\"): missing required key \"title\"; and 15 more"))
        }
    }
}
