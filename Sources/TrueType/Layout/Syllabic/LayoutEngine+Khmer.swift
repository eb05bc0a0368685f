extension LayoutEngine {
    /// The Khmer shaper's reordering (Microsoft's Khmer specification, as
    /// HarfBuzz does it), before any feature but `rvrn`: dotted circles in
    /// broken clusters; per syllable, the below, above and post-base masks on
    /// all but the first glyph, coeng + Ro moved to the front with `pref` (and
    /// what follows it marked `cfar`), and pre-base vowels moved to the front.
    mutating func khmerReordering(_ plan: SyllabicPlan) {
        insertDottedCircles(kind: KhmerSyllable.broken.rawValue, glyph: plan.dottedCircleGlyph,
                            category: SyllabicCategory.dottedCircle.rawValue, after: nil, position: nil)
        for range in syllableRanges where glyphs[range.lowerBound].syllable & 0x0F != KhmerSyllable.other.rawValue {
            let start = range.lowerBound, end = range.upperBound
            let postBase = plan.mask(FeatureMask.blwf | FeatureMask.abvf | FeatureMask.pstf)
            for i in (start + 1)..<end { glyphs[i].mask |= postBase }
            var coengs = 0
            for i in (start + 1)..<end {
                let category = glyphs[i].syllabicCategory
                if category == .halant && coengs <= 2 && i + 1 < end {
                    coengs += 1
                    guard glyphs[i + 1].syllabicCategory == .ra else { continue }
                    glyphs[i].mask |= plan.mask(FeatureMask.pref)
                    glyphs[i + 1].mask |= plan.mask(FeatureMask.pref)
                    mergeClusters(start, i + 2)
                    moveGlyph(from: i, to: start)
                    moveGlyph(from: i + 1, to: start + 1)
                    for j in (i + 2)..<end { glyphs[j].mask |= plan.mask(FeatureMask.cfar) }
                    coengs = 2
                } else if category == .vowelPre {
                    mergeClusters(start, i + 1)
                    moveGlyph(from: i, to: start)
                }
            }
        }
    }

    /// The Myanmar shaper's reordering (Microsoft's Myanmar specification):
    /// dotted circles in broken clusters; per syllable, the kinzi after the
    /// base, medial Ra and pre-base vowels before it, and the marks after the
    /// base in the specification's order.
    mutating func myanmarReordering(_ plan: SyllabicPlan) {
        insertDottedCircles(kind: KhmerSyllable.broken.rawValue, glyph: plan.dottedCircleGlyph,
                            category: SyllabicCategory.dottedCircle.rawValue, after: nil, position: nil)
        let consonants = IndicSets.of(.consonant, .consonantWithStacker, .ra, .vowel, .placeholder, .dottedCircle)
        for range in syllableRanges where glyphs[range.lowerBound].syllable & 0x0F != KhmerSyllable.other.rawValue {
            let start = range.lowerBound, end = range.upperBound
            var base = end
            let hasKinzi = start + 3 <= end && glyphs[start].syllabicCategory == .ra
                && glyphs[start + 1].syllabicCategory == .asat && glyphs[start + 2].syllabicCategory == .halant
            let limit = hasKinzi ? start + 3 : start
            base = hasKinzi ? start : limit
            if let first = (limit..<end).first(where: { isOne($0, of: consonants) }) { base = first }
            var i = start
            while i < limit { glyphs[i].syllabicPosition = .afterMain; i += 1 }
            while i < base { glyphs[i].syllabicPosition = .preConsonant; i += 1 }
            if i < end {
                glyphs[i].syllabicPosition = .baseConsonant
                i += 1
            }
            var position = SyllabicPosition.afterMain
            while i < end {
                defer { i += 1 }
                let category = glyphs[i].syllabicCategory
                switch category {
                case .medialRa: glyphs[i].syllabicPosition = .preConsonant; continue
                case .vowelPre: glyphs[i].syllabicPosition = .preMatra; continue
                case .variationSelector: glyphs[i].position = glyphs[i - 1].position; continue
                default: break
                }
                if position == .afterMain && category == .vowelBelow {
                    position = .belowConsonant
                } else if position == .belowConsonant && category == .vedicSign {
                    glyphs[i].syllabicPosition = .beforeSubjoined
                    continue
                } else if position == .belowConsonant && category != .vowelBelow {
                    position = .afterSubjoined
                }
                glyphs[i].syllabicPosition = position
            }
            sortSyllable(start, end)
            flipPreBaseVowels(start, end)
        }
    }

    /// Sorts glyphs `start..<end` stably by position, merging the clusters of
    /// each glyph that moves with those it passes (HarfBuzz's buffer sort).
    mutating func sortSyllable(_ start: Int, _ end: Int) {
        for i in (start + 1)..<max(start + 1, end) {
            var j = i
            while j > start && glyphs[j - 1].position > glyphs[i].position { j -= 1 }
            guard j < i else { continue }
            mergeClusters(j, i + 1)
            moveGlyph(from: i, to: j)
        }
    }

    /// A run of pre-base vowels goes back to logical order (with the variation selectors after each).
    private mutating func flipPreBaseVowels(_ start: Int, _ end: Int) {
        let matras = (start..<end).filter { glyphs[$0].syllabicPosition == .preMatra }
        guard let first = matras.first, let last = matras.last, first < last else { return }
        glyphs[first...last].reverse()
        var i = first
        for j in first...last where glyphs[j].syllabicCategory == .vowelPre {
            glyphs[i...j].reverse()
            i = j + 1
        }
    }
}
