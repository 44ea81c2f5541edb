import Foundation

/// Paths inside the `Assets` folder that the app needs at run time.
public struct AssetPaths: Hashable, Sendable {
    /// The `Assets` folder (absolute).
    public var root: String
    /// `<root>/SampleDeck/deck.json`.
    public var sampleDeck: String { root + "/SampleDeck/deck.json" }
    /// `<root>/Fonts/DejaVuSans.ttf`, for card subtitles and other regular text.
    public var regularFont: String { root + "/Fonts/DejaVuSans.ttf" }
    /// `<root>/Fonts/DejaVuSans-Bold.ttf`, for card titles.
    public var boldFont: String { root + "/Fonts/DejaVuSans-Bold.ttf" }

    public init(root: String) { self.root = root }
}

/// Why the assets could not be found; `description` says where we looked.
public struct AssetLocatorError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

/// Finds the `Assets` folder at run time.
///
/// Order: (1) `$SWIPEDECK_ASSETS` when set (used as-is, must contain
/// `SampleDeck/deck.json`); (2) `<executable dir>/../share/swipedeck` when that
/// folder exists (installed layout); (3) the executable's folder and each of its
/// parents, looking for `Assets/SampleDeck/deck.json` (e.g. `.build/debug/swipedeck`
/// finds the repository root); (4) `Assets` in the current directory.
public enum AssetLocator {
    /// Name of the environment variable that overrides the search.
    public static let environmentVariable = "SWIPEDECK_ASSETS"
    static let marker = "SampleDeck/deck.json"

    /// Searches with the process's real environment, executable and current directory.
    public static func locate() throws(AssetLocatorError) -> AssetPaths {
        try locate(
            environment: ProcessInfo.processInfo.environment,
            executablePath: executablePath(),
            currentDirectory: FileManager.default.currentDirectoryPath,
            exists: { FileManager.default.fileExists(atPath: $0) })
    }

    /// The search itself, with every input injected (pure apart from `exists`).
    public static func locate(
        environment: [String: String], executablePath: String?, currentDirectory: String,
        exists: (String) -> Bool
    ) throws(AssetLocatorError) -> AssetPaths {
        if let override = environment[environmentVariable], !override.isEmpty {
            let root = override.hasPrefix("/") ? override : currentDirectory + "/" + override
            guard exists(root + "/" + marker) else {
                throw AssetLocatorError(description: "\(environmentVariable)=\(override) does not contain \(marker)")
            }
            return AssetPaths(root: standardized(root))
        }
        var tried: [String] = []
        if let executablePath, executablePath.hasPrefix("/") {
            let binDir = (executablePath as NSString).deletingLastPathComponent
            let installed = standardized(binDir + "/../share/swipedeck")
            if exists(installed + "/" + marker) { return AssetPaths(root: installed) }
            tried.append(installed)
            var dir = binDir
            while true {
                let candidate = (dir == "/" ? "" : dir) + "/Assets"
                if exists(candidate + "/" + marker) { return AssetPaths(root: candidate) }
                tried.append(candidate)
                let parent = (dir as NSString).deletingLastPathComponent
                if parent == dir || parent.isEmpty { break }
                dir = parent
            }
        }
        let local = standardized(currentDirectory + "/Assets")
        if exists(local + "/" + marker) { return AssetPaths(root: local) }
        tried.append(local)
        throw AssetLocatorError(
            description:
                "cannot find the SwipeDeck assets (\(marker)); set \(environmentVariable) or pass a deck path. Looked in: "
                + tried.joined(separator: ", "))
    }

    /// Absolute path of the running executable: `/proc/self/exe`, else `CommandLine.arguments[0]`
    /// made absolute against the current directory; nil when neither is usable.
    public static func executablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            resolved.hasPrefix("/")
        {
            return resolved
        }
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return standardized(first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first)
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
