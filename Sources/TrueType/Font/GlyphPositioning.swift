import Raster

/// Pair kerning from the `GPOS` table: the lookups of the `kern` feature.
///
/// At load this walks ScriptList → default LangSys of each script → features
/// tagged `kern` → LookupList, and checks every pair adjustment subtable
/// (lookup type 2, directly or through extension lookups of type 9) those
/// lookups use. Other lookup types under `kern` (contextual positioning) are
/// ignored, as are lookup flags (mark filtering), language systems other than
/// the default, vertical values and device tables.
struct GlyphPositioning: Sendable {
    /// The whole font file, which the subtables' offsets point into.
    let bytes: [UInt8]
    /// The pair subtables of each kern lookup, in LookupList order.
    let lookups: [[PairAdjustmentSubtable]]
    /// For each script with a kern feature, positions in ``lookups``, ascending.
    let scripts: [(tag: TableTag, lookups: [Int])]

    static let kernFeature = TableTag("kern")
    static let defaultScript = TableTag("DFLT")
    static let latinScript = TableTag("latn")

    /// Reads the kern feature's lookups; nil when the table has none.
    init?(_ gpos: ByteReader) throws(FontError) {
        let major = try gpos.u16(at: 0)
        guard major == 1 else {
            throw gpos.error(.unsupported, at: 0, "GPOS major version \(major) is not 1")
        }
        let scriptList = try gpos.window(at: try gpos.int16u(at: 4), "the ScriptList")
        let featureList = try gpos.window(at: try gpos.int16u(at: 6), "the FeatureList")
        let lookupList = try gpos.window(at: try gpos.int16u(at: 8), "the LookupList")
        let featureCount = try featureList.int16u(at: 0)
        try featureList.require(2, featureCount * 6, "the \(featureCount) feature records")
        let lookupCount = try lookupList.int16u(at: 0)
        try lookupList.require(2, lookupCount * 2, "the \(lookupCount) lookup offsets")

        // Per script, the kern lookups of its default language system.
        var perScript: [(tag: TableTag, lookupIndices: [Int])] = []
        let scriptCount = try scriptList.int16u(at: 0)
        try scriptList.require(2, scriptCount * 6, "the \(scriptCount) script records")
        for i in 0..<scriptCount {
            let script = try scriptList.window(at: try scriptList.int16u(at: 6 + 6 * i), "a Script table")
            let langSysOffset = try script.int16u(at: 0)
            guard langSysOffset != 0 else { continue }
            let langSys = try script.window(at: langSysOffset, "a default LangSys table")
            let indices = try Self.kernLookups(langSys, featureList, featureCount, lookupCount)
            if !indices.isEmpty { perScript.append((try scriptList.tag(at: 2 + 6 * i), indices)) }
        }
        guard !perScript.isEmpty else { return nil }

        // Read each referenced lookup once, in LookupList order.
        let used = Array(Set(perScript.flatMap(\.lookupIndices))).sorted()
        var lookups: [[PairAdjustmentSubtable]] = []
        for index in used {
            let lookup = try lookupList.window(at: try lookupList.int16u(at: 2 + 2 * index), "Lookup \(index)")
            lookups.append(try Self.pairSubtables(of: lookup))
        }
        self.lookups = lookups
        bytes = gpos.bytes
        scripts = perScript.map { entry in
            (entry.tag, entry.lookupIndices.compactMap { used.firstIndex(of: $0) })
        }
    }

    /// The lookup indices of the `kern` features a LangSys table enables, sorted and unique.
    private static func kernLookups(_ langSys: ByteReader, _ featureList: ByteReader,
                                    _ featureCount: Int, _ lookupCount: Int) throws(FontError) -> [Int] {
        let required = try langSys.int16u(at: 2)
        let count = try langSys.int16u(at: 4)
        try langSys.require(6, count * 2, "the \(count) feature indices of a LangSys table")
        var featureIndices = [Int]()
        for i in 0..<count { featureIndices.append(try langSys.int16u(at: 6 + 2 * i)) }
        if required != 0xFFFF { featureIndices.append(required) }
        var lookups = Set<Int>()
        for feature in featureIndices {
            guard feature < featureCount else {
                throw langSys.error(.malformed, at: 6,
                                    "feature index \(feature) is past the \(featureCount) features")
            }
            guard try featureList.tag(at: 2 + 6 * feature) == kernFeature else { continue }
            let table = try featureList.window(at: try featureList.int16u(at: 6 + 6 * feature), "a Feature table")
            let n = try table.int16u(at: 2)
            try table.require(4, n * 2, "the \(n) lookup indices of a Feature table")
            for j in 0..<n {
                let index = try table.int16u(at: 4 + 2 * j)
                guard index < lookupCount else {
                    throw table.error(.malformed, at: 4 + 2 * j,
                                      "lookup index \(index) is past the \(lookupCount) lookups")
                }
                lookups.insert(index)
            }
        }
        return lookups.sorted()
    }

    /// The pair adjustment subtables of a lookup, following extension subtables.
    private static func pairSubtables(of lookup: ByteReader) throws(FontError) -> [PairAdjustmentSubtable] {
        let type = try lookup.u16(at: 0)
        let count = try lookup.int16u(at: 4)
        try lookup.require(6, count * 2, "the \(count) subtable offsets of a Lookup")
        guard type == 2 || type == 9 else { return [] }
        var subtables: [PairAdjustmentSubtable] = []
        for i in 0..<count {
            var subtable = try lookup.window(at: try lookup.int16u(at: 6 + 2 * i), "a lookup subtable")
            if type == 9 {
                // Extension: format 1, the real lookup type, and a 32-bit offset.
                guard try subtable.u16(at: 2) == 2 else { continue }
                subtable = try subtable.window(at: try subtable.int32u(at: 4), "an extension subtable")
            }
            subtables.append(try PairAdjustmentSubtable(subtable))
        }
        return subtables
    }

    /// The kern lookups for script `tag`, falling back to `DFLT`, then `latn`.
    func lookups(forScript tag: TableTag) -> [Int] {
        for candidate in [tag, Self.defaultScript, Self.latinScript] {
            if let entry = scripts.first(where: { $0.tag == candidate }) { return entry.lookups }
        }
        return []
    }

    /// Applies the lookups in `order` to a glyph run, adding to per-glyph adjustments.
    ///
    /// Each lookup walks the run pair by pair; within a lookup the first
    /// subtable that applies wins, and a pair whose second glyph is consumed
    /// makes the next pair start after it.
    func apply(_ order: [Int], glyphs: [Int], placements: inout [Int], advances: inout [Int]) {
        bytes.withUnsafeBufferPointer { file in
            for position in order where lookups.indices.contains(position) {
                let subtables = lookups[position]
                var i = 0
                while i + 1 < glyphs.count {
                    guard let adjustment = Self.firstAdjustment(subtables, glyphs[i], glyphs[i + 1], file)
                    else { i += 1; continue }
                    placements[i] += adjustment.firstPlacement
                    advances[i] += adjustment.firstAdvance
                    placements[i + 1] += adjustment.secondPlacement
                    advances[i + 1] += adjustment.secondAdvance
                    i += adjustment.consumesSecond ? 2 : 1
                }
            }
        }
    }

    /// The adjustment of the first subtable that applies to the pair, if any.
    private static func firstAdjustment(_ subtables: [PairAdjustmentSubtable], _ first: Int, _ second: Int,
                                        _ file: UnsafeBufferPointer<UInt8>) -> PairAdjustment? {
        for subtable in subtables {
            if let adjustment = subtable.apply(first, second, in: file) { return adjustment }
        }
        return nil
    }
}
