import Raster

/// The fields this reader uses from `head`.
struct HeadTable: Sendable {
    /// Font units per em (1…16384).
    let unitsPerEm: Int
    /// The font-wide glyph bounding box.
    let boundingBox: Rect
    /// True when `loca` holds 32-bit offsets, false for 16-bit offsets ÷ 2.
    let longLocaOffsets: Bool

    /// Reads and checks the `head` table.
    init(_ r: ByteReader) throws(FontError) {
        try r.require(0, 54, "the head table")
        unitsPerEm = try r.int16u(at: 18)
        guard (1...16384).contains(unitsPerEm) else {
            throw r.error(.malformed, at: 18, "unitsPerEm \(unitsPerEm) is outside 1…16384")
        }
        boundingBox = Rect(minX: Double(try r.i16(at: 36)), minY: Double(try r.i16(at: 38)),
                           maxX: Double(try r.i16(at: 40)), maxY: Double(try r.i16(at: 42)))
        switch try r.i16(at: 50) {
        case 0: longLocaOffsets = false
        case 1: longLocaOffsets = true
        case let format: throw r.error(.malformed, at: 50, "indexToLocFormat \(format) is neither 0 nor 1")
        }
    }
}

/// The fields this reader uses from `hhea`.
struct HorizontalHeader: Sendable {
    /// Typographic ascender.
    let ascender: Int
    /// Typographic descender (negative below the baseline).
    let descender: Int
    /// Typographic line gap.
    let lineGap: Int
    /// Number of full (advance, lsb) records in `hmtx`.
    let numberOfHMetrics: Int

    /// Reads the `hhea` table.
    init(_ r: ByteReader) throws(FontError) {
        try r.require(0, 36, "the hhea table")
        ascender = Int(try r.i16(at: 4))
        descender = Int(try r.i16(at: 6))
        lineGap = Int(try r.i16(at: 8))
        numberOfHMetrics = try r.int16u(at: 34)
        guard numberOfHMetrics > 0 else {
            throw r.error(.malformed, at: 34, "numberOfHMetrics is 0: the font has no advance widths")
        }
    }
}

/// Reads `numGlyphs` from `maxp`.
func readGlyphCount(_ r: ByteReader) throws(FontError) -> Int {
    try r.require(0, 6, "the maxp table")
    let count = try r.int16u(at: 4)
    guard count > 0 else { throw r.error(.malformed, at: 4, "numGlyphs is 0: the font has no glyphs") }
    return count
}

/// The vertical metrics chosen from `hhea` and, when present, `OS/2`.
func chooseMetrics(head: HeadTable, hhea: HorizontalHeader, os2: ByteReader?) -> FontMetrics {
    var metrics = FontMetrics(unitsPerEm: head.unitsPerEm, ascender: hhea.ascender,
                              descender: hhea.descender, lineGap: hhea.lineGap,
                              boundingBox: head.boundingBox, source: .horizontalHeader)
    // OS/2 version 0 from Apple may stop at 68 bytes, before the typographic values.
    guard let os2, os2.count >= 78,
          let selection = try? os2.u16(at: 62),
          let typoAscender = try? os2.i16(at: 68), let typoDescender = try? os2.i16(at: 70),
          let typoLineGap = try? os2.i16(at: 72),
          let winAscent = try? os2.u16(at: 74), let winDescent = try? os2.u16(at: 76)
    else { return metrics }
    let useTypo = selection & 0x80 != 0
    let hheaEmpty = hhea.ascender == 0 && hhea.descender == 0
    let typoEmpty = typoAscender == 0 && typoDescender == 0
    if useTypo && !typoEmpty || hheaEmpty && !typoEmpty {
        metrics.ascender = Int(typoAscender)
        metrics.descender = Int(typoDescender)
        metrics.lineGap = Int(typoLineGap)
        metrics.source = .typographic
    } else if hheaEmpty {
        metrics.ascender = Int(winAscent)
        metrics.descender = -Int(winDescent)
        metrics.lineGap = 0
        metrics.source = .windows
    }
    return metrics
}

/// Advance widths and left side bearings from `hmtx`, checked at load so
/// lookups cannot fail.
struct HorizontalMetrics: Sendable {
    /// The `hmtx` table.
    let reader: ByteReader
    /// Number of full records actually usable (≤ numGlyphs, ≥ 1).
    let longCount: Int

    /// Checks that `hmtx` holds `numberOfHMetrics` records (capped at the glyph count).
    init(_ r: ByteReader, numberOfHMetrics: Int, glyphCount: Int) throws(FontError) {
        longCount = Swift.min(numberOfHMetrics, glyphCount)
        try r.require(0, longCount * 4, "the \(longCount) advance-width records")
        reader = r
    }

    /// The advance width of glyph `index`, in font units; glyphs past the long
    /// records share the last record's advance, as the format specifies.
    @inline(__always)
    func advance(_ index: Int) -> Int {
        let record = Swift.min(Swift.max(index, 0), longCount - 1)
        return (try? reader.int16u(at: record * 4)) ?? 0
    }

    /// The left side bearing of glyph `index`, in font units: from its long
    /// record, or past them from the array of bearings that follows; 0 when
    /// the table ends before it, as FreeType reads a short table.
    @inline(__always)
    func leftSideBearing(_ index: Int) -> Int {
        let index = Swift.max(index, 0)
        let offset = index < longCount ? index * 4 + 2 : longCount * 4 + (index - longCount) * 2
        return Int((try? reader.i16(at: offset)) ?? 0)
    }
}
