import Raster

/// What a pair-positioning lookup does to two adjacent glyphs, in font units.
struct PairAdjustment: Hashable, Sendable {
    /// Moves the first glyph's drawing right.
    var firstPlacement = 0
    /// Widens the first glyph's advance (negative kerns the pair closer).
    var firstAdvance = 0
    /// Moves the second glyph's drawing right.
    var secondPlacement = 0
    /// Widens the second glyph's advance.
    var secondAdvance = 0
    /// True when the second glyph is consumed, so the next pair starts after it
    /// (the spec's rule when the subtable has a second value record).
    var consumesSecond = false
}

/// A GPOS pair adjustment subtable (lookup type 2), checked at load.
struct PairAdjustmentSubtable: Sendable {
    /// The two subtable formats.
    enum Pairs: Sendable {
        /// Format 1: for each covered first glyph, a sorted set of second glyphs.
        case glyphPairs(setCount: Int)
        /// Format 2: a matrix of records indexed by the classes of both glyphs.
        case classPairs(first: ClassDefinition, second: ClassDefinition, firstCount: Int, secondCount: Int)
    }

    /// Where the subtable starts in the font file.
    let start: Int
    /// The glyphs that can start a pair.
    let coverage: CoverageTable
    /// The layout of the first glyph's value record.
    let value1: ValueFormat
    /// The layout of the second glyph's value record.
    let value2: ValueFormat
    /// The format-specific data.
    let pairs: Pairs

    /// Reads a subtable and checks every size and offset it uses.
    init(_ r: ByteReader) throws(FontError) {
        let format = try r.u16(at: 0)
        start = r.base
        coverage = try CoverageTable(r.window(at: try r.int16u(at: 2), "a pair Coverage table"))
        value1 = ValueFormat(bits: try r.u16(at: 4))
        value2 = ValueFormat(bits: try r.u16(at: 6))
        let recordSize = value1.size + value2.size
        switch format {
        case 1:
            let setCount = try r.int16u(at: 8)
            try r.require(10, setCount * 2, "the \(setCount) PairSet offsets")
            for i in 0..<setCount {
                let set = try r.int16u(at: 10 + 2 * i)
                let count = try r.int16u(at: set)
                try r.require(set + 2, count * (2 + recordSize), "PairSet \(i) of \(count) records")
            }
            pairs = .glyphPairs(setCount: setCount)
        case 2:
            let first = try ClassDefinition(r.window(at: try r.int16u(at: 8), "a pair ClassDef table"))
            let second = try ClassDefinition(r.window(at: try r.int16u(at: 10), "a pair ClassDef table"))
            let firstCount = try r.int16u(at: 12), secondCount = try r.int16u(at: 14)
            try r.require(16, firstCount * secondCount * recordSize,
                          "the \(firstCount)×\(secondCount) class pair records")
            pairs = .classPairs(first: first, second: second, firstCount: firstCount, secondCount: secondCount)
        default:
            throw r.error(.malformed, at: 0, "pair adjustment format \(format) is neither 1 nor 2")
        }
    }

    /// The adjustment for `first` followed by `second`, or nil when this subtable does not apply.
    ///
    /// As in HarfBuzz, a format 2 subtable applies to any covered first glyph
    /// (often with a zero record), which stops later subtables of the lookup.
    /// `file` is the whole font file; every read is bounds-checked against it.
    func apply(_ first: Int, _ second: Int, in file: UnsafeBufferPointer<UInt8>) -> PairAdjustment? {
        guard let index = coverage.index(of: first, in: file) else { return nil }
        let recordSize = value1.size + value2.size
        var recordAt: Int
        switch pairs {
        case .glyphPairs(let setCount):
            guard index < setCount, let offset = file.be16(start + 10 + 2 * index),
                  let count = file.be16(start + offset) else { return nil }
            // Binary search the set's records, sorted by second glyph.
            let records = start + offset + 2, stride = 2 + recordSize
            var low = 0, high = count
            recordAt = -1
            while low < high {
                let mid = (low + high) / 2
                guard let glyph = file.be16(records + stride * mid) else { return nil }
                if glyph == second { recordAt = records + stride * mid + 2; break }
                if glyph < second { low = mid + 1 } else { high = mid }
            }
            guard recordAt >= 0 else { return nil }
        case .classPairs(let firstClasses, let secondClasses, let firstCount, let secondCount):
            let c1 = firstClasses.classOf(first, in: file), c2 = secondClasses.classOf(second, in: file)
            guard c1 < firstCount, c2 < secondCount else { return nil }
            recordAt = start + 16 + (c1 * secondCount + c2) * recordSize
        }
        let v1 = value1.horizontal(file, at: recordAt)
        let v2 = value2.horizontal(file, at: recordAt + value1.size)
        return PairAdjustment(firstPlacement: v1.placement, firstAdvance: v1.advance,
                              secondPlacement: v2.placement, secondAdvance: v2.advance,
                              consumesSecond: value2.bits != 0)
    }
}
