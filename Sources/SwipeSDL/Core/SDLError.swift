internal import CSDL2

/// A failure reported by SDL, SDL_image or SDL_ttf, or by SwipeSDL's own checks.
///
/// ```swift
/// guard SDL_Init(flags) == 0 else { throw SDLError.last("SDL_Init") }
/// ```
public struct SDLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Human-readable text: what was attempted, then SDL's own message when there is one.
    public var message: String

    public init(_ message: String) { self.message = message }

    /// An error for `operation` carrying `SDL_GetError()` (IMG_GetError and TTF_GetError are the same buffer).
    public static func last(_ operation: String) -> SDLError {
        let text = SDL_GetError().map { String(cString: $0) } ?? ""
        return SDLError(text.isEmpty ? "\(operation) failed" : "\(operation) failed: \(text)")
    }

    public var description: String { message }
}
