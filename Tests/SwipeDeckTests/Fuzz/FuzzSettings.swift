import Foundation

/// How much fuzzing to do, from the environment (`make fuzz` raises it; `make test` uses the defaults).
///
/// - `SWIPEDECK_FUZZ_SEED=N`: run only the stream of seed N (decimal), and write its replay file first.
/// - `SWIPEDECK_FUZZ_STREAMS=N`: app-level streams to run, ≥ 1. Default 80 (about 2,500 events).
/// - `SWIPEDECK_FUZZ_STEPS=N`: steps per app-level stream, ≥ 1. Default 30.
/// - `SWIPEDECK_FUZZ_ENGINE_STREAMS=N` (SwipeCoreTests): engine-level streams of 150 steps. Default 300.
struct FuzzSettings {
    /// The one seed to rerun, if set.
    var seed: UInt64?
    /// Streams to run (1 when `seed` is set).
    var streams: Int
    /// Steps per stream.
    var steps: Int
    /// Failing streams reported before the run stops. 3.
    static let failureLimit = 3

    /// The settings in `environment` (the process's by default).
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        seed = environment["SWIPEDECK_FUZZ_SEED"].flatMap { UInt64($0) }
        streams = seed != nil ? 1 : max(1, environment["SWIPEDECK_FUZZ_STREAMS"].flatMap { Int($0) } ?? 80)
        steps = max(1, environment["SWIPEDECK_FUZZ_STEPS"].flatMap { Int($0) } ?? 30)
    }
}
