import Foundation
import SwipeDeck

extension SyncSender {
    /// The most lines the next batch may hold, after waiting while a kiosk on this machine draws and
    /// a batch went less than `DrainPacer.busyPause` ago (`DrainPacer`); the full batch when pacing
    /// is off.
    func pacedLimit() async -> Int {
        guard options.yieldsToKiosk else { return options.batchLines }
        while true {
            let now = Self.monotonicSeconds()
            let lastFrame = kioskActivity.flatMap { KioskActivity.lastFrame(path: $0, now: now) }
            let cpu = kioskLoad.cpuSeconds(now: now)
            switch pacer.next(now: now, kioskCPU: cpu, lastFrame: lastFrame, fullBatch: options.batchLines) {
            case .send(let limit): return limit
            case .wait(let seconds): await Pause.seconds(seconds)
            }
        }
    }

    /// The next batch's size without waiting: small while the kiosk draws or drew a moment ago.
    func quickLimit() -> Int {
        options.yieldsToKiosk
            ? pacer.limit(at: Self.monotonicSeconds(), fullBatch: options.batchLines) : options.batchLines
    }

    /// Seconds on the monotonic clock (CLOCK_MONOTONIC), the clock of the kiosk's activity file.
    static func monotonicSeconds() -> Double { MonotonicClock.seconds() }
}
