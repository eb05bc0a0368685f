/// How a contextual rule names the glyphs it matches.
enum GlyphMatch {
    /// An array of glyph IDs at this file offset.
    case glyphs(Int)
    /// An array of class values at this offset, classes from the ClassDef table.
    case classes(Int, classDef: Int?)
    /// An array of Coverage offsets at this offset, relative to `base`.
    case coverages(Int, base: Int)
}
