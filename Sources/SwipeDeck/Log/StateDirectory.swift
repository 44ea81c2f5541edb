import Foundation

/// Where kiosk mode keeps its log when `--log` is not given.
public enum StateDirectory {
    /// The kiosk's default log: `$XDG_STATE_HOME/swipedeck/decisions.jsonl`, with `XDG_STATE_HOME`
    /// defaulting to `~/.local/state` (an empty or relative value is ignored, as the spec says).
    public static func defaultLogPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else {
            base = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state"
        }
        return base + "/swipedeck/decisions.jsonl"
    }

    /// Creates the folder of `path` (and its parents) if missing.
    public static func createFolder(of path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
    }
}
