import Foundation

@testable import SwipeFleet

/// A fresh folder under the system temp directory for one test, with helpers to write a log.
struct LogFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/swipedeck-fleet-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Appends `text` to `name` in the folder (created if missing); returns the file's path.
    @discardableResult
    func append(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        if !FileManager.default.fileExists(atPath: file) {
            _ = FileManager.default.createFile(atPath: file, contents: nil) // a failure: FileHandle's error below
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        return file
    }

    func rename(_ from: String, _ to: String) throws {
        try FileManager.default.moveItem(atPath: path + "/" + from, toPath: path + "/" + to)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A decision line for card `card` with number `seq`, newline included.
func decisionLine(_ card: String, seq: Int, decision: String = "right") -> String {
    "{\"time\": \"2026-11-22T10:00:00.000Z\", \"card\": \"\(card)\", \"index\": \(seq), \"decision\": \"\(decision)\", \"session\": \"s1\", \"kiosk\": \"k1\", \"seq\": \(seq)}\n"
}

/// Every card of every batch `log` has now, each batch confirmed as if stored.
func drain(_ log: FollowedLog) -> [String] {
    var cards: [String] = []
    while let batch = log.next() {
        cards += batch.lines.map(\.entry.card)
        log.confirm(batch)
    }
    return cards
}
