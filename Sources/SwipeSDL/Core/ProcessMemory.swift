internal import CSDL2

/// The C library's memory allocator, seen from threads that decode pictures.
public enum ProcessMemory {
    /// Hands the free memory of every malloc arena back to the system (glibc's `malloc_trim(0)`,
    /// which the Glibc module does not export; the shim in CSDL2 calls it). A thread that decoded
    /// pictures keeps their freed buffers in its own arena otherwise. Tens of microseconds; any thread.
    public static func releaseFree() { swipedeck_release_free_memory() }
}
