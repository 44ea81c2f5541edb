import Foundation
import Testing

@testable import SwipeFleet
@testable import SwipeFleetRequest

@Suite struct LogCursorTests {
    @Test func savesAndLoadsTheSameCursor() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let cursor = LogCursor(
            log: "/var/log/d.jsonl", database: "postgresql://k@db/fleet",
            files: [.init(device: 1, inode: 2, offset: 300), .init(device: 1, inode: 3, offset: 0)])
        let path = LogCursor.path(folder: folder.path, log: cursor.log, database: cursor.database)
        #expect(try LogCursor.load(path) == nil)
        try cursor.save(path)
        #expect(try LogCursor.load(path) == cursor)
        #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
    }

    @Test func eachLogAndDatabaseHasItsOwnCursor() {
        let a = LogCursor.path(folder: "/s", log: "/l/d.jsonl", database: "postgresql://k@a/f")
        let b = LogCursor.path(folder: "/s", log: "/l/d.jsonl", database: "postgresql://k@b/f")
        let c = LogCursor.path(folder: "/s", log: "/m/d.jsonl", database: "postgresql://k@a/f")
        #expect(Set([a, b, c]).count == 3 && a.hasPrefix("/s/d.jsonl-"))
    }

    @Test func aDamagedCursorIsALocalErrorThatSaysWhatToDo() throws {
        let folder = try LogFolder()
        defer { folder.remove() }
        let path = try folder.append("x.cursor", "{\"version\": 9")
        #expect {
            _ = try LogCursor.load(path)
        } throws: { error in
            (error as? FleetError)?.kind == .local && "\(error)".contains("remove it")
        }
    }
}
