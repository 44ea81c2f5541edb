import Foundation
import SwipeCore
import Testing

@testable import SwipeDeck

/// The option pipeline's parts: `OptionBounds` (one range, stated and checked), `LogTarget` and
/// `FilePath` (typed paths), `resolved()` (kiosk mode's defaults and log) and the one same-file check.
@Suite struct OptionPipelineTests {
    @Test func boundsStateAndCheckTheSameRange() {
        let visible = OptionBounds.closed(1...5)
        #expect(visible.text == "1…5")
        #expect(visible.contains(1) && visible.contains(5) && !visible.contains(0) && !visible.contains(6))
        let threshold = OptionBounds.positive(atMost: 2)
        #expect(threshold.text == "greater than 0 and at most 2")
        #expect(threshold.contains(2.0) && !threshold.contains(0.0) && !threshold.contains(2.01))
        #expect(!threshold.contains(Double.nan))
        let speed = OptionBounds.positive(atMost: nil)
        #expect(speed.text == "greater than 0")
        #expect(speed.contains(1e300) && !speed.contains(Double.infinity) && !speed.contains(-1.0))
        #expect(OptionTable.textScale.rangeText == "1…2" && !OptionTable.textScale.accepts(Double.nan))
    }

    @Test func configKeysAndTheirKindsComeFromTheTable() {
        #expect(OptionTable.configKind("visible") == .value && OptionTable.configKind("kiosk") == .switch)
        #expect(OptionTable.configKind("deck") == .argument)
        #expect(OptionTable.configKind("reduced-motion") == .switchWithNo)
        #expect(OptionTable.configKind("no-reduced-motion") == .switch)
        #expect(OptionTable.configKind("no-kiosk") == nil && OptionTable.configKind("bogus") == nil)
    }

    @Test func theLogFlagReadsStandardOutputAndFiles() {
        #expect(LogTarget("-") == .standardOutput && LogTarget("-").file == nil && LogTarget("-").path == "-")
        #expect(LogTarget("d.jsonl") == .file("d.jsonl") && LogTarget("d.jsonl").path == "d.jsonl")
        #expect(LogTarget("d.jsonl").optionName == "--log")
        #expect(LogTarget.kioskDefault("/s/decisions.jsonl").optionName == "the kiosk's decision log")
    }

    @Test func onlyKioskModeIsResolved() {
        var options = AppOptions()
        options.idleReset = 5
        #expect(options.resolved(environment: [:]) == options)
        options.kiosk = true
        let resolved = options.resolved(environment: ["XDG_STATE_HOME": "/srv/state"])
        #expect(resolved.idleReset == 5 && resolved.deckOptions.loops)
        #expect(resolved.log?.path == "/srv/state/swipedeck/decisions.jsonl")
    }

    @Test func runFilesNameTheirOptionsInOrder() {
        var options = AppOptions()
        options.log = "-"
        options.replayPath = "in"; options.recordPath = "out"; options.frameStatsPath = "f"; options.metricsPath = "m"
        #expect(options.runFiles.map { $0.option } == ["--replay", "--record", "--frame-stats", "--metrics"])
        options.log = "l"
        #expect(options.runFiles.map { $0.path } == ["l", "in", "out", "f", "m"])
    }

    @Test func anOutputNamingTheKiosksLogIsRefusedByItsName() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("swipedeck-state-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        var options = AppOptions()
        options.kiosk = true
        options.frameStatsPath = FilePath(state + "/swipedeck/./decisions.jsonl")
        let resolved = options.resolved(environment: ["XDG_STATE_HOME": state])
        try StateDirectory.createFolder(of: state + "/swipedeck/decisions.jsonl")
        let error = #expect(throws: OptionError.self) { try resolved.checkSameFiles() }
        #expect(error?.option == "--frame-stats")
        #expect(error?.message.contains("is the same file as the kiosk's decision log \(state)/swipedeck/") == true)
    }
}
