import Foundation
import Testing

@testable import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

/// `ProcessMemory.keepLargeBlocksOnTheirOwnPages`: card-sized blocks keep pages of their own after a
/// larger block was freed (glibc would otherwise raise its threshold and keep them in the arenas).
///
/// The check runs in a process of its own, as the app calls it before any allocation of that size:
/// in the test process other tests have already freed large blocks into the arenas, and malloc serves
/// a block from those free lists before it considers pages of its own.
struct ProcessMemoryTests {
    /// Set in the environment of the child process that runs `cardSizedBlocksHaveTheirOwnPages`.
    static let childVariable = "SWIPEDECK_PROCESS_MEMORY_CHILD"
    static let isChild = getenv(childVariable) != nil

    @Test(.enabled(if: isChild, "runs in the child process started by aFreshProcessKeepsCardSizedBlocksApart"))
    func cardSizedBlocksHaveTheirOwnPages() throws {
        ProcessMemory.keepLargeBlocksOnTheirOwnPages()
        // Freeing a 4 MiB block with pages of its own is what raises glibc's threshold when not fixed.
        let large = try #require(malloc(4 << 20))
        #expect(ProcessMemory.hasOwnPages(large))
        free(large)
        let cardSized = try #require(malloc(3 * ProcessMemory.ownPagesFromBytes))
        defer { free(cardSized) }
        #expect(ProcessMemory.hasOwnPages(cardSized))
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
