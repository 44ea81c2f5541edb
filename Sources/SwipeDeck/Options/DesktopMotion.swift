/// The desktop's reduced-motion setting (WCAG 2.3.3, issue 29), used when neither `--reduced-motion`
/// nor `--no-reduced-motion` is given: the XDG desktop portal's `org.freedesktop.appearance`
/// `reduced-motion` (0 no preference, 1 reduced; where a portal runs) and GNOME's
/// `org.gnome.desktop.interface enable-animations` (false: reduced). Either asking for reduced motion
/// gives it. The reading itself is `DesktopMotionReader`'s; this is the pure part.
public enum DesktopMotion {
    /// What the desktop answered; nil where a source gave no answer (none running, no such key, an
    /// error, too slow).
    public struct Reading: Hashable, Sendable {
        /// The portal's `reduced-motion`: 0 no preference, 1 reduced (other values: no preference).
        public var portal: UInt32?
        /// GNOME's `enable-animations`.
        public var gnomeAnimations: Bool?

        public init(portal: UInt32? = nil, gnomeAnimations: Bool? = nil) {
            self.portal = portal; self.gnomeAnimations = gnomeAnimations
        }

        /// Whether this reading asks for reduced motion: the portal says 1, or GNOME's animations are off.
        public var asksReducedMotion: Bool { portal == 1 || gnomeAnimations == false }
    }

    /// Reduced motion or not: `flag` (`--reduced-motion` true, `--no-reduced-motion` false) wins;
    /// without it the desktop's `reading` (nil: none taken, no reduced motion).
    public static func reducedMotion(flag: Bool?, desktop reading: Reading?) -> Bool {
        flag ?? reading?.asksReducedMotion ?? false
    }

    /// Whether there is a desktop session to ask: a session bus (`DBUS_SESSION_BUS_ADDRESS`) or a
    /// desktop's name (`XDG_CURRENT_DESKTOP`) in `environment`. A kiosk started by systemd without a
    /// session has neither, and asks nothing.
    public static func hasDesktop(environment: [String: String]) -> Bool {
        !(environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty || !(environment["XDG_CURRENT_DESKTOP"] ?? "").isEmpty
    }

    /// The portal's answer as `gdbus call` prints it: "(<uint32 1>,)" from `ReadOne`, "(<<uint32 1>>,)"
    /// from `Read`; nil for anything else (an error message, another type).
    public static func portalValue(_ output: String) -> UInt32? {
        guard let range = output.range(of: "uint32 ") else { return nil }
        return UInt32(output[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }

    /// GSettings' answer as `gsettings get` prints it: "true" or "false" and a newline; nil otherwise.
    public static func gsettingsValue(_ output: String) -> Bool? {
        let words = output.split(whereSeparator: \.isWhitespace)
        guard words.count == 1 else { return nil }
        switch words[0] {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// The portal's question: `Settings.Read` (every portal version has it), through `gdbus`, which gives
    /// up after 1 s (a portal started on demand can be slow).
    static let portalCommand = [
        "gdbus", "call", "--session", "--timeout", "1", "--dest", "org.freedesktop.portal.Desktop",
        "--object-path", "/org/freedesktop/portal/desktop", "--method", "org.freedesktop.portal.Settings.Read",
        "org.freedesktop.appearance", "reduced-motion",
    ]
    /// GNOME's: `gsettings get` (dconf's database is a file: no bus needed to read it).
    static let gnomeCommand = ["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"]
}
