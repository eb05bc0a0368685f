/// The GDEF table's glyph classes, mark attachment classes and mark glyph sets.
struct GlyphDefinitions: Sendable {
    /// Where the table starts in the file (nil: the font has no GDEF).
    let start: Int?

    /// True when GDEF classifies glyphs; otherwise classes come from Unicode.
    func hasGlyphClasses(_ data: LayoutData) -> Bool {
        guard let start else { return false }
        return data.u16(start + 4) != 0
    }

    /// The props of `glyph` from GDEF (``GlyphProps`` bits, mark attachment class << 8).
    func props(of glyph: Int, _ data: LayoutData) -> Int {
        guard let start else { return 0 }
        switch data.classOf(data.offset16(start, start + 4), glyph) {
        case 1: return GlyphProps.base
        case 2: return GlyphProps.ligature
        case 3:
            let attachClass = data.classOf(data.offset16(start, start + 10), glyph)
            return GlyphProps.mark | (attachClass & 0xFF) << 8
        default: return 0
        }
    }

    /// True when mark glyph set `set` covers `glyph` (GDEF 1.2).
    func markSet(_ set: Int, covers glyph: Int, _ data: LayoutData) -> Bool {
        guard let start, data.u16(start) == 1, data.u16(start + 2) >= 2,
              let sets = data.offset16(start, start + 12), data.u16(sets) == 1,
              set < data.u16(sets + 2) else { return false }
        let coverage = data.u32(sets + 4 + 4 * set)
        return coverage != 0 && data.coverage(sets + coverage, glyph) != nil
    }
}
