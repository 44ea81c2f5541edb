/// A display (monitor) as the platform reports it now.
public struct DisplayArea: Hashable, Sendable {
    /// What identifies it while it stays connected: X11's RandR monitor name ("HDMI-1", "DUMMY0"), or
    /// "display N" where only SDL's numbering is known.
    public var name: String
    /// Position and size on the desktop, points.
    public var bounds: Rect

    public init(name: String, bounds: Rect) { self.name = name; self.bounds = bounds }
}

/// Pure decisions about windows and displays: how large a window may start, and which display a
/// window that covers one (the kiosk, a borderless fullscreen window) should cover after the
/// displays changed.
public enum DisplayFit {
    /// The smallest side a window is shrunk to while keeping its aspect ratio, points. 200 (the
    /// smallest `--window` side): below it the sides are shrunk each on its own instead.
    public static let minimumSide = 200.0

    /// `requested` (points) made to fit in `usable` (points): unchanged when it fits; else scaled down
    /// evenly, keeping its aspect ratio, to whole points — unless a side would then fall below
    /// `minimumSide`, when each side is only cut to the usable one. Every side is at least 1.
    public static func fit(_ requested: Size, into usable: Size) -> Size {
        guard usable.width >= 1, usable.height >= 1, requested.width > 0, requested.height > 0 else {
            return requested
        }
        if requested.width <= usable.width && requested.height <= usable.height { return requested }
        let scale = min(usable.width / requested.width, usable.height / requested.height)
        let even = Size(
            width: min(usable.width, (requested.width * scale).rounded(.down)),
            height: min(usable.height, (requested.height * scale).rounded(.down)))
        if min(even.width, even.height) >= min(minimumSide, usable.width, usable.height) { return even }
        return Size(width: min(requested.width, usable.width), height: min(requested.height, usable.height))
    }

    /// The frame of a window of `size` centred in `area` (points, whole).
    public static func centred(_ size: Size, in area: Rect) -> Rect {
        Rect(
            x: area.minX + ((area.width - size.width) / 2).rounded(.down),
            y: area.minY + ((area.height - size.height) / 2).rounded(.down),
            width: size.width, height: size.height)
    }

    /// The display a covering window should cover among `displays` (the platform's order, primary
    /// first): the one named `name` while it is there, else the first that remains (the primary).
    /// nil when there is none.
    public static func display(named name: String, among displays: [DisplayArea]) -> DisplayArea? {
        displays.first { $0.name == name } ?? displays.first
    }

    /// The name of the display that SDL numbers `index` and places at `bounds`, among the live
    /// `displays`: the one with the same bounds (SDL and the server agree at start), else the one at
    /// `index`, else nil.
    public static func name(ofDisplayAt bounds: Rect, index: Int, among displays: [DisplayArea]) -> String? {
        if let same = displays.first(where: { $0.bounds == bounds }) { return same.name }
        return displays.indices.contains(index) ? displays[index].name : nil
    }
}

/// The screens of an X server (`:0.0`, `:0.1`…), as far as choosing a display goes.
public struct XScreens: Hashable, Sendable {
    /// How many screens the server has; 0 when not on X11.
    public var count: Int
    /// The screen `$DISPLAY` names (0-based), where windows open.
    public var current: Int
    /// Active monitors of that screen (RandR); SDL numbers them first. ≥ 1.
    public var monitors: Int

    public init(count: Int, current: Int = 0, monitors: Int = 1) {
        self.count = count; self.current = current; self.monitors = monitors
    }
}
