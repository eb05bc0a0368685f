extension Font {
    /// Shapes one run of one direction as HarfBuzz's default and Arabic
    /// shapers do: normalization, Arabic joining forms, the GSUB features of
    /// each stage, nominal advances, the GPOS features (kerning as
    /// ``kerning`` says), marks zeroed by GDEF and attachments resolved.
    /// Default-ignorable characters (bidi marks, joiners) take part in
    /// matching but are left out of the result, as HarfBuzz removes them.
    /// `scalars` are in logical order, and so are the glyphs returned.
    /// `operationsLeft`, when given, receives what is left of the operation budget.
    func shapeRun(_ scalars: [Unicode.Scalar], rightToLeft: Bool, ligatures: Bool,
                  budget: LayoutBudget = LayoutBudget(), operationsLeft: ((Int) -> Void)? = nil) -> [ShapedGlyph] {
        let characters = Normalizer.normalize(scalars) { characterMap.glyph(for: $0) }
            .filter { $0.glyph != 0 || !Self.isInvisible($0.scalar) }
        guard !characters.isEmpty else { return [] }
        let script = UnicodeScript.dominant(scalars)
        let arabic = script == TableTag("arab")
        let forms = arabic ? ArabicJoining.forms(characters.map(\.scalar)) : []
        var infos: [GlyphInfo] = []
        infos.reserveCapacity(characters.count)
        for (i, c) in characters.enumerated() {
            var mask = FeatureMask.global
            if arabic, let form = forms[i] { mask |= FeatureMask.joining(form.rawValue) }
            infos.append(GlyphInfo(glyph: c.glyph, codepoint: c.scalar.value, cluster: c.cluster, mask: mask, props: 0,
                                   isUnicodeMark: c.isMark,
                                   isNonspacingMark: c.isMark && c.scalar.properties.generalCategory == .nonspacingMark,
                                   combiningClass: c.combiningClass))
        }
        let substitutions = Self.substitutionFeatures(arabic: arabic, rightToLeft: rightToLeft, ligatures: ligatures)
        var positioning = [FeatureRequest("mark", stage: 0), FeatureRequest("mkmk", stage: 0),
                           FeatureRequest("curs", stage: 0), FeatureRequest("dist", stage: 0),
                           FeatureRequest("abvm", stage: 0), FeatureRequest("blwm", stage: 0)]
        if kerning == .glyphPositioning { positioning.append(FeatureRequest("kern", stage: 0)) }
        return bytes.withUnsafeBufferPointer { file in
            let data = LayoutData(file: file)
            var engine = LayoutEngine(data: data, gdef: GlyphDefinitions(start: layoutTables.gdef), glyphs: infos,
                                      rightToLeft: rightToLeft, budget: budget)
            let gsub = LayoutTable(start: layoutTables.gsub), gpos = LayoutTable(start: layoutTables.gpos)
            engine.run(plan(gsub, script: script, features: substitutions, data), table: gsub, substituting: true)
            for i in engine.glyphs.indices where engine.glyphs[i].glyph >= glyphCount { engine.glyphs[i].glyph = 0 }
            engine.positions = engine.glyphs.map { GlyphOffsets(xAdvance: horizontalMetrics.advance($0.glyph)) }
            engine.run(plan(gpos, script: script, features: positioning, data), table: gpos, substituting: false)
            if kerning == .kernTable, let kernTable { applyKernTable(kernTable, &engine) }
            engine.zeroMarkWidths()
            // Default ignorables (bidi marks, joiners) shape as context but are not drawn.
            let hidden = engine.glyphs.map { Self.isInvisible(Unicode.Scalar($0.codepoint) ?? " ") }
            for i in engine.glyphs.indices where hidden[i] { engine.positions[i].xAdvance = 0 }
            engine.resolveAttachments()
            operationsLeft?(engine.operations)
            return engine.glyphs.indices.filter { !hidden[$0] }.map { i in
                ShapedGlyph(glyph: engine.glyphs[i].glyph, cluster: engine.glyphs[i].cluster,
                            xAdvance: engine.positions[i].xAdvance, xOffset: engine.positions[i].xOffset,
                            yOffset: engine.positions[i].yOffset)
            }
        }
    }

    /// `table`'s lookups of `features` for `script`, from the plans this
    /// font keeps (``ShapingPlans``); the same as ``LayoutTable/lookups(script:features:_:)``.
    private func plan(_ table: LayoutTable, script: TableTag, features: [FeatureRequest],
                      _ data: LayoutData) -> [[StagedLookup]] {
        guard let start = table.start else { return [] }
        return plans.lookups(ShapingPlans.Key(table: start, script: script, features: features)) {
            table.lookups(script: script, features: features, data)
        }
    }

    /// The legacy `kern` table's pairs, between glyphs that are not marks.
    private func applyKernTable(_ table: KernTable, _ engine: inout LayoutEngine) {
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
