extension Font {
    /// Shapes one run of one direction as HarfBuzz's shapers do: the default
    /// and Arabic shapers, and for the Indic scripts, Sinhala, Khmer and Myanmar
    /// the syllabic shapers (``Shaper``), chosen by the run's script and the
    /// script tags of the font. The steps: normalization, Arabic joining forms
    /// or syllables and their reordering, the GSUB features of each stage,
    /// nominal advances, the GPOS features (kerning as ``kerning`` says) and
    /// mark attachment, mark advances zeroed as the shaper says.
    /// Default-ignorable characters (bidi marks, joiners) take part in
    /// matching but are left out of the result, as HarfBuzz removes them,
    /// unless a lookup replaced them with a glyph of their own.
    /// `scalars` are in logical order, and so are the glyphs returned.
    /// `operationsLeft`, when given, receives what is left of the operation budget.
    func shapeRun(_ scalars: [Unicode.Scalar], rightToLeft: Bool, ligatures: Bool,
                  budget: LayoutBudget = LayoutBudget(), operationsLeft: ((Int) -> Void)? = nil) -> [ShapedGlyph] {
        let script = UnicodeScript.dominant(scalars)
        return bytes.withUnsafeBufferPointer { file in
            let data = LayoutData(file: file)
            let syllabic = Shaper.isSyllabic(script) ? syllabicPlan(for: script, ligatures: ligatures, data) : nil
            let shaper = syllabic?.shaper == .standard || syllabic == nil
                ? (script == TableTag("arab") ? Shaper.arabic : .standard) : syllabic!.shaper
            let infos = glyphInfos(scalars, shaper: shaper, script: script)
            guard !infos.isEmpty else { return [] }
            var engine = LayoutEngine(data: data, gdef: GlyphDefinitions(start: layoutTables.gdef), glyphs: infos,
                                      rightToLeft: rightToLeft, budget: budget)
            let gsub = LayoutTable(start: layoutTables.gsub), gpos = LayoutTable(start: layoutTables.gpos)
            if let syllabic, shaper != .standard {
                let stages = plan(gsub, script: syllabic.gsubScript, features: syllabic.features, data)
                let run = SyllabicRun(plan: syllabic, stages: stages)
                let count = (syllabic.features.map(\.stage).max() ?? 0) + 1
                engine.run(stages + Array(repeating: [], count: max(0, count - stages.count)), table: gsub,
                           substituting: true) { engine, stage in
                    if let pause = syllabic.pauses[stage] { engine.pause(pause, run) }
                }
            } else {
                let features = Self.substitutionFeatures(arabic: shaper == .arabic, rightToLeft: rightToLeft,
                                                         ligatures: ligatures)
                engine.run(plan(gsub, script: script, features: features, data), table: gsub, substituting: true)
            }
            for i in engine.glyphs.indices where engine.glyphs[i].glyph >= glyphCount { engine.glyphs[i].glyph = 0 }
            engine.positions = engine.glyphs.map { GlyphOffsets(xAdvance: horizontalMetrics.advance($0.glyph)) }
            // Without GPOS, a zeroed mark keeps its place by its offset (left to right).
            let adjust = layoutTables.gpos == nil && !rightToLeft
            if shaper.markZeroing == .beforePositioning { engine.zeroMarkWidths(adjustingOffsets: adjust) }
            var positioning = [FeatureRequest("mark", stage: 0), FeatureRequest("mkmk", stage: 0),
                               FeatureRequest("curs", stage: 0), FeatureRequest("dist", stage: 0),
                               FeatureRequest("abvm", stage: 0), FeatureRequest("blwm", stage: 0)]
            if kerning == .glyphPositioning { positioning.append(FeatureRequest("kern", stage: 0)) }
            engine.run(plan(gpos, script: syllabic?.gposScript ?? script, features: positioning, data), table: gpos,
                       substituting: false)
            if kerning == .kernTable, let kernTable { applyKernTable(kernTable, &engine) }
            if shaper.markZeroing == .afterPositioning { engine.zeroMarkWidths(adjustingOffsets: adjust) }
            engine.resolveAttachments()
            operationsLeft?(engine.operations)
            // Default ignorables no lookup replaced, and controls, are not drawn.
            return engine.glyphs.indices.filter { !engine.isHidden(engine.glyphs[$0]) }.map { i in
                ShapedGlyph(glyph: engine.glyphs[i].glyph, cluster: engine.glyphs[i].cluster,
                            xAdvance: engine.positions[i].xAdvance, xOffset: engine.positions[i].xOffset,
                            yOffset: engine.positions[i].yOffset)
            }
        }
    }

    /// The buffer of a run: its characters normalized as `shaper` asks (after
    /// dotted circles in invalid vowel sequences, for the Indic and USE
    /// shapers), with their glyphs, Arabic joining masks, and syllabic
    /// categories and positions.
    private func glyphInfos(_ scalars: [Unicode.Scalar], shaper: Shaper, script: TableTag) -> [GlyphInfo] {
        let characters: [NormalizedCharacter]
        switch shaper {
        case .standard, .arabic:
            // Thai and Lao SARA AM is decomposed first, as HarfBuzz's Thai shaper does.
            let thai = script == TableTag("thai") || script == TableTag("lao ") ? SaraAm.decompose(scalars) : nil
            characters = Normalizer.normalize(thai?.scalars ?? scalars) { characterMap.glyph(for: $0) }
                .filter { $0.glyph != 0 || !Self.isInvisible($0.scalar) }
                .map { c in
                    guard let thai, thai.clusters.indices.contains(c.cluster) else { return c }
                    var c = c
                    c.cluster = thai.clusters[c.cluster]
                    return c
                }
        case .indic, .universal:
            characters = SyllabicNormalization(shaper: shaper).normalize(VowelConstraints.apply(scalars, script: script)) {
                characterMap.glyph(for: $0)
            }
        case .khmer, .myanmar:
            characters = SyllabicNormalization(shaper: shaper).normalize(scalars) { characterMap.glyph(for: $0) }
        }
        let forms = shaper == .arabic ? ArabicJoining.forms(characters.map(\.scalar)) : []
        var infos: [GlyphInfo] = []
        infos.reserveCapacity(characters.count)
        for (i, c) in characters.enumerated() {
            var mask = FeatureMask.global
            if shaper == .arabic, let form = forms[i] { mask |= FeatureMask.joining(form.rawValue) }
            var info = GlyphInfo(glyph: c.glyph, codepoint: c.scalar.value, cluster: c.cluster, mask: mask, props: 0,
                                 isUnicodeMark: c.isMark,
                                 isNonspacingMark: c.isMark && c.scalar.properties.generalCategory == .nonspacingMark,
                                 combiningClass: c.combiningClass)
            info.unicodeFlags = UnicodeFlags.of(c.scalar)
            switch shaper {
            case .indic, .khmer, .myanmar:
                let (category, position) = SyllabicCharacter.properties(c.scalar.value)
                info.category = category.rawValue
                info.syllabicPosition = position
            case .universal:
                info.category = UniversalCategory.of(c.scalar.value).rawValue
            case .standard, .arabic:
                break
            }
            infos.append(info)
        }
        return infos
    }

    /// `table`'s lookups of `features` for `script`, from the plans this
    /// font keeps (``ShapingPlans``); the same as ``LayoutTable/lookups(script:features:_:)``.
    private func plan(_ table: LayoutTable, script: TableTag, features: [FeatureRequest],
                      _ data: LayoutData) -> [[StagedLookup]] {
        guard let start = table.start else { return [] }
        return plans.lookups(ShapingPlans.Key(table: start, script: script, features: features)) {
            table.lookups(script: script, features: features, positioning: start == layoutTables.gpos, data)
        }
    }

    /// The legacy `kern` table's pairs, between glyphs that are not marks.
    private func applyKernTable(_ table: KernTable, _ engine: inout LayoutEngine) {
        engine.lookupMask = FeatureMask.global
        var i = 0
        while i < engine.glyphs.count {
            guard let j = engine.next(after: i, props: LookupFlag.ignoreMarks) else { return }
            engine.positions[i].xAdvance += table.adjustment(engine.glyphs[i].glyph, engine.glyphs[j].glyph)
            i = j
        }
    }

    /// HarfBuzz's GSUB features and stages for the default shaper, or the Arabic one.
    static func substitutionFeatures(arabic: Bool, rightToLeft: Bool, ligatures: Bool) -> [FeatureRequest] {
        var features = [FeatureRequest("rvrn", stage: 0)]
        features.append(rightToLeft ? FeatureRequest("rtla", stage: 1) : FeatureRequest("ltra", stage: 1))
        if !rightToLeft { features.append(FeatureRequest("ltrm", stage: 1)) }
        let last: Int
        if arabic {
            features += [FeatureRequest("stch", stage: 1), FeatureRequest("ccmp", stage: 2), FeatureRequest("locl", stage: 2)]
            for (n, form) in ArabicJoining.Form.allCases.enumerated() {
                features.append(FeatureRequest(form.tag, mask: FeatureMask.joining(form.rawValue), stage: 3 + n))
            }
            features += [FeatureRequest("rlig", stage: 10), FeatureRequest("calt", stage: 11),
                         FeatureRequest("rclt", stage: 12), FeatureRequest("mset", stage: 12)]
            last = 12
        } else {
            let tags: [StaticString] = ["ccmp", "locl", "rlig", "calt", "rclt"]
            features += tags.map { FeatureRequest($0, stage: 1) }
            last = 1
        }
        if ligatures { features += [FeatureRequest("liga", stage: last), FeatureRequest("clig", stage: last)] }
        return features
    }
}
