/// Why a picture file cannot be shown: it cannot be read, is not a picture SwipeDeck knows, its header
/// is cut short or it breaks `ImageLimits`. The message names the file readably (see `RawPath`).
///
/// ```swift
/// throw PictureError("\(name): image header is cut short")
/// ```
public struct PictureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line for people: the file, then what is wrong with it.
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
