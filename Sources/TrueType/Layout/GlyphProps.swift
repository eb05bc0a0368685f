/// GDEF glyph class bits, laid out as the lookup flags that ignore them.
enum GlyphProps {
    /// GDEF class 1.
    static let base = 0x02
    /// GDEF class 2.
    static let ligature = 0x04
    /// GDEF class 3.
    static let mark = 0x08
    /// Set on glyphs a substitution produced.
    static let substituted = 0x10
    /// Set on glyphs a ligature substitution produced.
    static let ligated = 0x20
    /// Set on glyphs a multiple substitution produced.
    static let multiplied = 0x40
    /// The bits a substitution keeps when it replaces the class.
    static let preserve = 0x40 | 0x20 | 0x10
}
