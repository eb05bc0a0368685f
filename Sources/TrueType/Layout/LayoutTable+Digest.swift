extension LayoutTable {
    /// The digest of the glyphs at which lookup `index` may apply: those the
    /// first coverage of each of its subtables lists (extensions resolved).
    /// A lookup too large to read quickly (over 1,024 subtables or 16,384
    /// coverage entries) gets ``GlyphDigest/all``, so nothing is ever passed over wrongly.
    func digest(ofLookup index: Int, positioning: Bool, _ data: LayoutData) -> GlyphDigest {
        guard let header = lookup(index, data), header.subtableCount <= 1024 else { return .all }
        var digest = GlyphDigest()
        var entries = 0
        for k in 0..<header.subtableCount {
            var type = header.type, s = header.subtable(k, data)
            if type == (positioning ? 9 : 7) {
                guard data.u16(s) == 1 else { continue }
                type = data.u16(s + 2)
                s += data.u32(s + 4)
            }
            guard let coverage = firstCoverage(type, s, positioning: positioning, data) else { return .all }
            let format = data.u16(coverage), count = data.u16(coverage + 2)
            entries += count
            guard entries <= 16384 else { return .all }
            for n in 0..<count {
                switch format {
                case 1: digest.add(data.u16(coverage + 4 + 2 * n))
                case 2: digest.add(data.u16(coverage + 4 + 6 * n), through: data.u16(coverage + 6 + 6 * n))
                default: break
                }
            }
        }
        return digest
    }

    /// The coverage table of the first glyph a subtable of `type` matches
    /// (nil for a type or format it does not know: then anything may match).
    private func firstCoverage(_ type: Int, _ s: Int, positioning: Bool, _ data: LayoutData) -> Int? {
        let context = positioning ? 7 : 5, chained = positioning ? 8 : 6
        let format = data.u16(s)
        switch type {
        case context where format == 3:
            return data.offset16(s, s + 6)
        case chained where format == 3:
            let input = s + 4 + 2 * data.u16(s + 2)
            return data.u16(input) > 0 ? data.offset16(s, input + 2) : nil
        case context, chained:
            return format == 1 || format == 2 ? data.offset16(s, s + 2) : nil
        case 1...8:
            return data.offset16(s, s + 2)
        default:
            return nil
        }
    }
}
