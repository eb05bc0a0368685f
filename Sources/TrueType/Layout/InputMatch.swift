/// The glyphs an input sequence matched.
struct InputMatch {
    /// Buffer indices of the matched glyphs, the first at the rule's start.
    var positions: [Int]
    /// The index after the last matched glyph.
    var end: Int
}
