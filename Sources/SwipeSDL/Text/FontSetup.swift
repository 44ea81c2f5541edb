internal import CPangoCairo
import Foundation

/// Fontconfig, set up once per process, in two configurations:
/// - the **bundled** one, current from the start: only the bundled typefaces (`FontPaths`, added as
///   application fonts), no system configuration or font caches. Text the bundled DejaVu covers (Latin,
///   Greek, Cyrillic, the buttons' symbols) is laid out with it, so a deck in those scripts never loads
///   the system's fonts: ~1.2 MiB less memory and fontconfig's 7–8 ms start off the first frame.
/// - the **system** one, loaded the first time a text needs it (`TextPainter` switches to it when the
///   bundled fonts lack a character, or for emoji): the system's configuration and every installed
///   font, with the bundled typefaces added as application fonts, so "DejaVu Sans" still resolves to
///   them first. Both give the same pixels for text the bundled fonts cover.
/// Thread-safe.
enum FontSetup {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [String] = []
    nonisolated(unsafe) private static var bundled: OpaquePointer?
    nonisolated(unsafe) private static var system: OpaquePointer?

    /// Makes the bundled configuration current on a background thread, before anything (Pango
    /// included) can load the system's. Idempotent; cheap (no font is read until `register`).
    static func warmUpInBackground() {
        Thread.detachNewThread { _ = bundledConfiguration() }
    }

    /// The configuration with only the bundled typefaces; current from its creation.
    static func bundledConfiguration() -> OpaquePointer {
        lock.withLock {
            if let bundled { return bundled }
            let config = FcConfigCreate()!
            _ = FcConfigSetCurrent(config)
            bundled = config
            return config
        }
    }

    /// The system's configuration with the bundled typefaces added: loaded on the first call (a few
    /// milliseconds with fontconfig's caches built; building them is `fc-cache`'s job, done when font
    /// packages are installed), then shared.
    static func systemConfiguration() -> OpaquePointer {
        lock.withLock {
            if let system { return system }
            let config = FcInitLoadConfigAndFonts()!
            for path in registered { _ = FcConfigAppFontAddFile(config, path) }
            system = config
            return config
        }
    }

    /// Whether a text has already needed the system's fonts in this process (tests).
    static var systemConfigurationLoaded: Bool { lock.withLock { system != nil } }

    /// Adds `fonts`' files as application fonts to both configurations (once per path). A missing
    /// file is left out: the family then falls back to the system's DejaVu or its nearest match.
    static func register(_ fonts: FontPaths) {
        let config = bundledConfiguration()
        lock.withLock {
            for path in [fonts.regular, fonts.bold] where !registered.contains(path) {
                guard FileManager.default.fileExists(atPath: path) else { continue }
                registered.append(path)
                _ = FcConfigAppFontAddFile(config, path)
                if let system { _ = FcConfigAppFontAddFile(system, path) }
            }
        }
    }

    /// Whether `text` has emoji that Pango shows from a colour emoji font even where the bundled fonts
    /// have a plain glyph (Emoji_Presentation characters, variation selector 16, keycaps): such text is
    /// laid out with the system's fonts from the start.
    static func wantsEmojiFonts(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0x20E3 }
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

    /// The Debian package that covers `script` (docs/formats.md, "Text in every script").
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
