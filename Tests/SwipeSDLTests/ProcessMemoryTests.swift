import Testing

@testable import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

/// `ProcessMemory.keepLargeBlocksOnTheirOwnPages`: card-sized blocks keep pages of their own after a
/// larger block was freed (glibc would otherwise raise its threshold and keep them in the arenas).
struct ProcessMemoryTests {
    @Test func aCardSizedBlockHasItsOwnPagesAfterALargerOneWasFreed() throws {
        ProcessMemory.keepLargeBlocksOnTheirOwnPages()
        // Freeing a 4 MiB block with pages of its own is what raises glibc's threshold when not fixed.
        let large = try #require(malloc(4 << 20))
        #expect(ProcessMemory.hasOwnPages(large))
        free(large)
        let cardSized = try #require(malloc(3 * ProcessMemory.ownPagesFromBytes))
        defer { free(cardSized) }
        #expect(ProcessMemory.hasOwnPages(cardSized))
    }

    @Test func smallBlocksStayInTheArena() throws {
        let small = try #require(malloc(ProcessMemory.ownPagesFromBytes / 4))
        defer { free(small) }
        #expect(!ProcessMemory.hasOwnPages(small))
    }
}
