import Foundation

/// A fresh empty folder under the system temp directory, removed by `remove()`.
struct TempFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/swipedeck-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` (UTF-8) to `name` (relative, parent folders created) and returns the absolute path.
    @discardableResult
    func write(_ name: String, _ text: String = "x") throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func makeFolder(_ name: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The package root: the nearest folder above this source file that holds `Package.swift`.
func packageRoot(_ file: String = #filePath) -> String {
    var url = URL(fileURLWithPath: file).deletingLastPathComponent()
    while url.path != "/" && !FileManager.default.fileExists(atPath: url.path + "/Package.swift") {
        url.deleteLastPathComponent()
    }
    return url.path
}
