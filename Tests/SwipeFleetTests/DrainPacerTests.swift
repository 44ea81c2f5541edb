import Foundation
import Testing

@testable import SwipeFleet

/// The drain yields to a kiosk that draws, and runs in full while it is still (issue 25's frame goal).
@Suite struct DrainPacerTests {
    @Test func aStillKioskGetsFullBatches() {
        var pacer = DrainPacer()
        for step in 0..<20 {
            let now = Double(step) * 0.15
            #expect(pacer.next(now: now, kioskCPU: [42: 3.0], fullBatch: 5_000) == .send(limit: 5_000))
        }
        #expect(!pacer.busy)
    }

    @Test func aDrawingKioskGetsOneSmallBatchEveryPause() {
        var pacer = DrainPacer()
        _ = pacer.next(now: 10, kioskCPU: [42: 3.0], fullBatch: 5_000)
        // 0.2 s later the kiosk has used 0.1 s of CPU: half a core.
        #expect(pacer.next(now: 10.2, kioskCPU: [42: 3.1], fullBatch: 5_000) == .send(limit: DrainPacer.busyBatch))
        let pause = DrainPacer.busyPause
        guard case .wait(let seconds) = pacer.next(now: 10.2 + pause / 2, kioskCPU: [42: 3.15], fullBatch: 5_000)
        else {
            Issue.record("a batch went less than busyPause after the one at 10.2")
            return
        }
        #expect(abs(seconds - min(pause / 2, DrainPacer.longestWait)) < 1e-9, "until busyPause after 10.2")
        let next = pacer.next(now: 10.2 + pause + 0.01, kioskCPU: [42: 3.2], fullBatch: 5_000)
        #expect(next == .send(limit: DrainPacer.busyBatch))
    }

    @Test func smallBatchesAreShortBurstsAtTheSameRate() {
        // A busy batch is a burst of the sender's and the server's work beside the kiosk's frames:
        // kept to a few hundred microseconds of server time (~30 µs a line), while the lines a
        // second it allows stay far above what visitors decide (a few a second).
        #expect(Double(DrainPacer.busyBatch) * 30e-6 <= 0.001)
        #expect(Double(DrainPacer.busyBatch) / DrainPacer.busyPause >= 100)
    }

    @Test func theDrainResumesOnlyAfterTheKioskStayedStillForTheHold() {
        var pacer = DrainPacer()
        _ = pacer.next(now: 0, kioskCPU: [7: 1.0], fullBatch: 5_000)
        _ = pacer.next(now: 0.5, kioskCPU: [7: 1.3], fullBatch: 5_000)
        #expect(pacer.busy)
        // Still from 0.5 on: a pause between two swipes keeps the drain small...
        var now = 0.75
        while now < 0.5 + DrainPacer.stillHold - 0.01 {
            #expect(pacer.next(now: now, kioskCPU: [7: 1.3], fullBatch: 5_000) != .send(limit: 5_000), "at \(now)")
            #expect(pacer.busy)
            now += 0.25
        }
        // ...and once it has lasted the hold the drain goes on in cautious batches...
        let after = 0.5 + DrainPacer.stillHold
        #expect(pacer.next(now: after, kioskCPU: [7: 1.3], fullBatch: 5_000) == .send(limit: DrainPacer.cautiousBatch))
        #expect(!pacer.busy)
        // ...and in full once nobody has been there for `cautiousFor`.
        let gone = 0.5 + DrainPacer.cautiousFor
        #expect(pacer.next(now: gone, kioskCPU: [7: 1.3], fullBatch: 5_000) == .send(limit: 5_000))
        #expect(pacer.limit(at: gone, fullBatch: 5_000) == 5_000)
        #expect(pacer.limit(at: after, fullBatch: 5_000) == DrainPacer.cautiousBatch)
    }

    @Test func aCautiousBatchIsAShortBurstOfTheServersWork() {
        // ~30 µs of the server's CPU a line (BENCHMARKS.md): a batch after a visitor's pause stays
        // under a frame's time, where a full batch took ~0.15 s.
        #expect(Double(DrainPacer.cautiousBatch) * 30e-6 <= 1.0 / 60)
        #expect(DrainPacer.cautiousFor > DrainPacer.stillHold)
    }

    @Test func drawingAgainDuringTheHoldStartsItAgain() {
        var pacer = DrainPacer()
        _ = pacer.next(now: 0, kioskCPU: [7: 1.0], fullBatch: 5_000)
        _ = pacer.next(now: 0.5, kioskCPU: [7: 1.3], fullBatch: 5_000) // drawing until 0.5
        _ = pacer.next(now: 1.5, kioskCPU: [7: 1.6], fullBatch: 5_000) // drawing again until 1.5
        #expect(pacer.busy)
        #expect(
            pacer.next(now: 0.5 + DrainPacer.stillHold, kioskCPU: [7: 1.6], fullBatch: 5_000) != .send(limit: 5_000))
        #expect(
            pacer.next(now: 1.5 + DrainPacer.stillHold, kioskCPU: [7: 1.6], fullBatch: 5_000)
                == .send(limit: DrainPacer.cautiousBatch))
    }

    @Test func aSampleShorterThanATickKeepsTheLastJudgement() {
        var pacer = DrainPacer()
        _ = pacer.next(now: 0, kioskCPU: [7: 1.0], fullBatch: 5_000)
        _ = pacer.next(now: 0.5, kioskCPU: [7: 1.3], fullBatch: 5_000)
        // 10 ms later the CPU reads the same (ticks): still judged busy, not still.
        #expect(pacer.next(now: 0.51, kioskCPU: [7: 1.3], fullBatch: 5_000) != .send(limit: 5_000))
        #expect(pacer.busy)
    }

    @Test func aKioskThatStartsCountsFromItsFirstSampleAndOneThatEndsCountsNoMore() {
        var pacer = DrainPacer()
        _ = pacer.next(now: 0, kioskCPU: [1: 5.0], fullBatch: 5_000)
        // Process 2 appears with 40 s of CPU behind it, process 1 ended: neither is drawing now.
        #expect(pacer.next(now: 1, kioskCPU: [2: 40.0], fullBatch: 5_000) == .send(limit: 5_000))
        #expect(pacer.next(now: 2, kioskCPU: [2: 40.5], fullBatch: 5_000) == .send(limit: DrainPacer.busyBatch))
    }

    @Test func noKioskOnTheMachineLeavesTheDrainInFull() {
        var pacer = DrainPacer()
        #expect(pacer.next(now: 0, kioskCPU: [:], fullBatch: 800) == .send(limit: 800))
        #expect(pacer.next(now: 1, kioskCPU: [:], fullBatch: 800) == .send(limit: 800))
    }

    @Test func theCPUOfAProcessIsReadPastANameWithSpacesAndParentheses() {
        let stat = "4242 (my (odd) name) S 1 4242 4242 0 -1 4194560 500 0 0 0 250 37 0 0 20 0 1 0 100 1000 50"
        #expect(KioskLoad.cpuTicks(stat: stat) == 287)
        #expect(KioskLoad.cpuTicks(stat: "4242 (short") == nil)
    }

    @Test func theKiosksProcessesAreFoundByName() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["30"]
        try child.run()
        defer { child.terminate() }
        let load = KioskLoad(name: "sleep")
        #expect(load.cpuSeconds(now: 0)[child.processIdentifier] != nil)
        #expect(KioskLoad(name: "no-such-process-name").cpuSeconds(now: 0).isEmpty)
    }
}

/// The kiosk's activity file (`KioskActivity`) makes the drain yield at the kiosk's first frame, even
/// when its process is not found yet (a kiosk started after the sender's last look for processes).
@Suite struct DrainPacerActivityTests {
    @Test func aFrameInTheActivityFileMakesTheKioskBusyAtOnce() {
        var pacer = DrainPacer()
        #expect(pacer.next(now: 100, kioskCPU: [:], lastFrame: 20, fullBatch: 5_000) == .send(limit: 5_000))
        #expect(
            pacer.next(now: 100.01, kioskCPU: [:], lastFrame: 100.005, fullBatch: 5_000)
                == .send(limit: DrainPacer.busyBatch))
        #expect(pacer.busy)
        guard case .wait = pacer.next(now: 100.02, kioskCPU: [:], lastFrame: 100.015, fullBatch: 5_000) else {
            Issue.record("a second batch went within busyPause")
            return
        }
    }

    @Test func theHoldCountsFromTheLastFrameTheFileTells() {
        var pacer = DrainPacer()
        _ = pacer.next(now: 10, kioskCPU: [:], lastFrame: 10, fullBatch: 5_000)
        let still = 10 + DrainPacer.stillHold
        #expect(pacer.next(now: still - 0.05, kioskCPU: [:], lastFrame: 10, fullBatch: 5_000) != .send(limit: 5_000))
        #expect(pacer.busy)
        #expect(
            pacer.next(now: still, kioskCPU: [:], lastFrame: 10, fullBatch: 5_000)
                == .send(limit: DrainPacer.cautiousBatch))
        #expect(!pacer.busy)
    }

    @Test func aMomentAfterNowCountsAsNow() {
        var pacer = DrainPacer()
        _ = pacer.next(now: 5, kioskCPU: [:], lastFrame: 5.5, fullBatch: 5_000)
        #expect(pacer.busy)
        #expect(
            pacer.next(now: 5 + DrainPacer.stillHold, kioskCPU: [:], lastFrame: nil, fullBatch: 5_000)
                == .send(limit: DrainPacer.cautiousBatch))
    }
}
