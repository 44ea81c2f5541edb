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

    /// Creates the folder of `path` and its parents (mode 0755) if missing. Throws "cannot create the
    /// state folder FOLDER: REASON" with the system's reason for the first one that cannot be made.
    public static func createFolder(of path: String) throws(DecisionLogError) {
        let folder = (path as NSString).deletingLastPathComponent
        var partial = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o755) != 0 && errno != EEXIST {
                throw DecisionLogError(
                    description: "cannot create the state folder \(folder): \(String(cString: strerror(errno)))")
            }
        }
    }
}
