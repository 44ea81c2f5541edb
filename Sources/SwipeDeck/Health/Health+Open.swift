import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension Health {
    /// The health reports `options` and `environment` ask for: systemd's notifications when
    /// `NOTIFY_SOCKET` is set, the metrics file with `--metrics` (written once now, so a path that
    /// cannot be written is refused at start: the app exits with status 2), the test's renderer stall
    /// (`RendererStall`), and the activity file a fleet sender on this machine reads (`KioskActivity`,
    /// when `XDG_RUNTIME_DIR` is set). Nil when none is asked for. Warnings go to standard error.
    public static func open(_ options: AppOptions, environment: [String: String]) throws(OptionError) -> Health? {
        let warn: (String) -> Void = { StandardError.write("swipedeck: warning: \($0)\n") }
        let file = options.metricsPath.map { MetricsFile(path: $0.text) }
        if let file {
            if let deck = options.deckPath, let folder = watchedFolder(containing: file, deck: deck) {
                throw OptionError(
                    option: "--metrics",
                    message: "\(file.path) is in the deck's folder \(folder), which is watched for changes"
                        + " (each write would reload the deck); put it in another folder")
            }
            do { try file.write(MetricsText.format(MetricsSnapshot())) } catch {
                throw OptionError(option: "--metrics", message: error.description)
            }
        }
        let notifier = SystemdNotifier(environment: environment, warn: warn)
        let stall = RendererStall.frames(in: environment)
        let activity = KioskActivity.path(environment: environment).flatMap(KioskActivity.Writer.init)
        guard notifier != nil || file != nil || stall != nil || activity != nil else { return nil }
        return Health(
            notifier: notifier, metricsFile: file, activity: activity, stallAfterFrames: stall, warn: warn,
            wallClock: { Date().timeIntervalSince1970 })
    }

    /// The deck's folder (`deck` itself, or the folder of a `deck.json` named) when `file`'s folder is
    /// it or inside it, both by their real paths (links resolved); nil otherwise or when either
    /// cannot be resolved.
    static func watchedFolder(containing file: MetricsFile, deck: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: deck, isDirectory: &isFolder) else { return nil }
        let deckFolder = isFolder.boolValue ? deck : (deck as NSString).deletingLastPathComponent
        guard let real = realPath(deckFolder.isEmpty ? "." : deckFolder), let metrics = realPath(file.folder)
        else { return nil }
        return metrics == real || metrics.hasPrefix(real.hasSuffix("/") ? real : real + "/") ? real : nil
    }

    /// `realpath(3)` of `path`; nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
