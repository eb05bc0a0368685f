/// A feature the shaper asks for: its tag, the glyphs it applies to and its stage.
struct FeatureRequest: Sendable {
    /// The feature tag, big-endian.
    let tag: UInt32
    /// The ``FeatureMask`` bits of the glyphs it applies to.
    let mask: UInt32
    /// Lookups of one stage are applied together, in lookup order, before the next stage's.
    let stage: Int

    init(_ tag: StaticString, mask: UInt32 = FeatureMask.global, stage: Int) {
        self.tag = TableTag(tag).rawValue
        self.mask = mask
        self.stage = stage
    }
}

/// A lookup to apply, with the mask of the glyphs it may touch.
struct StagedLookup: Hashable, Sendable {
    /// Index in the table's LookupList.
    let index: Int
    /// Glyphs whose mask shares a bit with this one are eligible.
    let mask: UInt32
}

/// A GSUB or GPOS table: ScriptList, FeatureList and LookupList.
struct LayoutTable: Sendable {
    /// Where the table starts in the file (nil: the font lacks it).
    let start: Int?

    /// The lookups of `features` for `script` (else `DFLT`, `dflt`, `latn`),
    /// from its default language system, grouped by stage in stage order;
    /// within a stage, each lookup once, in LookupList order, its masks merged.
    func lookups(script: TableTag, features: [FeatureRequest], _ data: LayoutData) -> [[StagedLookup]] {
        guard let start, data.u16(start) == 1 else { return [] }
        let scriptList = start + data.u16(start + 4), featureList = start + data.u16(start + 6)
        guard let langSys = defaultLangSys(scriptList, script, data) else { return [] }
        let featureCount = data.u16(featureList)
        // HarfBuzz's caps on what one plan reads: 1500 feature indices, 35000 lookup visits.
        var indices = (0..<min(1500, data.u16(langSys + 4))).map { data.u16(langSys + 6 + 2 * $0) }
        var visits = 35000
        let required = data.u16(langSys + 2)
        if required != 0xFFFF { indices.append(required) }
        let stageCount = (features.map(\.stage).max() ?? -1) + 1
        var stages = [[Int: UInt32]](repeating: [:], count: stageCount)
        for (n, featureIndex) in indices.enumerated() where featureIndex < featureCount {
            let record = featureList + 2 + 6 * featureIndex
            let tag = UInt32(truncatingIfNeeded: data.u32(record))
            let isRequired = required != 0xFFFF && n == indices.count - 1
            let requests = features.filter { $0.tag == tag }
            let wanted = requests.isEmpty && isRequired
                ? [FeatureRequest(tag: tag, mask: FeatureMask.global, stage: 0)] : requests
            guard !wanted.isEmpty else { continue }
            let feature = featureList + data.u16(record + 4)
            let lookupCount = data.u16(feature + 2)
            for request in wanted {
                visits -= lookupCount
                guard visits >= 0 else { break }
                for i in 0..<lookupCount {
                    stages[request.stage][data.u16(feature + 4 + 2 * i), default: 0] |= request.mask
                }
            }
        }
        let lookupCount = data.u16(start + data.u16(start + 8))
        return stages.map { stage in
            stage.filter { $0.key < lookupCount }.map { StagedLookup(index: $0.key, mask: $0.value) }
                .sorted { $0.index < $1.index }
        }
    }

    /// True when `script`'s default language system has feature `tag`.
    func hasFeature(_ tag: StaticString, script: TableTag, _ data: LayoutData) -> Bool {
        !lookups(script: script, features: [FeatureRequest(tag, stage: 0)], data).joined().isEmpty
    }

    /// The default LangSys of the first script found among `script`, `DFLT`, `dflt`, `latn`.
    private func defaultLangSys(_ scriptList: Int, _ script: TableTag, _ data: LayoutData) -> Int? {
        let count = data.u16(scriptList)
        for candidate in [script, TableTag("DFLT"), TableTag("dflt"), TableTag("latn")] {
            for i in 0..<min(count, 500) where data.u32(scriptList + 2 + 6 * i) == Int(candidate.rawValue) {
                let table = scriptList + data.u16(scriptList + 6 + 6 * i)
                return data.offset16(table, table)
            }
        }
        return nil
    }

    /// The LookupList entry `index`: its type (extensions resolved per
    /// subtable later), flag, subtable offsets' base and count, and mark filtering set.
    func lookup(_ index: Int, _ data: LayoutData) -> LookupHeader? {
        guard let start else { return nil }
        let list = start + data.u16(start + 8)
        guard index < data.u16(list) else { return nil }
        let table = list + data.u16(list + 2 + 2 * index)
        let flag = data.u16(table + 2), count = data.u16(table + 4)
        let filterSet = flag & LookupFlag.useMarkFilteringSet != 0 ? data.u16(table + 6 + 2 * count) : 0
        return LookupHeader(table: table, type: data.u16(table), flag: flag, subtableCount: count,
                            markFilteringSet: filterSet)
    }
}

extension FeatureRequest {
    init(tag: UInt32, mask: UInt32, stage: Int) {
        self.tag = tag
        self.mask = mask
        self.stage = stage
    }
}

/// A Lookup table's header.
struct LookupHeader: Sendable {
    /// Where the Lookup table starts in the file.
    let table: Int
    /// The lookup type (7 in GSUB and 9 in GPOS are extensions).
    let type: Int
    /// The ``LookupFlag`` bits.
    let flag: Int
    /// How many subtables it has.
    let subtableCount: Int
    /// The GDEF mark glyph set of ``LookupFlag/useMarkFilteringSet``.
    let markFilteringSet: Int

    /// The file offset of subtable `i`.
    func subtable(_ i: Int, _ data: LayoutData) -> Int { table + data.u16(table + 6 + 2 * i) }

    /// Lookup flag and filtering set packed as HarfBuzz's lookup props.
    var props: Int { flag | markFilteringSet << 16 }
}

/// Lookup flag bits.
enum LookupFlag {
    static let rightToLeft = 0x0001
    static let ignoreBase = 0x0002
    static let ignoreLigatures = 0x0004
    static let ignoreMarks = 0x0008
    static let ignoreFlags = 0x000E
    static let useMarkFilteringSet = 0x0010
    static let markAttachmentType = 0xFF00
}
