import Foundation
import Testing

@testable import SwipeDeck

/// `MetricsFile` and `--metrics` as the options check it: the file replaced whole, readable by the
/// collector, and a path that cannot be written refused at start (status 2, `Health.open`).
@Suite struct MetricsFileTests {
    @Test func theFileIsReplacedWholeReadableByAllWithNothingLeftBehind() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let file = MetricsFile(path: folder.path + "/m.prom")
        try file.write("a 1\n")
        try file.write("b 2\n")
        #expect(try folder.read("m.prom") == "b 2\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o644)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["m.prom"])
    }

    @Test func aMissingFolderOrAFolderAtThePathIsAClearError() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let missing = #expect(throws: OutputFileError.self) {
            try MetricsFile(path: folder.path + "/no/m.prom").write("")
        }
        #expect(
            missing?.description
                == "metrics file \(folder.path)/no/m.prom: cannot create a file in \(folder.path)/no: No such file or directory"
        )
        try folder.makeFolder("dir.prom")
        let isFolder = #expect(throws: OutputFileError.self) {
            try MetricsFile(path: folder.path + "/dir.prom").write("")
        }
        #expect(isFolder?.description.contains("cannot replace it: Is a directory") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["dir.prom"])
    }

    @Test func anUnwritablePathIsRefusedAtStartNamingTheOption() throws {
        var options = AppOptions()
        options.metricsPath = "/nonexistent-swipedeck/m.prom"
        let error = #expect(throws: OptionError.self) { try Health.open(options, environment: [:]) }
        #expect(
            error?.description.hasPrefix("--metrics: metrics file /nonexistent-swipedeck/m.prom: cannot create") == true
        )
    }

    @Test func aFileInTheWatchedDeckFolderIsRefused() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let manifest = try folder.write("deck/deck.json", "{\"cards\": []}")
        try folder.makeFolder("deck/sub")
        try folder.makeFolder("elsewhere")
        for (deck, metrics, refused) in [
            (manifest, "deck/m.prom", true), (folder.path + "/deck", "deck/sub/m.prom", true),
            (folder.path + "/deck/", "deck/./m.prom", true), (manifest, "elsewhere/m.prom", false),
            (folder.path + "/deck", "deck-other.prom", false),
        ] {
            var options = AppOptions()
            options.deckPath = deck
            options.metricsPath = FilePath(folder.path + "/" + metrics)
            if refused {
                let error = #expect(throws: OptionError.self) { try Health.open(options, environment: [:]) }
                #expect(error?.description.contains("is in the deck's folder") == true, "\(metrics)")
            } else {
                #expect(try Health.open(options, environment: [:]) != nil, "\(metrics)")
            }
        }
    }

    @Test func nothingAskedForIsNoHealth() throws {
        #expect(try Health.open(AppOptions(), environment: [:]) == nil)
        #expect(
            try Health.open(AppOptions(), environment: ["SWIPEDECK_TEST_STALL_AFTER_FRAMES": "3"])?.stallAfterFrames
                == 3)
    }

    static let badOptions: [(AppOptions, String)] = {
        func values(_ fill: (inout AppOptions) -> Void) -> AppOptions {
            var v = AppOptions()
            fill(&v)
            return v
        }
        let sameFile = "--metrics: \"a\" is also given to another option; use a file of its own"
        return [
            (values { $0.metricsPath = "" }, "--metrics: the metrics file path is empty"),
            (
                values {
                    $0.metricsPath = "a"; $0.log = "a"
                }, sameFile
            ),
            (
                values {
                    $0.metricsPath = "a"; $0.frameStatsPath = "a"
                }, sameFile
            ),
            (
                values {
                    $0.metricsPath = "a"; $0.recordPath = "a"
                }, sameFile
            ),
        ]
    }()

    @Test(arguments: badOptions)
    func badMetricsOptionsNameTheirFlag(values: AppOptions, message: String) {
        let error = #expect(throws: OptionError.self) { try values.checked() }
        #expect(error?.description == message)
    }
}
