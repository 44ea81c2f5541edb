import SwipeCore

/// The colours used for cards that do not specify one. One place for these constants.
public enum DeckColors {
    /// Background for a manifest card without `color`: a warm light grey, #E8E4DC.
    public static let neutral = RGBA(0xE8, 0xE4, 0xDC)

    /// Soft pastels for folder decks; a card's colour is picked by hashing its id.
    public static let palette: [RGBA] = [
        RGBA(0xF5, 0xCF, 0x75), // butter
        RGBA(0x9F, 0xCB, 0xF5), // sky
        RGBA(0xA8, 0xD8, 0xB9), // mint
        RGBA(0xF2, 0xB8, 0xA2), // peach
        RGBA(0xCF, 0xB8, 0xE8), // lavender
        RGBA(0xE6, 0xFC, 0xF7), // ice
    ]

    /// A palette colour chosen deterministically from `name` (FNV-1a over its UTF-8 bytes),
    /// so the same file always gets the same colour across runs and machines.
    public static func color(forName name: String) -> RGBA {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return palette[Int(hash % UInt64(palette.count))]
    }
}
