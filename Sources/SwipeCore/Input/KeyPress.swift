/// Keys the app reacts to; anything else is `.other(keycode)`, the platform's keycode (SwipeSDL maps them).
public enum Key: Hashable, Sendable {
    case left, right, up, down, backspace, z, enter, space, f11, escape, q, s, tab
    case other(Int32)
}

/// A key press with its modifiers.
public struct KeyPress: Hashable, Sendable {
    public var key: Key
    /// Either Control key held.
    public var ctrl: Bool
    /// Either Alt key held.
    public var alt: Bool
    /// Either Shift key held.
    public var shift: Bool
    /// The press is an auto-repeat of a held key.
    public var isRepeat: Bool

    public init(_ key: Key, ctrl: Bool = false, alt: Bool = false, shift: Bool = false, isRepeat: Bool = false) {
        self.key = key; self.ctrl = ctrl; self.alt = alt; self.shift = shift; self.isRepeat = isRepeat
    }
}
