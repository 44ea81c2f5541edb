import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The CPU time of the kiosk's processes on this machine (those named `swipedeck`), read from
/// /proc, which any user may read: the sender needs no link to the app to see it drawing.
public final class KioskLoad {
    /// The process name looked for (/proc/PID/comm). "swipedeck": the app; the sender runs as
    /// swipedeck-fleet.
    let name: String
    /// The processes found, looked for again every `rescan` seconds.
    var pids: [Int32] = []
    var scanned = -Double.infinity
    /// Seconds between looks for new kiosk processes: 5.
    static let rescan = 5.0
    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    public init(name: String = "swipedeck") { self.name = name }

    /// Each kiosk process's CPU seconds (user and system) at `now` (seconds, monotonic).
    public func cpuSeconds(now: Double) -> [Int32: Double] {
        if now - scanned >= Self.rescan {
            pids = Self.processes(named: name)
            scanned = now
        }
        var result: [Int32: Double] = [:]
        for pid in pids {
            if let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let ticks = Self.cpuTicks(stat: text)
            {
                result[pid] = ticks / Self.ticksPerSecond
            }
        }
        return result
    }

    /// The processes whose /proc/PID/comm is `name`.
    static func processes(named name: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry),
                let comm = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8),
                comm.trimmingCharacters(in: .newlines) == name
            else { return nil }
            return pid
        }
    }

    /// utime + stime, in clock ticks, of a /proc/PID/stat line (fields 14 and 15; the name in
    /// parentheses may hold spaces and parentheses, so fields are counted after the last ')').
    static func cpuTicks(stat: String) -> Double? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After ')': state is field 3, so utime (14) and stime (15) are at offsets 11 and 12.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return user + system
    }
}
