#if canImport(Glibc)
import Glibc
#endif

/// Mesa's software rasteriser, llvmpipe, which draws every frame where no GPU driver is loaded (thin
/// clients, virtual machines, cheap boards): how many threads it rasterises with.
///
/// llvmpipe starts one rasteriser thread per online processor. Two per processor make a frame
/// cheaper on such machines: on 2 cores (Xvfb, llvmpipe of Mesa 22.3, 15 s mixed replays fullscreen,
/// 3 interleaved rounds) 4 threads took frame work at 1920×1080 from p50 6.75–7.12 / p99 12.8–13.3 ms
/// to 5.0–5.2 / 7.7–8.6 ms, at 800×600 from 3.43 / 5.01 to 2.38 / 3.79 ms; at 3840×2160 within noise
/// (BENCHMARKS.md, "Two rasteriser threads per core"). 3 threads gained about two thirds of that, 8
/// and 16 a little less than 4. GPU drivers do not read the setting.
public enum SoftwareRasterizer {
    /// llvmpipe's setting for its number of rasteriser threads, read once when the GL driver starts.
    public static let threadsVariable = "LP_NUM_THREADS"

    /// Rasteriser threads per online processor: 2.
    public static let threadsPerProcessor = 2

    /// The most threads asked for: 16, llvmpipe's own ceiling in Mesa 22 (`LP_MAX_THREADS`).
    public static let maxThreads = 16

    /// The value to give `threadsVariable`, or nil to leave it alone: nil when the user set it
    /// (`current`, any value: theirs wins) or with fewer than 2 online processors (llvmpipe then draws
    /// on the calling thread, measured nowhere here); else `threadsPerProcessor` × `onlineProcessors`,
    /// at most `maxThreads`.
    public static func threadsSetting(current: String?, onlineProcessors: Int) -> String? {
        guard current == nil, onlineProcessors >= 2 else { return nil }
        return String(min(onlineProcessors * threadsPerProcessor, maxThreads))
    }

    /// Sets `threadsVariable` in the process's environment as `threadsSetting` says. Call before the
    /// window and its renderer are made, and before any other thread starts (`setenv`).
    public static func applyThreadSetting() {
        let current = getenv(threadsVariable).map { String(cString: $0) }
        let processors = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        if let value = threadsSetting(current: current, onlineProcessors: processors) {
            setenv(threadsVariable, value, 0)
        }
    }
}
