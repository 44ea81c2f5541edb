import Foundation
import SwipeFormats

/// Keeps a manifest's pictures inside the deck's folder once symbolic links are followed.
///
/// `ManifestReader.resolveImage` refuses `..` and absolute paths, but that check is lexical: a link
/// inside the deck (`evil.png → /etc/shadow`, or a folder `pics → /home`) would still lead out of it.
/// Here every step of the path — each folder on the way and the picture itself — is resolved with
/// `realpath(3)` and must land inside the deck folder's own real path. Links that stay inside the
/// deck are fine. Paths are compared as bytes (never as Swift strings, which would equate different
/// Unicode spellings of a name).
///
/// ```swift
/// switch ImageConfinement.check(image: "/decks/lunch/pics/a.png", folder: "/decks/lunch") {
/// case .inside(let real): open(real)
/// case .outside, .unresolvable: showWithoutPicture()
/// }
/// ```
enum ImageConfinement {
    /// What a picture's path resolves to.
    enum Verdict: Hashable, Sendable {
        /// Every step stays inside the deck; the picture's real path (links resolved, `RawPath`-encoded).
        case inside(String)
        /// `step` (the path up to one of its components) really is `real`, outside the deck.
        case outside(step: String, real: String)
        /// `path` could not be resolved; `reason` is the system's (strerror).
        case unresolvable(path: String, reason: String)
    }

    /// Checks `image`, an absolute path that `resolveImage` built as `folder` + "/" + components
    /// (no `.` or `..` left), against `folder`, the deck's folder (absolute).
    static func check(image: String, folder: String, realPath: (String) -> RealPathResult = realPath) -> Verdict {
        let root: [UInt8]
        switch realPath(folder) {
        case .success(let bytes): root = bytes
        case .failure(let reason): return .unresolvable(path: folder, reason: reason)
        }
        let base = folder == "/" ? "" : folder
        guard image.hasPrefix(base + "/") else { return .unresolvable(path: image, reason: "not inside \(folder)") }
        let components = image.dropFirst(base.count + 1).split(separator: "/", omittingEmptySubsequences: true)
        var step = base
        var real = root
        for component in components {
            step += "/" + component
            switch realPath(step) {
            case .success(let bytes): real = bytes
            case .failure(let reason): return .unresolvable(path: step, reason: reason)
            }
            guard isInside(real, root: root) else {
                return .outside(step: step, real: RawPath.encode(real))
            }
        }
        return .inside(RawPath.encode(real))
    }

    /// Whether `path` is `root` or below it (both real, absolute, as bytes).
    static func isInside(_ path: [UInt8], root: [UInt8]) -> Bool {
        if root == [UInt8(ascii: "/")] { return path.first == UInt8(ascii: "/") }
        guard path.count >= root.count, path.starts(with: root) else { return false }
        return path.count == root.count || path[root.count] == UInt8(ascii: "/")
    }

    /// `realpath(3)` of a path (which may carry `RawPath` escapes): the bytes, or the system's reason.
    enum RealPathResult: Hashable, Sendable {
        case success([UInt8])
        case failure(String)
    }

    /// Resolves `path` with `realpath(3)`.
    static func realPath(_ path: String) -> RealPathResult {
        RawPath.withCString(path) { cPath in
            guard let resolved = realpath(cPath, nil) else { return .failure(String(cString: strerror(errno))) }
            defer { free(resolved) }
            let length = strlen(resolved)
            return .success(
                resolved.withMemoryRebound(to: UInt8.self, capacity: length) {
                    Array(UnsafeBufferPointer(start: $0, count: length))
                })
        }
    }

    /// The warning for a refused picture, or nil for one inside the deck.
    static func warning(_ verdict: Verdict, image: String, label: String, manifestPath: String) -> String? {
        let without = "showing the card without a picture"
        switch verdict {
        case .inside: return nil
        case .outside(let step, let real):
            let through = step == image ? "" : " (through \(RawPath.readable(step)))"
            return
                "\(manifestPath): \(label): image \(RawPath.readable(image)) leads outside the deck's folder to \(RawPath.readable(real))\(through); \(without)"
        case .unresolvable(let path, let reason):
            return
                "\(manifestPath): \(label): image \(RawPath.readable(image)): cannot resolve \(RawPath.readable(path)) (\(reason)); \(without)"
        }
    }
}

extension ManifestReader {
    /// The real path of picture `image` (a regular file, lexically inside `folder`) when links keep
    /// it and every folder on its way inside `folder`; otherwise nil and a warning naming the card.
    static func confinedImage(
        _ image: String, folder: String, label: String, manifestPath: String,
        warnings: inout [String]
    ) -> String? {
        let verdict = ImageConfinement.check(image: image, folder: folder)
        if case .inside(let real) = verdict { return real }
        if let warning = ImageConfinement.warning(verdict, image: image, label: label, manifestPath: manifestPath) {
            warnings.append(warning)
        }
        return nil
    }
}
