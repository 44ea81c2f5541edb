import Foundation

extension SyncSender {
    /// The most lines the next batch may hold, after waiting while a kiosk on this machine draws and
    /// a batch went less than `DrainPacer.busyPause` ago (`DrainPacer`); the full batch when pacing
    /// is off.
    func pacedLimit() async -> Int {
        guard options.yieldsToKiosk else { return options.batchLines }
        while true {
            let now = Self.monotonicSeconds()
            switch pacer.next(now: now, kioskCPU: kioskLoad.cpuSeconds(now: now), fullBatch: options.batchLines) {
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

    /// Seconds on the monotonic clock (CLOCK_MONOTONIC).
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
