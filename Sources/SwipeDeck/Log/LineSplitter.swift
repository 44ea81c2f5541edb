#if canImport(Glibc)
import Glibc
#endif

/// Cuts a stream of byte blocks into lines (`\n`), holding at most one line in memory: a line longer
/// than `longest` bytes (a run of zeros after a crash, a sparse file, `/dev/zero` on standard input)
/// is dropped as it comes and reported as overlong, so `report` reads any input in bounded memory.
struct LineSplitter {
    /// Most bytes of one line kept; a longer line comes to `body` as nil. Default
    /// `LogFileBytes.longestLine` (1 MiB).
    let longest: Int
    private var carry: [UInt8] = []
    private var overlong = false

    init(longest: Int = LogFileBytes.longestLine) { self.longest = longest }

    /// Feeds the next `block`; calls `body` with each line it completes (without its newline), or nil
    /// for a line over `longest` bytes.
    mutating func feed(_ block: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>?) -> Void) {
        var start = block.startIndex
        while start < block.endIndex {
            guard let cut = Self.newline(in: block[start...]) else {
                take(block[start...])
                return
            }
            take(block[start..<cut])
            if overlong { body(nil) } else { body(carry[...]) }
            carry.removeAll(keepingCapacity: true)
            overlong = false
            start = cut + 1
        }
    }

    /// Ends the stream: calls `body` with the piece after the last newline, if any (a torn line), or
    /// nil when it is overlong. Returns whether there was such a piece.
    mutating func finish(_ body: (ArraySlice<UInt8>?) -> Void) -> Bool {
        guard overlong || !carry.isEmpty else { return false }
        if overlong { body(nil) } else { body(carry[...]) }
        carry.removeAll()
        overlong = false
        return true
    }

    private mutating func take(_ piece: ArraySlice<UInt8>) {
        if overlong { return }
        if carry.count + piece.count > longest {
            overlong = true
            carry.removeAll(keepingCapacity: true)
        } else {
            carry.append(contentsOf: piece)
        }
    }

    /// The index of the first `\n` in `bytes` (memchr: a 2 GB line is scanned in a moment).
    static func newline(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, !buffer.isEmpty,
                let found = memchr(base, 0x0A, buffer.count)
            else { return nil }
            return bytes.startIndex + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
        }
    }
}
