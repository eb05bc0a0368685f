/// One glyph of a shaped run, in font units, in logical order.
struct ShapedGlyph: Hashable, Sendable {
    /// The glyph index.
    var glyph: Int
    /// The input scalar its cluster starts at.
    var cluster: Int
    /// How far the pen moves after it.
    var xAdvance: Int
    /// Where it is drawn, right of the pen.
    var xOffset: Int
    /// Where it is drawn, above the baseline.
    var yOffset: Int
}
