import Raster

/// The `cmap` subtable chosen to map characters to glyphs, checked at load.
///
/// Preference, best first: a full-repertoire Unicode subtable in format 12/13
/// ((3, 10), then (0, 4…6)); a BMP Unicode subtable in format 4, 6 or 0
/// ((3, 1), then (0, 0…3)); a Windows symbol subtable (3, 0); a Mac Roman
/// subtable (1, 0). Ties go to the first record. The chosen subtable is
/// validated completely when the font loads (sorted, non-overlapping ranges,
/// in-bounds glyph arrays), so a lookup can never fail: it finds a glyph or not.
struct CharacterMap: Sendable {
    /// How character codes are looked up in the subtable.
    enum Layout: Sendable {
        /// Format 0: 256 byte-sized glyph ids.
        case byteTable
        /// Format 4: segments of BMP code points.
        case segments(count: Int)
        /// Format 6: one dense range of 16-bit glyph ids.
        case trimmed(firstCode: Int, count: Int)
        /// Format 12 (`manyToOne` false) or 13 (true): sorted groups of 32-bit code points.
        case groups(count: Int, manyToOne: Bool)
    }

    /// How a Unicode scalar becomes a character code for the subtable.
    enum Encoding: Sendable {
        /// The code is the scalar value.
        case unicode
        /// The code is the scalar value, or U+F000 plus it for symbol fonts.
        case symbol
        /// The code is the Mac Roman byte.
        case macRoman
    }

    /// The subtable, from its start to the end of the `cmap` table.
    let reader: ByteReader
    /// The subtable's layout.
    let layout: Layout
    /// The subtable's character encoding.
    let encoding: Encoding
    /// Glyph ids at or past this count are treated as unmapped.
    let glyphCount: Int

    /// Chooses and validates the best supported subtable of `cmap`.
    init(_ cmap: ByteReader, glyphCount: Int) throws(FontError) {
        let count = try cmap.int16u(at: 2)
        try cmap.require(4, count * 8, "the list of \(count) encoding records")
        var best: (rank: Int, encoding: Encoding, offset: Int)?
        for i in 0..<count {
            let platform = try cmap.u16(at: 4 + 8 * i), specific = try cmap.u16(at: 6 + 8 * i)
            let offset = try cmap.int32u(at: 8 + 8 * i)
            guard let format = try? cmap.u16(at: offset),
                  let choice = Self.rank(platform: platform, encoding: specific, format: format),
                  choice.rank < (best?.rank ?? .max) else { continue }
            best = (choice.rank, choice.encoding, offset)
        }
        guard let best else {
            throw cmap.error(.unsupported, at: 0,
                             "no supported Unicode subtable (formats 0, 4, 6, 12, 13) in the cmap table")
        }
        reader = try cmap.window(at: best.offset, "the chosen cmap subtable")
        encoding = best.encoding
        self.glyphCount = glyphCount
        layout = try Self.validate(reader)
    }

    /// The preference rank of a subtable (lower is better), or nil when unusable.
    private static func rank(platform: UInt16, encoding: UInt16, format: UInt16) -> (rank: Int, encoding: Encoding)? {
        let wide = format == 12 || format == 13, narrow = format == 4 || format == 6 || format == 0
        guard wide || narrow else { return nil }
        switch (platform, encoding) {
        case (3, 10): return (wide ? 0 : 2, .unicode)
        case (0, 4), (0, 6): return (wide ? 1 : 3, .unicode)
        case (3, 1): return (wide ? 1 : 2, .unicode)
        case (0, 0...3): return (wide ? 1 : 3, .unicode)
        case (3, 0): return (5, .symbol)
        case (1, 0): return narrow ? (6, .macRoman) : nil
        default: return nil
        }
    }

    /// Checks the whole subtable and returns its layout.
    private static func validate(_ r: ByteReader) throws(FontError) -> Layout {
        switch try r.u16(at: 0) {
        case 0:
            try r.require(6, 256, "the format 0 glyph array")
            return .byteTable
        case 4:
            return try validateSegments(r)
        case 6:
            let first = try r.int16u(at: 6), count = try r.int16u(at: 8)
            try r.require(10, count * 2, "the format 6 glyph array of \(count) entries")
            return .trimmed(firstCode: first, count: count)
        case let format:
            return try validateGroups(r, manyToOne: format == 13)
        }
    }

    /// Checks a format 4 subtable: array sizes, sorted segments, in-bounds glyph arrays.
    private static func validateSegments(_ r: ByteReader) throws(FontError) -> Layout {
        let doubled = try r.int16u(at: 6)
        guard doubled > 0, doubled % 2 == 0 else {
            throw r.error(.malformed, at: 6, "segCountX2 \(doubled) is not a positive even number")
        }
        let segments = doubled / 2
        try r.require(14, segments * 8 + 2, "the format 4 arrays of \(segments) segments")
        var previousEnd = -1
        for i in 0..<segments {
            let end = try r.int16u(at: 14 + 2 * i)
            let start = try r.int16u(at: 16 + doubled + 2 * i)
            let rangeOffsetAt = 16 + 3 * doubled + 2 * i
            let rangeOffset = try r.int16u(at: rangeOffsetAt)
            guard end > previousEnd else {
                throw r.error(.malformed, at: 14 + 2 * i, "format 4 segment \(i) is out of order (endCode \(end))")
            }
            guard start <= end else {
                throw r.error(.malformed, at: 16 + doubled + 2 * i,
                              "format 4 segment \(i) has startCode \(start) > endCode \(end)")
            }
            if rangeOffset != 0 {
                try r.require(rangeOffsetAt + rangeOffset, (end - start + 1) * 2,
                              "the glyph ids of format 4 segment \(i)")
            }
            previousEnd = end
        }
        return .segments(count: segments)
    }

    /// Checks a format 12/13 subtable: size, and groups sorted with start ≤ end.
    ///
    /// Overlapping or unsorted groups are rejected (the spec requires sorted,
    /// disjoint groups); that makes the lookup a binary search with one answer.
    private static func validateGroups(_ r: ByteReader, manyToOne: Bool) throws(FontError) -> Layout {
        let count = try r.int32u(at: 12)
        try r.require(16, count * 12, "the \(count) groups of the format \(manyToOne ? 13 : 12) subtable")
        var previousEnd = -1
        for i in 0..<count {
            let start = try r.int32u(at: 16 + 12 * i), end = try r.int32u(at: 20 + 12 * i)
            guard start <= end else {
                throw r.error(.malformed, at: 16 + 12 * i,
                              "cmap group \(i) has endCharCode \(end) < startCharCode \(start)")
            }
            guard start > previousEnd else {
                throw r.error(.malformed, at: 16 + 12 * i,
                              "cmap group \(i) overlaps or precedes the group before it (start \(start))")
            }
            previousEnd = end
        }
        return .groups(count: count, manyToOne: manyToOne)
    }

    /// The glyph index for `scalar`, or nil when it is unmapped (or maps to
    /// glyph 0 or to a glyph id the font does not have).
    func glyph(for scalar: Unicode.Scalar) -> Int? {
        let value = Int(scalar.value)
        var glyph: Int
        switch encoding {
        case .unicode:
            glyph = lookup(value)
        case .symbol:
            glyph = lookup(value)
            if glyph == 0, value <= 0xFF { glyph = lookup(0xF000 + value) }
        case .macRoman:
            guard let byte = MacRoman.byte(for: scalar) else { return nil }
            glyph = lookup(Int(byte))
        }
        return glyph > 0 && glyph < glyphCount ? glyph : nil
    }

    /// The raw glyph index for character code `code` (0 when unmapped).
    private func lookup(_ code: Int) -> Int {
        reader.withWindow { w in
            // Every offset read here was validated at load; the reads still check bounds.
            switch layout {
            case .byteTable:
                return code < 256 ? w.byte(6 + code) ?? 0 : 0
            case .trimmed(let first, let count):
                guard code >= first, code - first < count else { return 0 }
                return w.be16(10 + 2 * (code - first)) ?? 0
            case .segments(let count):
                return Self.segmentLookup(code, segments: count, w) ?? 0
            case .groups(let count, let manyToOne):
                return Self.groupLookup(code, groups: count, manyToOne: manyToOne, w) ?? 0
            }
        }
    }

    /// Format 4: binary search for the first segment whose endCode ≥ code.
    private static func segmentLookup(_ code: Int, segments: Int, _ w: UnsafeBufferPointer<UInt8>) -> Int? {
        guard code <= 0xFFFF else { return 0 }
        var low = 0, high = segments
        while low < high {
            let mid = (low + high) / 2
            guard let end = w.be16(14 + 2 * mid) else { return nil }
            if end < code { low = mid + 1 } else { high = mid }
        }
        guard low < segments else { return 0 }
        let doubled = segments * 2
        guard let start = w.be16(16 + doubled + 2 * low), start <= code else { return 0 }
        let rangeOffsetAt = 16 + 3 * doubled + 2 * low
        guard let delta = w.be16(16 + 2 * doubled + 2 * low), let rangeOffset = w.be16(rangeOffsetAt) else {
            return nil
        }
        if rangeOffset == 0 { return (code + delta) & 0xFFFF }
        guard let glyph = w.be16(rangeOffsetAt + rangeOffset + 2 * (code - start)) else { return nil }
        return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF
    }

    /// Formats 12 and 13: binary search for the last group starting at or before code.
    private static func groupLookup(_ code: Int, groups: Int, manyToOne: Bool,
                                    _ w: UnsafeBufferPointer<UInt8>) -> Int? {
        var low = 0, high = groups
        while low < high {
            let mid = (low + high) / 2
            guard let start = w.be32(16 + 12 * mid) else { return nil }
            if start <= code { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return 0 }
        let at = 16 + 12 * (low - 1)
        guard let start = w.be32(at), let end = w.be32(at + 4), code <= end,
              let first = w.be32(at + 8) else { return 0 }
        return manyToOne ? first : first + (code - start)
    }
}
