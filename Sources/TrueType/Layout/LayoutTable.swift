/// A GSUB or GPOS table: ScriptList, FeatureList and LookupList.
struct LayoutTable: Sendable {
    /// Where the table starts in the file (nil: the font lacks it).
    let start: Int?

    /// The lookups of `features` for `script` (else `DFLT`, `dflt`, `latn`),
    /// from its default language system, grouped by stage in stage order;
    /// within a stage, each lookup once, in LookupList order, its masks merged
    /// (and its flags: manual joiners or per syllable when one of its features
    /// asks), with the digest of the glyphs it may apply at (`positioning`: a GPOS table).
    func lookups(script: TableTag, features: [FeatureRequest], positioning: Bool = false,
                 _ data: LayoutData) -> [[StagedLookup]] {
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
        var stages = [[Int: (mask: UInt32, flags: UInt8)]](repeating: [:], count: stageCount)
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
                    let index = data.u16(feature + 4 + 2 * i)
                    if let (mask, flags) = stages[request.stage][index] {
                        stages[request.stage][index] = (mask | request.mask, flags | request.flags)
                    } else {
                        stages[request.stage][index] = (request.mask, request.flags)
                    }
                }
            }
        }
        let lookupCount = data.u16(start + data.u16(start + 8))
        return stages.map { stage in
            stage.filter { $0.key < lookupCount }
                .map { StagedLookup(index: $0.key, mask: $0.value.mask, flags: $0.value.flags,
                                    digest: digest(ofLookup: $0.key, positioning: positioning, data)) }
                .sorted { $0.index < $1.index }
        }
    }

    /// True when `script`'s default language system has feature `tag`.
    func hasFeature(_ tag: StaticString, script: TableTag, _ data: LayoutData) -> Bool {
        !lookups(script: script, features: [FeatureRequest(tag, stage: 0)], data).joined().isEmpty
    }

    /// The first of `candidates`, `DFLT`, `dflt` and `latn` the table has a
    /// script for (HarfBuzz's hb_ot_layout_table_select_script), or nil.
    func chooseScript(_ candidates: [TableTag], _ data: LayoutData) -> TableTag? {
        guard let start, data.u16(start) == 1 else { return nil }
        let scriptList = start + data.u16(start + 4)
        let count = min(data.u16(scriptList), 500)
        let present = Set((0..<count).map { UInt32(truncatingIfNeeded: data.u32(scriptList + 2 + 6 * $0)) })
        return (candidates + [TableTag("DFLT"), TableTag("dflt"), TableTag("latn")])
            .first { present.contains($0.rawValue) }
    }

    /// The tags of the features of `script`'s default language system (with its required feature).
    func featureTags(script: TableTag, _ data: LayoutData) -> Set<UInt32> {
        guard let start, data.u16(start) == 1,
              let langSys = defaultLangSys(start + data.u16(start + 4), script, data) else { return [] }
        let featureList = start + data.u16(start + 6)
        var indices = (0..<min(1500, data.u16(langSys + 4))).map { data.u16(langSys + 6 + 2 * $0) }
        if data.u16(langSys + 2) != 0xFFFF { indices.append(data.u16(langSys + 2)) }
        return Set(indices.filter { $0 < data.u16(featureList) }.map {
            UInt32(truncatingIfNeeded: data.u32(featureList + 2 + 6 * $0))
        })
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
