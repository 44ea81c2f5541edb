import Foundation
import Testing

@testable import SwipeDeck

#if canImport(Glibc)
import Glibc
#endif

/// `--recursive` over deep trees: no descriptor held per level, and a folder that cannot be listed is
/// named in a warning instead of silently dropped. Serialized: one test lowers the process's
/// descriptor limit for a moment.
@Suite(.serialized) struct DeepFolderTests {
    /// Descriptors open in this process now.
    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    @Test func threeHundredNestedFoldersUnderALowDescriptorLimitGiveEveryPicture() throws {
        let dir = try TempFolder(); defer { dir.remove() }
        var relative = ""
        for level in 0..<300 {
            relative += (relative.isEmpty ? "" : "/") + "d\(level)"
            try dir.write(relative + "/p.png")
        }
        var saved = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &saved)
        var low = saved
        low.rlim_cur = rlim_t(Self.openDescriptors() + 30) // room for 30 more: far fewer than 300 levels
        #expect(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &low) == 0)
        let loaded = Result { try DeckLoader.load(path: dir.path, recursive: true) }
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &saved)
        let deck = try loaded.get()
        #expect(deck.deck.count == 300, "one picture per level, the deepest too")
        #expect(Set(deck.deck.ids).count == 300, "paths past the id limit still give one id each")
        // Paths this deep give titles (and ids) past their limits: those warnings are expected; none
        // may say a folder was left out.
        #expect(!deck.warnings.contains { $0.contains("cannot be listed") }, "\(deck.warnings.map { $0.suffix(120) })")
    }

    @Test func aFolderThatCannotBeListedIsNamedInAWarning() throws {
        let dir = try TempFolder();
        defer { _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", dir.path]).waitUntilExit() }
        try dir.write("top.png")
        // Nested folders whose absolute path passes PATH_MAX (4096 bytes): opendir fails there with
        // ENAMETOOLONG, however many descriptors are free. Made with mkdirat, one level at a time.
        let long = String(repeating: "n", count: 250)
        var parent = open(dir.path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<20 {
            #expect(mkdirat(parent, long, 0o755) == 0)
            let child = openat(parent, long, O_RDONLY | O_DIRECTORY)
            close(parent)
            parent = child
        }
        let file = openat(parent, "deep.png", O_WRONLY | O_CREAT, 0o644)
        close(file); close(parent)
        let loaded = try DeckLoader.load(path: dir.path, recursive: true)
        #expect(loaded.deck.ids == ["top"])
        let warning = try #require(loaded.warnings.first { $0.contains("cannot be listed") }, "\(loaded.warnings)")
        #expect(warning.hasPrefix("\(dir.path): skipped 1 sub-folder that cannot be listed: "))
        #expect(warning.hasSuffix("(File name too long)"))
    }

    @Test func theWarningNamesAFewAndCountsAll() {
        let unlisted: [(path: [UInt8], reason: String)] = (1...5).map { (Array("f\($0)".utf8), "Too many open files") }
        #expect(
            FolderDeck.unlistedWarning(unlisted, folder: "/d") == "/d: skipped 5 sub-folders that cannot be listed: "
                + "f1 (Too many open files), f2 (Too many open files), f3 (Too many open files), …")
        #expect(FolderDeck.unlistedWarning([], folder: "/d") == nil)
    }
}
