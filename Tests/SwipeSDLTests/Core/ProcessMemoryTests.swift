import Foundation
import Testing

@testable import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

/// `ProcessMemory.keepLargeBlocksOnTheirOwnPages`: a block above the threshold keeps pages of its own
/// after a larger block was freed (glibc would otherwise raise its threshold to that larger size and
/// serve the next block from the arenas).
///
/// malloc gives a block pages of its own only when neither its free lists nor the free space at the
/// top of its heap can hold it. The app fixes the threshold before anything grows its heap; a test
/// cannot, so it runs in a process of its own (other tests leave large free blocks in the shared test
/// process), hands the free top of the heap back first (`releaseFree`), and uses blocks of several
/// MiB, which no start-up leaves free (a 384 KiB block once came from the free top of a fresh test
/// process's heap, in CI).
struct ProcessMemoryTests {
    /// Set in the environment of the child process that runs `cardSizedBlocksHaveTheirOwnPages`.
    static let childVariable = "SWIPEDECK_PROCESS_MEMORY_CHILD"
    static let isChild = getenv(childVariable) != nil

    @Test(.enabled(if: isChild, "runs in the child process started by aFreshProcessKeepsCardSizedBlocksApart"))
    func cardSizedBlocksHaveTheirOwnPages() throws {
        ProcessMemory.keepLargeBlocksOnTheirOwnPages()
        ProcessMemory.releaseFree()
        // Freeing a 16 MiB block with pages of its own is what raises glibc's threshold when not fixed
        // (to 16 MiB; it goes up to 32 MiB).
        let large = try #require(malloc(16 << 20))
        #expect(ProcessMemory.hasOwnPages(large))
        free(large)
        let below = try #require(malloc(12 << 20))
        defer { free(below) }
        #expect(ProcessMemory.hasOwnPages(below))
        let small = try #require(malloc(ProcessMemory.ownPagesFromBytes / 4))
        defer { free(small) }
        #expect(!ProcessMemory.hasOwnPages(small))
    }

    /// Runs `cardSizedBlocksHaveTheirOwnPages` in a fresh copy of this test binary and expects it to
    /// have run and passed.
    @Test(.enabled(if: !isChild)) func aFreshProcessKeepsCardSizedBlocksApart() throws {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(
                atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "cardSizedBlocksHaveTheirOwnPages"]
        process.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text.suffix(600))")
        #expect(text.contains("Test run with 1 test"), "the child ran no test: \(text.suffix(600))")
    }
}
