/// The "natural" order of file names that file managers show, used to sort folder decks.
///
/// Names compare by their `NaturalSortKey`: runs of ASCII digits by numeric value (`img2` < `img10`,
/// `7` and `007` alike), letters case-insensitively and without their accents (`apple` < `Banana` <
/// `cherry`; `école` among the e's, before `f`), other characters by their UTF-8 bytes. Names that
/// tie this way (`Apple` and `apple`, `7` and `007`, `e` and `é`) are put in the order of their raw
/// bytes (`Apple` < `apple`, `007` < `7`, `e` < `é`), so the order is total and stable. The rules
/// are the same in every locale.
public enum NaturalOrder {
    /// True when `a` sorts before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in precedes(x, y) } }
    }

    /// True when the UTF-8 name `x` sorts before `y`.
    public static func precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        var folds = NaturalSortKey.FoldCache()
        let kx = NaturalSortKey.key(x, folds: &folds), ky = NaturalSortKey.key(y, folds: &folds)
        if kx != ky { return kx.lexicographicallyPrecedes(ky) }
        return x.lexicographicallyPrecedes(y)
    }
}
