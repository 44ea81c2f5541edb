import Foundation
import SwipeCore
import SwipeSDL
import Testing

@testable import SwipeDeck

/// Random input streams through the real app loop (dummy video driver, virtual time), with the
/// invariants of `FuzzInvariants` checked after every pass. A failure names its seed and writes a
/// replay file; `SWIPEDECK_FUZZ_SEED=<seed>` reruns that stream alone (see `FuzzSettings`).
/// One at a time: SDL's queue and window are process-wide.
@Suite(.serialized) struct AppFuzzTests {
    @Test func randomInputStreamsKeepTheAppsInvariants() throws {
        let settings = FuzzSettings()
        var system = SystemRandomNumberGenerator()
        var total = FuzzOutcome(), failures = 0
        let start = ContinuousClock.now
        defer { FuzzCrashNote.clear() }
        for _ in 0..<settings.streams {
            let seed = settings.seed ?? system.next()
            let fuzz = FuzzGenerator.makeCase(seed: seed, steps: settings.steps)
            if settings.seed != nil { print("fuzz: replay with " + FuzzReplayFile.write(fuzz)) }
            FuzzCrashNote.set(
                "fuzz: the app crashed on stream \(fuzz); rerun with SWIPEDECK_FUZZ_SEED=\(seed) SWIPEDECK_FUZZ_STEPS=\(settings.steps)"
            )
            let outcome = try FuzzRunner.run(fuzz)
            total.events += outcome.events; total.commands += outcome.commands
            total.passes += outcome.passes; total.frames += outcome.frames
            if let failure = outcome.failure {
                failures += 1
                let replay = FuzzReplayFile.write(fuzz)
                Issue.record(
                    "\(fuzz): \(failure)\n  rerun: SWIPEDECK_FUZZ_SEED=\(seed) SWIPEDECK_FUZZ_STEPS=\(settings.steps) swift test --skip-build --filter AppFuzzTests\n  replay: \(replay)"
                )
                if failures >= FuzzSettings.failureLimit { break }
            }
        }
        print(
            "fuzz: \(settings.streams) streams, \(total.events) events, \(total.commands) commands, "
                + "\(total.passes) loop passes, \(total.frames) frames in \(ContinuousClock.now - start)")
        #expect(total.events > 0)
    }
}
