import Raster

/// An OpenType Coverage table: which glyphs a subtable applies to, and their order.
///
/// Its size is checked at load; lookups are binary searches over the sorted
/// glyph list (format 1) or glyph ranges (format 2), reading the font file
/// directly. It holds only offsets, so copying it costs nothing.
struct CoverageTable: Sendable {
    /// Where the table starts in the font file.
    let start: Int
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
        start = r.base
    }

    /// The coverage index of `glyph`, or nil when the table does not cover it.
    @inline(__always)
    func index(of glyph: Int, in file: UnsafeBufferPointer<UInt8>) -> Int? {
        var low = 0, high = count
        let stride = ranged ? 6 : 2
        while low < high {
            let mid = (low + high) / 2
            let at = start + 4 + stride * mid
            guard let first = file.be16(at) else { return nil }
            if !ranged {
                if first == glyph { return mid }
                if first < glyph { low = mid + 1 } else { high = mid }
                continue
            }
            guard let last = file.be16(at + 2), let startIndex = file.be16(at + 4) else { return nil }
            if glyph < first { high = mid } else if glyph > last { low = mid + 1 } else {
                return startIndex + glyph - first
            }
        }
        return nil
    }
}

/// An OpenType ClassDef table: the class of each glyph (0 for glyphs not listed).
struct ClassDefinition: Sendable {
    /// Where the table starts in the font file.
    let start: Int
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
        start = r.base
    }

    /// The class of `glyph`.
    @inline(__always)
    func classOf(_ glyph: Int, in file: UnsafeBufferPointer<UInt8>) -> Int {
        guard ranged else {
            guard glyph >= firstGlyph, glyph - firstGlyph < count else { return 0 }
            return file.be16(start + 6 + 2 * (glyph - firstGlyph)) ?? 0
        }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            let at = start + 4 + 6 * mid
            guard let first = file.be16(at), let last = file.be16(at + 2) else { return 0 }
            if glyph < first { high = mid } else if glyph > last { low = mid + 1 } else {
                return file.be16(at + 4) ?? 0
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

    /// The horizontal placement and advance of the record at file offset `at` (zero when absent).
    @inline(__always)
    func horizontal(_ file: UnsafeBufferPointer<UInt8>, at: Int) -> (placement: Int, advance: Int) {
        var placement = 0, advance = 0
        if bits & 0x01 != 0 { placement = file.signed16(at) ?? 0 }
        // XAdvance follows XPlacement and YPlacement when they are present.
        let advanceAt = at + Int(bits & 0x03).nonzeroBitCount * 2
        if bits & 0x04 != 0 { advance = file.signed16(advanceAt) ?? 0 }
        return (placement, advance)
    }
}
