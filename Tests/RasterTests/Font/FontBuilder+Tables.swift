extension FontBuilder {
    /// A cmap table from (platform, encoding, subtable) records.
    static func cmap(_ records: [(platform: Int, encoding: Int, subtable: [UInt8])]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(0); w.u16(records.count)
        var offset = 4 + 8 * records.count
        for r in records {
            w.u16(r.platform); w.u16(r.encoding); w.u32(offset)
            offset += r.subtable.count
        }
        for r in records { w.append(r.subtable) }
        return w.bytes
    }

    /// A cmap with one (3, 1) format 4 subtable for `map`.
    static func cmapFormat4(_ map: [UInt32: Int]) -> [UInt8] {
        cmap([(3, 1, format4(map))])
    }

    /// A format 4 subtable: one segment per run of consecutive codes; runs
    /// with consecutive glyphs use idDelta, others the glyph id array.
    static func format4(_ map: [UInt32: Int]) -> [UInt8] {
        let codes = map.keys.filter { $0 < 0xFFFF }.sorted()
        var runs: [[UInt32]] = []
        for code in codes {
            if let last = runs.last?.last, last + 1 == code { runs[runs.count - 1].append(code) } else { runs.append([code]) }
        }
        var ends: [Int] = [], starts: [Int] = [], deltas: [Int] = [], rangeOffsets: [Int] = [], array: [Int] = []
        let segCount = runs.count + 1
        for (i, run) in runs.enumerated() {
            starts.append(Int(run[0])); ends.append(Int(run.last!))
            let glyphs = run.map { map[$0]! }
            if zip(glyphs, glyphs.dropFirst()).allSatisfy({ $0 + 1 == $1 }) {
                deltas.append((glyphs[0] - Int(run[0])) & 0xFFFF); rangeOffsets.append(0)
            } else {
                deltas.append(0)
                rangeOffsets.append((segCount - i) * 2 + array.count * 2)
                array += glyphs
            }
        }
        starts.append(0xFFFF); ends.append(0xFFFF); deltas.append(1); rangeOffsets.append(0)
        var w = ByteWriter()
        w.u16(4); w.u16(16 + 8 * segCount + 2 * array.count); w.u16(0)
        w.u16(segCount * 2); w.u16(0); w.u16(0); w.u16(0)
        ends.forEach { w.u16($0) }
        w.u16(0)
        starts.forEach { w.u16($0) }
        deltas.forEach { w.u16($0) }
        rangeOffsets.forEach { w.u16($0) }
        array.forEach { w.u16($0) }
        return w.bytes
    }

    /// A format 12 subtable with the groups exactly as given (even invalid ones).
    static func format12(_ groups: [(start: Int, end: Int, glyph: Int)]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(12); w.u16(0); w.u32(16 + 12 * groups.count); w.u32(0); w.u32(groups.count)
        for g in groups { w.u32(g.start); w.u32(g.end); w.u32(g.glyph) }
        return w.bytes
    }

    /// A name table from (platform, encoding, language, nameID, bytes) records.
    static func name(_ records: [(platform: Int, encoding: Int, language: Int, id: Int, bytes: [UInt8])]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(0); w.u16(records.count); w.u16(6 + 12 * records.count)
        var offset = 0
        for r in records {
            w.u16(r.platform); w.u16(r.encoding); w.u16(r.language); w.u16(r.id)
            w.u16(r.bytes.count); w.u16(offset)
            offset += r.bytes.count
        }
        for r in records { w.append(r.bytes) }
        return w.bytes
    }

    /// UTF-16BE bytes of a string.
    static func utf16BE(_ s: String) -> [UInt8] {
        s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// A Microsoft kern table with one horizontal format 0 subtable (pairs in the given order).
    static func kern(_ pairs: [(left: Int, right: Int, value: Int)], coverage: Int = 0x0001) -> [UInt8] {
        var w = ByteWriter()
        w.u16(0); w.u16(1)
        w.u16(0); w.u16(14 + 6 * pairs.count); w.u16(coverage)
        w.u16(pairs.count); w.u16(0); w.u16(0); w.u16(0)
        for p in pairs { w.u16(p.left); w.u16(p.right); w.u16(p.value) }
        return w.bytes
    }
}
