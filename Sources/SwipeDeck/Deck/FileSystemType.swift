import Foundation

/// Which file systems keep folder times that a listing can be trusted by (`ListingCache`), found from
/// `/proc/self/mountinfo` (Glibc's module has no `statfs`).
enum FileSystemType {
    /// Local file systems whose folder times change with every entry added, removed or renamed:
    /// ext2/3/4, XFS, Btrfs, tmpfs, F2FS, ZFS and overlayfs. Network file systems (whose times may be
    /// cached on this machine or come from another machine's clock), FUSE, FAT and anything unknown
    /// are listed every time.
    static let trusted: Set<String> = ["ext2", "ext3", "ext4", "xfs", "btrfs", "tmpfs", "f2fs", "zfs", "overlay"]

    /// The file system type of each mounted device (`st_dev`), from `mountinfo` (its text); a device
    /// mounted twice keeps its first type.
    static func types(mountinfo: String) -> [UInt64: String] {
        var types: [UInt64: String] = [:]
        for line in mountinfo.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 3, let separator = fields.firstIndex(of: "-"), separator + 1 < fields.count else {
                continue
            }
            let numbers = fields[2].split(separator: ":")
            guard numbers.count == 2, let major = UInt64(numbers[0]), let minor = UInt64(numbers[1]) else { continue }
            let device = (major & 0xfff) << 8 | (major & ~0xfff) << 32 | (minor & 0xff) | (minor & ~0xff) << 12
            if types[device] == nil { types[device] = String(fields[separator + 1]) }
        }
        return types
    }

    /// The types of this process's mounts now; empty when `/proc` cannot be read.
    static func mountedTypes() -> [UInt64: String] {
        guard let text = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return [:] }
        return types(mountinfo: text)
    }
}
