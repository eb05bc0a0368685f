/// Assembles a GPOS table by hand for tests: scripts with a default LangSys,
/// features, and lookups of pair adjustment subtables (optionally wrapped in
/// extension lookups).
struct GPOSBuilder {
    /// Script tag and the feature indices of its default LangSys.
    var scripts: [(tag: String, features: [Int])] = [("DFLT", [0])]
    /// Feature tag and its lookup indices.
    var features: [(tag: String, lookups: [Int])] = [("kern", [0])]
    /// Lookup type (2 for pairs) and its subtables.
    var lookups: [(type: Int, subtables: [[UInt8]])] = []
    /// Wraps every lookup in an extension lookup (type 9).
    var useExtensions = false

    func build() -> [UInt8] {
        let scriptList = list(scripts.map { s in
            var w = ByteWriter()
            w.u16(4); w.u16(0)  // default LangSys right after, no other LangSys
            w.u16(0); w.u16(0xFFFF); w.u16(s.features.count)
            s.features.forEach { w.u16($0) }
            return (s.tag, w.bytes)
        })
        let featureList = list(features.map { f in
            var w = ByteWriter()
            w.u16(0); w.u16(f.lookups.count)
            f.lookups.forEach { w.u16($0) }
            return (f.tag, w.bytes)
        })
        let lookupList = offsets(lookups.map { lookup in
            let subtables = useExtensions ? lookup.subtables.map { sub in
                var w = ByteWriter()
                w.u16(1); w.u16(lookup.type); w.u32(8)
                w.append(sub)
                return w.bytes
            } : lookup.subtables
            var w = ByteWriter()
            w.u16(useExtensions ? 9 : lookup.type); w.u16(0)
            w.append(offsets(subtables, after: 4))
            return w.bytes
        })
        var w = ByteWriter()
        w.u16(1); w.u16(0)
        w.u16(10); w.u16(10 + scriptList.count); w.u16(10 + scriptList.count + featureList.count)
        w.append(scriptList); w.append(featureList); w.append(lookupList)
        return w.bytes
    }

    /// A tagged record list: count, (tag, offset) records, then the bodies.
    private func list(_ items: [(String, [UInt8])]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(items.count)
        var offset = 2 + 6 * items.count
        for (tag, body) in items { w.tag(tag); w.u16(offset); offset += body.count }
        items.forEach { w.append($0.1) }
        return w.bytes
    }

    /// count, offsets, then the bodies; offsets count from `after` bytes before the count.
    private func offsets(_ bodies: [[UInt8]], after: Int = 0) -> [UInt8] {
        var w = ByteWriter()
        w.u16(bodies.count)
        var offset = after + 2 + 2 * bodies.count
        for body in bodies { w.u16(offset); offset += body.count }
        bodies.forEach { w.append($0) }
        return w.bytes
    }

    static func coverage(_ glyphs: [Int], ranged: Bool = false) -> [UInt8] {
        var w = ByteWriter()
        let sorted = glyphs.sorted()
        if !ranged {
            w.u16(1); w.u16(sorted.count)
            sorted.forEach { w.u16($0) }
            return w.bytes
        }
        w.u16(2); w.u16(sorted.count)
        for (i, g) in sorted.enumerated() { w.u16(g); w.u16(g); w.u16(i) }
        return w.bytes
    }

    static func classDef(_ classes: [Int: Int], ranged: Bool = false) -> [UInt8] {
        var w = ByteWriter()
        let glyphs = classes.keys.sorted()
        if ranged {
            w.u16(2); w.u16(glyphs.count)
            for g in glyphs { w.u16(g); w.u16(g); w.u16(classes[g]!) }
            return w.bytes
        }
        let first = glyphs.first ?? 0, last = glyphs.last ?? 0
        w.u16(1); w.u16(first); w.u16(glyphs.isEmpty ? 0 : last - first + 1)
        if !glyphs.isEmpty { (first...last).forEach { w.u16(classes[$0] ?? 0) } }
        return w.bytes
    }

    /// Pair adjustment format 1: value records hold the fields of their formats, in bit order.
    static func pairFormat1(_ pairs: [(first: Int, second: Int, v1: [Int], v2: [Int])],
                            valueFormat1: Int = 0x0004, valueFormat2: Int = 0) -> [UInt8] {
        let firsts = Array(Set(pairs.map(\.first))).sorted()
        var sets: [[UInt8]] = []
        for first in firsts {
            let records = pairs.filter { $0.first == first }.sorted { $0.second < $1.second }
            var w = ByteWriter()
            w.u16(records.count)
            for r in records { w.u16(r.second); r.v1.forEach { w.u16($0) }; r.v2.forEach { w.u16($0) } }
            sets.append(w.bytes)
        }
        var w = ByteWriter()
        let headerSize = 10 + 2 * sets.count
        let coverageOffset = headerSize + sets.reduce(0) { $0 + $1.count }
        w.u16(1); w.u16(coverageOffset); w.u16(valueFormat1); w.u16(valueFormat2); w.u16(sets.count)
        var offset = headerSize
        for set in sets { w.u16(offset); offset += set.count }
        sets.forEach { w.append($0) }
        w.append(coverage(firsts))
        return w.bytes
    }

    /// Pair adjustment format 2 with one XAdvance per class pair (`values[c1][c2]`).
    static func pairFormat2(coverage covered: [Int], classes1: [Int: Int], classes2: [Int: Int],
                            values: [[Int]], ranged: Bool = false) -> [UInt8] {
        let class1Count = values.count, class2Count = values.first?.count ?? 0
        let matrixSize = 2 * class1Count * class2Count
        let cov = coverage(covered, ranged: ranged)
        let def1 = classDef(classes1, ranged: ranged), def2 = classDef(classes2, ranged: !ranged)
        var w = ByteWriter()
        w.u16(2); w.u16(16 + matrixSize); w.u16(0x0004); w.u16(0)
        w.u16(16 + matrixSize + cov.count); w.u16(16 + matrixSize + cov.count + def1.count)
        w.u16(class1Count); w.u16(class2Count)
        values.joined().forEach { w.u16($0) }
        w.append(cov); w.append(def1); w.append(def2)
        return w.bytes
    }
}
