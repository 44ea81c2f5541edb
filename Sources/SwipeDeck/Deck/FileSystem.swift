import Foundation

/// The few file-system questions the deck loader asks, in one place.
enum FileSystem {
    enum Kind { case missing, directory, regularFile, other }

    /// What is at `path`, following symbolic links.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        default: return .other
        }
    }

    /// `path` made absolute against the current directory, with `.` and `..` removed lexically.
    static func absolute(_ path: String) -> String {
        let base = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: base).standardizedFileURL.path
    }

    /// The directory part of an absolute path ("/" for a top-level entry).
    static func directory(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }

    /// The last path component, e.g. "deck.json".
    static func fileName(of path: String) -> String { (path as NSString).lastPathComponent }
}
