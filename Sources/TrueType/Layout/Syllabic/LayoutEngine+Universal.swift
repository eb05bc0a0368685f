extension LayoutEngine {
    /// USE: finds the clusters (leaving out CGJ, and a ZWNJ before a mark),
    /// puts `rphf` on each cluster's possible reph (its repha, or its first
    /// three glyphs) and the cluster-form masks (`isol`, `init`, `medi`,
    /// `fina`) on clusters that join.
    mutating func setupUniversalSyllables(_ plan: SyllabicPlan) {
        let cgj = UniversalCategory.cgj.rawValue, zwnj = UniversalCategory.zwnj.rawValue
        let kept = glyphs.indices.filter { i in
            if glyphs[i].category == cgj { return false }
            guard glyphs[i].category == zwnj, let next = glyphs[(i + 1)...].first(where: { $0.category != cgj })
            else { return true }
            return !next.isUnicodeMark
        }
        findSyllables(.universal, broken: UniversalSyllable.broken.rawValue, kept: kept)
        let rphf = plan.mask(FeatureMask.rphf)
        let ranges = syllableRanges
        if rphf != 0 {
            for range in ranges {
                let count = glyphs[range.lowerBound].category == UniversalCategory.repha.rawValue ? 1 : min(3, range.count)
                for i in range.lowerBound..<(range.lowerBound + count) { glyphs[i].mask |= rphf }
            }
        }
        setClusterForms(ranges, plan)
    }

    /// The cluster forms: a cluster after a joining one is final (and that one
    /// initial or medial), else isolated.
    private mutating func setClusterForms(_ ranges: [Range<Int>], _ plan: SyllabicPlan) {
        let forms = [FeatureMask.isolated, FeatureMask.initial, FeatureMask.medial, FeatureMask.final]
            .map { plan.mask($0) }
        let all = forms.reduce(0, |)
        guard all != 0 else { return }
        var lastStart = 0, last: Int?   // index into forms: 0 isol, 1 init, 2 medi, 3 fina
        for range in ranges {
            switch UniversalSyllable(rawValue: glyphs[range.lowerBound].syllable & 0x0F) {
            case .hieroglyph, .nonCluster, nil:
                last = nil
            default:
                let joins = last == 3 || last == 0
                if joins {
                    let previous = last == 3 ? 2 : 1
                    for i in lastStart..<range.lowerBound { glyphs[i].mask = glyphs[i].mask & ~all | forms[previous] }
                }
                last = joins ? 3 : 0
                for i in range { glyphs[i].mask = glyphs[i].mask & ~all | forms[last!] }
            }
            lastStart = range.lowerBound
        }
    }

    /// USE: the first glyph `rphf` replaced in a cluster's reph becomes a repha.
    mutating func recordUniversalRepha(_ plan: SyllabicPlan) {
        let rphf = plan.mask(FeatureMask.rphf)
        guard rphf != 0 else { return }
        for range in syllableRanges {
            var i = range.lowerBound
            while i < range.upperBound && glyphs[i].mask & rphf != 0 {
                if glyphs[i].isSubstituted {
                    glyphs[i].category = UniversalCategory.repha.rawValue
                    break
                }
                i += 1
            }
        }
    }

    /// USE: the first glyph `pref` replaced in a cluster becomes a pre-base vowel.
    mutating func recordUniversalPref() {
        for range in syllableRanges {
            if let i = range.first(where: { glyphs[$0].isSubstituted }) {
                glyphs[i].category = UniversalCategory.vowelPre.rawValue
            }
        }
    }

    /// USE reordering: dotted circles in broken clusters; a repha moves to the
    /// end of its cluster, before the first post-base glyph; pre-base vowels
    /// and vowel modifiers move to the front, or just after the last halant.
    mutating func universalReordering(_ plan: SyllabicPlan) {
        insertDottedCircles(kind: UniversalSyllable.broken.rawValue, glyph: plan.dottedCircleGlyph,
                            category: UniversalCategory.base.rawValue, after: UniversalCategory.repha.rawValue,
                            position: nil)
        let reordered: [UniversalSyllable] = [.viramaTerminated, .sakotTerminated, .standard, .symbol, .broken]
        let postBase = [UniversalCategory.finalAbove, .finalBelow, .finalPost, .finalModifierAbove,
                        .finalModifierBelow, .finalModifierPost, .medialAbove, .medialBelow, .medialPost,
                        .medialPre, .vowelAbove, .vowelBelow, .vowelPost, .vowelPre, .vowelModifierAbove,
                        .vowelModifierBelow, .vowelModifierPost, .vowelModifierPre].reduce(UInt64(0)) { $0 | $1.bit }
        let halants = [UniversalCategory.halant, .halantOrVowelModifier, .invisibleStacker].reduce(UInt64(0)) { $0 | $1.bit }
        func isHalant(_ info: GlyphInfo) -> Bool { (1 << UInt64(info.category)) & halants != 0 && !info.isLigated }
        for range in syllableRanges {
            guard let kind = UniversalSyllable(rawValue: glyphs[range.lowerBound].syllable & 0x0F),
                  reordered.contains(kind) else { continue }
            let start = range.lowerBound, end = range.upperBound
            if glyphs[start].category == UniversalCategory.repha.rawValue && end - start > 1 {
                for i in (start + 1)..<end {
                    let isPostBase = (1 << UInt64(glyphs[i].category)) & postBase != 0 || isHalant(glyphs[i])
                    guard isPostBase || i == end - 1 else { continue }
                    let target = isPostBase ? i - 1 : i
                    mergeClusters(start, target + 1)
                    moveGlyph(from: start, to: target)
                    break
                }
            }
            var j = start
            for i in start..<end {
                let category = glyphs[i].category
                if isHalant(glyphs[i]) {
                    j = i + 1
                } else if (category == UniversalCategory.vowelPre.rawValue
                           || category == UniversalCategory.vowelModifierPre.rawValue)
                            && glyphs[i].ligatureComponent == 0 && j < i {
                    mergeClusters(j, i + 1)
                    moveGlyph(from: i, to: j)
                }
            }
        }
    }
}
