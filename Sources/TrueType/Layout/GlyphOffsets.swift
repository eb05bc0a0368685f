/// One glyph's position in font units, as GPOS leaves it.
struct GlyphOffsets: Sendable {
    var xAdvance = 0
    var xOffset = 0
    var yOffset = 0
    /// The glyph this one is attached to, relative (0: none).
    var attachChain = 0
    /// 1: mark attachment, 2: cursive.
    var attachType = 0
}
