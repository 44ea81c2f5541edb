import Foundation

/// Where `swipedeck sync` keeps its cursors.
public enum SyncStateFolder {
    /// systemd's `$STATE_DIRECTORY` (the unit's `StateDirectory=`; its first folder), else
    /// `$XDG_STATE_HOME/swipedeck/sync`, else `~/.local/state/swipedeck/sync`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let systemd = environment["STATE_DIRECTORY"]?.split(separator: ":").first, systemd.hasPrefix("/") {
            return String(systemd)
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/swipedeck/sync" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state/swipedeck/sync"
    }

    /// `path` made absolute through its folder's real path (the file itself may not exist yet), so
    /// the same log always has the same cursor. Throws `.usage` for a folder that does not exist or
    /// a path that is a folder.
    public static func absoluteLog(_ path: String) throws(FleetError) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let real = realpath(folder.isEmpty ? "." : folder, nil) else {
            throw FleetError(
                .usage, "cannot follow decision log \(path): its folder \(folder.isEmpty ? "." : folder) does not exist"
            )
        }
        defer { free(real) }
        var isFolder: ObjCBool = false
        let absolute = String(cString: real) + "/" + name
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue {
            throw FleetError(.usage, "cannot follow decision log \(path): it is a folder")
        }
        return absolute
    }
}
