internal import CSDL2

/// The C library's memory allocator, seen from threads that decode pictures.
public enum ProcessMemory {
    /// Hands the free memory of every malloc arena back to the system (glibc's `malloc_trim(0)`,
    /// which the Glibc module does not export; the shim in CSDL2 calls it). A thread that decoded
    /// pictures keeps their freed buffers in its own arena otherwise. Tens of microseconds; any thread.
    public static func releaseFree() { swipedeck_release_free_memory() }

    /// The size from which a memory block gets pages of its own, returned to the system when freed:
    /// 128 KiB (glibc's starting value). glibc raises its threshold to the size of each such block
    /// freed (up to 32 MiB), after which card-sized buffers (a few hundred KiB: decoded pictures,
    /// painted cards, llvmpipe's textures) stay in the threads' arenas when freed, 1.5–2 MiB of PSS at
    /// start (BENCHMARKS.md, "Start-up rows of 2026-11-27, afternoon"); frame work is unchanged.
    public static let ownPagesFromBytes = 128 * 1024

    /// Keeps the threshold at `ownPagesFromBytes` for the life of the process. Call first thing in the
    /// app's run (`SwipeDeckApp.run`), before threads start.
    public static func keepLargeBlocksOnTheirOwnPages() { swipedeck_set_mmap_threshold(Int32(ownPagesFromBytes)) }

    /// Whether the block at `pointer` (from `malloc`) has pages of its own (glibc's chunk header). For tests.
    static func hasOwnPages(_ pointer: UnsafeRawPointer) -> Bool { swipedeck_block_has_own_pages(pointer) != 0 }
}
