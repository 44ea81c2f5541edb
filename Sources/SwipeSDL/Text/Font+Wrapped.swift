internal import CSDL2

extension Font {
    /// `text` anti-aliased in `color`, word-wrapped to `width` pixels (explicit newlines kept), on a
    /// transparent ARGB8888 surface; nil for the empty string. Left-aligned.
    public func renderWrapped(_ text: String, color: RGBA, width: Int) throws -> Surface? {
        guard !text.isEmpty else { return nil }
        guard let p = TTF_RenderUTF8_Blended_Wrapped(pointer, text, color.sdl, UInt32(max(1, width))) else {
            throw SDLError.last("TTF_RenderUTF8_Blended_Wrapped")
        }
        return try Surface(owning: p).convertedToARGB8888()
    }
}
