/// An OpenType Coverage table: which glyphs a subtable applies to, and their order.
///
/// Its size is checked at load; lookups are binary searches over the sorted
/// glyph list (format 1) or glyph ranges (format 2).
struct CoverageTable: Sendable {
    /// The table, from its start.
    let reader: ByteReader
    /// True for glyph ranges (format 2), false for a glyph list (format 1).
    let ranged: Bool
    /// The number of glyphs (format 1) or ranges (format 2).
    let count: Int

    /// Reads and size-checks a Coverage table.
    init(_ r: ByteReader) throws(FontError) {
        let format = try r.u16(at: 0)
        count = try r.int16u(at: 2)
        guard format == 1 || format == 2 else {
            throw r.error(.malformed, at: 0, "Coverage format \(format) is neither 1 nor 2")
        }
        ranged = format == 2
        try r.require(4, count * (ranged ? 6 : 2), "the Coverage table's \(count) entries")
        reader = r
    }

    /// The coverage index of `glyph`, or nil when the table does not cover it.
    func index(of glyph: Int) -> Int? {
        var low = 0, high = count
        let stride = ranged ? 6 : 2
        while low < high {
            let mid = (low + high) / 2
            let at = 4 + stride * mid
            guard let start = try? reader.int16u(at: at) else { return nil }
            if !ranged {
                if start == glyph { return mid }
                if start < glyph { low = mid + 1 } else { high = mid }
                continue
            }
            guard let end = try? reader.int16u(at: at + 2), let first = try? reader.int16u(at: at + 4)
            else { return nil }
            if glyph < start { high = mid } else if glyph > end { low = mid + 1 } else {
                return first + glyph - start
            }
        }
        return nil
    }
}

/// An OpenType ClassDef table: the class of each glyph (0 for glyphs not listed).
struct ClassDefinition: Sendable {
    /// The table, from its start.
    let reader: ByteReader
    /// True for class ranges (format 2), false for a class array (format 1).
    let ranged: Bool
    /// The first glyph of the array (format 1).
    let firstGlyph: Int
    /// The number of array entries (format 1) or ranges (format 2).
    let count: Int

    /// Reads and size-checks a ClassDef table.
    init(_ r: ByteReader) throws(FontError) {
        let format = try r.u16(at: 0)
        guard format == 1 || format == 2 else {
            throw r.error(.malformed, at: 0, "ClassDef format \(format) is neither 1 nor 2")
        }
        ranged = format == 2
        firstGlyph = ranged ? 0 : try r.int16u(at: 2)
        count = try r.int16u(at: ranged ? 2 : 4)
        try r.require(ranged ? 4 : 6, count * (ranged ? 6 : 2), "the ClassDef table's \(count) entries")
        reader = r
    }

    /// The class of `glyph`.
    func classOf(_ glyph: Int) -> Int {
        guard ranged else {
            guard glyph >= firstGlyph, glyph - firstGlyph < count else { return 0 }
            return (try? reader.int16u(at: 6 + 2 * (glyph - firstGlyph))) ?? 0
        }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            let at = 4 + 6 * mid
            guard let start = try? reader.int16u(at: at), let end = try? reader.int16u(at: at + 2)
            else { return 0 }
            if glyph < start { high = mid } else if glyph > end { low = mid + 1 } else {
                return (try? reader.int16u(at: at + 4)) ?? 0
            }
        }
        return 0
    }
}

/// Which fields a GPOS ValueRecord holds, and where the horizontal ones are.
struct ValueFormat: Sendable {
    /// The format bits; only the low eight are defined.
    let bits: UInt16

    /// The record's size in bytes: two per field present.
    var size: Int { Int(bits & 0xFF).nonzeroBitCount * 2 }

    /// The horizontal placement and advance of the record at `at` (zero when absent).
    func horizontal(_ r: ByteReader, at: Int) -> (placement: Int, advance: Int) {
        var placement = 0, advance = 0
        if bits & 0x01 != 0 { placement = Int((try? r.i16(at: at)) ?? 0) }
        // XAdvance follows XPlacement and YPlacement when they are present.
        let advanceAt = at + Int(bits & 0x03).nonzeroBitCount * 2
        if bits & 0x04 != 0 { advance = Int((try? r.i16(at: advanceAt)) ?? 0) }
        return (placement, advance)
    }
}
