/// One glyph's position in font units, as GPOS leaves it.
struct GlyphOffsets: Sendable {
    /// How far the pen moves after the glyph.
    var xAdvance = 0
    /// Where the glyph is drawn, right of the pen.
    var xOffset = 0
    /// Where the glyph is drawn, above the baseline.
    var yOffset = 0
    /// The glyph this one is attached to, relative (0: none).
    var attachChain = 0
    /// 1: mark attachment, 2: cursive.
    var attachType = 0
}
