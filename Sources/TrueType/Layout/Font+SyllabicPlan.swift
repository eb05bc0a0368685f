extension Font {
    /// The plan of a run of syllabic `script` (``Shaper/isSyllabic(_:)``) in this font, kept once made.
    func syllabicPlan(for script: TableTag, ligatures: Bool, _ data: LayoutData) -> SyllabicPlan {
        plans.syllabic(ShapingPlans.SyllabicKey(script: script, ligatures: ligatures)) {
            makeSyllabicPlan(script, ligatures: ligatures, data)
        }
    }

    private func makeSyllabicPlan(_ script: TableTag, ligatures: Bool, _ data: LayoutData) -> SyllabicPlan {
        let gsub = LayoutTable(start: layoutTables.gsub), gpos = LayoutTable(start: layoutTables.gpos)
        let tags = Shaper.tags(for: script)
        let gsubChosen = gsub.chooseScript(tags, data)
        let shaper = Shaper.choose(script: script, chosen: gsubChosen)
        let (features, pauses) = shaper.substitutionPlan(ligatures: ligatures)
        let gsubScript = gsubChosen ?? script, gposScript = gpos.chooseScript(tags, data) ?? script
        // A non-global feature is there when either table lists it for the script.
        let listed = gsub.featureTags(script: gsubScript, data).union(gpos.featureTags(script: gposScript, data))
        var present: UInt32 = 0
        for feature in features where feature.mask != FeatureMask.global && listed.contains(feature.tag) {
            present |= feature.mask
        }
        let config = IndicScriptConfig(script)
        let oldSpec = shaper == .indic && gsubChosen.map { $0.rawValue & 0xFF != 0x32 } ?? true
        var tested: [UInt32: Int] = [:]
        for tag in ["rphf", "pref", "blwf", "pstf", "vatu"] as [StaticString] {
            if let stage = Shaper.stage(of: tag, in: features) { tested[TableTag(tag).rawValue] = stage }
        }
        return SyllabicPlan(
            shaper: shaper, gsubScript: gsubScript, gposScript: gposScript, features: features, pauses: pauses,
            present: present, config: config, oldSpec: oldSpec,
            zeroContext: !oldSpec && script != TableTag("mlym"),
            viramaGlyph: config.flatMap { characterMap.glyph(for: $0.virama) } ?? 0,
            dottedCircleGlyph: characterMap.glyph(for: "\u{25CC}"), testedFeatures: tested)
    }
}
