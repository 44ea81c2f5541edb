import Foundation
import Testing

@testable import SwipeDeck

#if canImport(Glibc)
import Glibc
#endif

/// Issue 30, red team round 3: `report` over inputs that are not logs (a sparse file, overlong
/// lines, absurd numbers, duplicate keys).
@Suite(.serialized) struct ReportHostileInputTests {
    /// Peak resident memory of this process so far, in bytes.
    static func peakResident() -> Int {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }

    /// A sparse file of 512 MiB of zeros (no newline) beside a good log: before, `report` read the
    /// whole file into one array (2 GB took 2.1 GB and 76 s); now one line at most is held, and the
    /// zeros are one skipped, overlong line.
    @Test func aSparseFileIsReadInBoundedMemory() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let path = folder.path + "/sparse.jsonl"
        let fd = open(path, O_CREAT | O_WRONLY, 0o644)
        #expect(ftruncate(fd, 512 << 20) == 0)
        close(fd)
        let before = Self.peakResident()
        let result = try DecisionLogReader.read(path: path)
        #expect(Self.peakResident() - before < 256 << 20)
        #expect(result.entries.isEmpty)
        #expect(result.problems == ["\(path) line 1 is incomplete (torn write?), skipped"])
    }

    @Test func aLineOverTheLimitIsSkippedAndTheNextOneRead() {
        let good = #"{"card":"a","index":0,"decision":"right"}"#
        let long = String(repeating: "x", count: LogFileBytes.longestLine + 1)
        let result = DecisionLogReader.parse(long + "\n" + good + "\n" + long, name: "d")
        #expect(result.entries.map(\.card) == ["a"])
        #expect(
            result.problems == ["d line 1 is not a decision, skipped", "d line 3 is incomplete (torn write?), skipped"])
    }

    @Test func linesAreCutAcrossBlocks() {
        var splitter = LineSplitter(longest: 4)
        var lines: [String?] = []
        let add = { (line: ArraySlice<UInt8>?) in lines.append(line.map { String(decoding: $0, as: UTF8.self) }) }
        for block in ["ab", "c\nabcde", "fg\n\nxy"] { splitter.feed(Array(block.utf8)[...], add) }
        let ended = splitter.finish(add)
        #expect(ended)
        #expect(lines == ["abc", nil, "", "xy"])
    }

    /// Numbers of absurd size and duplicate keys: out-of-range numbers skip the line; of duplicate
    /// keys the last one counts (the same reader serves report, --resume and sync).
    @Test func absurdNumbersAndDuplicateKeys() {
        let lines = [
            #"{"card":"big","index":1"# + String(repeating: "0", count: 400) + #","decision":"right"}"#,
            #"{"card":"exp","index":1e999999999999999999,"decision":"right"}"#,
            #"{"card":"ms","index":2,"decision":"right","ms":1e308,"seq":-1e308}"#,
            #"{"card":"d1","card":"d2","index":3,"decision":"right","decision":"left"}"#,
        ]
        let result = DecisionLogReader.parse(lines.joined(separator: "\n") + "\n", name: "d")
        #expect(result.entries.map(\.card) == ["ms", "d2"])
        #expect(result.entries.first?.ms == nil && result.entries.first?.seq == nil)
        #expect(result.entries.last?.decision == "left")
        #expect(result.problems.count == 2)
    }

    /// A directory or `/dev/zero` given as a log (one of 50): one line naming it, never a read that
    /// does not end.
    @Test(arguments: ["/dev/zero", "/tmp"])
    func aDirectoryOrDeviceIsRefusedByName(path: String) {
        #expect(throws: DecisionLogError(description: "cannot read decision log \(path): not a regular file")) {
            try DecisionLogReader.read(path: path)
        }
    }
}
