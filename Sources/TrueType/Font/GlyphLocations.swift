import Raster

/// Finds each glyph's bytes in `glyf` through `loca`.
///
/// Loading checks only that `loca` is long enough for every glyph; each
/// glyph's offsets are checked (in order, inside `glyf`) when it is decoded.
struct GlyphLocations: Sendable {
    /// The `loca` table.
    let loca: ByteReader
    /// The `glyf` table.
    let glyf: ByteReader
    /// True for 32-bit offsets, false for 16-bit offsets stored ÷ 2.
    let longOffsets: Bool
    /// The number of glyphs in the font.
    let glyphCount: Int

    /// Checks that `loca` holds `glyphCount + 1` offsets.
    init(loca: ByteReader, glyf: ByteReader, longOffsets: Bool, glyphCount: Int) throws(FontError) {
        try loca.require(0, (glyphCount + 1) * (longOffsets ? 4 : 2),
                         "the \(glyphCount + 1) offsets for \(glyphCount) glyphs")
        self.loca = loca
        self.glyf = glyf
        self.longOffsets = longOffsets
        self.glyphCount = glyphCount
    }

    /// The offset of entry `index` of `loca`, in bytes from the start of `glyf`.
    @inline(__always)
    private func offset(_ index: Int) throws(FontError) -> Int {
        longOffsets ? try loca.int32u(at: index * 4) : try loca.int16u(at: index * 2) * 2
    }

    /// The bytes of glyph `glyph` inside `glyf` (empty for a glyph without outline).
    func range(of glyph: Int) throws(FontError) -> Range<Int> {
        guard glyph >= 0, glyph < glyphCount else {
            throw loca.error(.indexOutOfRange, at: 0,
                             "glyph \(glyph) is out of range: the font has \(glyphCount) glyphs")
        }
        let start = try offset(glyph), end = try offset(glyph + 1)
        guard start <= end else {
            throw loca.error(.malformed, at: (glyph + 1) * (longOffsets ? 4 : 2),
                             "loca is not in order: glyph \(glyph) ends at \(end), before its start \(start)")
        }
        guard end <= glyf.count else {
            throw glyf.error(.truncated, at: Swift.min(start, glyf.count),
                             "glyph \(glyph) ends past the end of the table")
        }
        return start..<end
    }

    /// A reader over glyph `glyph`'s bytes, or nil for an empty glyph.
    func data(of glyph: Int) throws(FontError) -> ByteReader? {
        let range = try range(of: glyph)
        guard !range.isEmpty else { return nil }
        guard range.count >= 10 else {
            throw glyf.error(.truncated, at: range.lowerBound,
                             "glyph \(glyph) has \(range.count) bytes, too few for its header")
        }
        return ByteReader(bytes: glyf.bytes, base: glyf.base + range.lowerBound,
                          count: range.count, table: glyf.table)
    }

    /// The glyph's bounding box from its header (font units), or nil for an empty glyph.
    func boundingBox(of glyph: Int) throws(FontError) -> Rect? {
        guard let r = try data(of: glyph) else { return nil }
        return Rect(minX: Double(try r.i16(at: 2)), minY: Double(try r.i16(at: 4)),
                    maxX: Double(try r.i16(at: 6)), maxY: Double(try r.i16(at: 8)))
    }
}
