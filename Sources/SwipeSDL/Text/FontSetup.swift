internal import CPangoCairo
import Foundation

/// Fontconfig, set up once per process: the bundled typefaces (`FontPaths`) are added to fontconfig's
/// current configuration as application fonts before any Pango font map reads it, so "DejaVu Sans"
/// always resolves to them even where the system has no DejaVu; other scripts fall back to the
/// system's fonts. Thread-safe.
enum FontSetup {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: Set<String> = []

    /// Starts loading fontconfig's configuration and caches on a background thread, so that it
    /// overlaps SDL's start and the window's creation instead of delaying the first frame's text.
    /// Idempotent; the first `register` waits for it (fontconfig serialises its initialisation).
    static func warmUpInBackground() {
        guard
            lock.withLock({ () -> Bool in
                defer { warming = true }; return !warming
            })
        else { return }
        Thread.detachNewThread { lock.withLock { _ = FcInit() } }
    }
    nonisolated(unsafe) private static var warming = false

    /// Adds `fonts`' files as application fonts (once per path). A missing file is left out here: the
    /// family then falls back to the system's DejaVu or its nearest match. The first call also loads
    /// fontconfig's configuration and caches (a few milliseconds with the caches built; building them
    /// is `fc-cache`'s job, done when font packages are installed).
    static func register(_ fonts: FontPaths) {
        lock.withLock {
            for path in [fonts.regular, fonts.bold] where !registered.contains(path) {
                registered.insert(path)
                if FileManager.default.fileExists(atPath: path) {
                    _ = FcConfigAppFontAddFile(nil, path)
                }
            }
        }
    }
}

/// The one warning per script that no installed font covers: printed to standard error the first time
/// a text with such characters is laid out, e.g.
/// `swipedeck: warning: no installed font has Thai characters (U+0E01 …): they show as boxes; install fonts-noto-core`.
/// Thread-safe.
public enum MissingFontWarnings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var warned: Set<String> = []
    nonisolated(unsafe) private static var sink: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Replaces where warnings go (tests); returns the previous sink.
    @discardableResult
    public static func setSink(_ newSink: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        lock.withLock {
            let old = sink; sink = newSink; return old
        }
    }

    /// Forgets which scripts were warned about (tests).
    static func forget() { lock.withLock { warned = [] } }

    /// Warns once per script in `scripts` (ISO 15924 codes) with `example` characters for each.
    static func note(_ examples: [String: UInt32]) {
        let lines: [String] = lock.withLock {
            examples.keys.sorted().compactMap { code in
                guard warned.insert(code).inserted, let scalar = examples[code] else { return nil }
                return message(script: code, example: scalar)
            }
        }
        let out = lock.withLock { sink }
        for line in lines { out(line) }
    }

    /// The warning line for `script` (ISO 15924) shown by the character `example`.
    static func message(script: String, example: UInt32) -> String {
        let name = scriptNames[script] ?? script
        let hex = String(example, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return "swipedeck: warning: no installed font has \(name) characters (U+\(padded) …): they show as boxes; "
            + "install \(debianPackage(for: script))"
    }

    /// The Debian package that covers `script` (README, "Text in every script").
    static func debianPackage(for script: String) -> String {
        switch script {
        case "Hani", "Hira", "Kana", "Hang", "Bopo": return "fonts-noto-cjk"
        case "Zyyy": return "fonts-noto-color-emoji (emoji) or fonts-noto-core"
        default: return "fonts-noto-core"
        }
    }

    private static let scriptNames = [
        "Arab": "Arabic", "Hebr": "Hebrew", "Deva": "Devanagari", "Thai": "Thai", "Hani": "Han (Chinese, Japanese)",
        "Hira": "Hiragana", "Kana": "Katakana", "Hang": "Hangul", "Grek": "Greek", "Cyrl": "Cyrillic",
        "Latn": "Latin", "Zyyy": "emoji or symbol", "Zzzz": "unassigned", "Beng": "Bengali", "Taml": "Tamil",
        "Ethi": "Ethiopic", "Geor": "Georgian", "Armn": "Armenian", "Khmr": "Khmer", "Laoo": "Lao", "Mymr": "Myanmar",
    ]
}
