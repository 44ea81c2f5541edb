import Foundation
import SwipeDeck
import Testing

@Suite struct AssetLocatorTests {
    private func locate(
        env: [String: String] = [:], exe: String?, cwd: String = "/home/u",
        existing: Set<String>
    ) throws(AssetLocatorError) -> AssetPaths {
        try AssetLocator.locate(
            environment: env, executablePath: exe, currentDirectory: cwd,
            exists: { existing.contains($0) })
    }

    @Test func environmentVariableWins() throws {
        let paths = try locate(
            env: ["SWIPEDECK_ASSETS": "/opt/a"], exe: "/repo/.build/debug/swipedeck",
            existing: ["/opt/a/SampleDeck/deck.json", "/repo/Assets/SampleDeck/deck.json"])
        #expect(paths.root == "/opt/a")
        #expect(paths.sampleDeck == "/opt/a/SampleDeck/deck.json")
        #expect(paths.regularFont == "/opt/a/Fonts/DejaVuSans.ttf")
        #expect(paths.boldFont == "/opt/a/Fonts/DejaVuSans-Bold.ttf")
    }

    @Test func environmentVariablePointingNowhereIsAnError() {
        #expect(throws: AssetLocatorError.self) {
            try locate(env: ["SWIPEDECK_ASSETS": "/opt/none"], exe: nil, existing: [])
        }
    }

    @Test func installedLayout() throws {
        let paths = try locate(
            exe: "/usr/local/bin/swipedeck",
            existing: ["/usr/local/share/swipedeck/SampleDeck/deck.json"])
        #expect(paths.root == "/usr/local/share/swipedeck")
    }

    @Test func walksUpFromTheBuildFolder() throws {
        let paths = try locate(
            exe: "/repo/.build/x86_64-unknown-linux-gnu/debug/swipedeck",
            existing: ["/repo/Assets/SampleDeck/deck.json"])
        #expect(paths.root == "/repo/Assets")
    }

    @Test func fallsBackToCurrentDirectory() throws {
        let paths = try locate(exe: nil, cwd: "/work/here", existing: ["/work/here/Assets/SampleDeck/deck.json"])
        #expect(paths.root == "/work/here/Assets")
    }

    @Test func notFoundSaysWhereItLooked() {
        do {
            _ = try locate(exe: "/a/b/swipedeck", cwd: "/c", existing: [])
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("SWIPEDECK_ASSETS"))
            #expect(error.description.contains("/a/Assets"))
            #expect(error.description.contains("/c/Assets"))
        }
    }

    @Test func realRepositoryAssetsExist() throws {
        let root = packageRoot()
        let paths = try AssetLocator.locate(
            environment: [:], executablePath: root + "/.build/debug/swipedeck",
            currentDirectory: "/", exists: { FileManager.default.fileExists(atPath: $0) })
        #expect(paths.root == root + "/Assets")
        #expect(FileManager.default.fileExists(atPath: paths.regularFont))
        #expect(FileManager.default.fileExists(atPath: paths.boldFont))
    }
}
