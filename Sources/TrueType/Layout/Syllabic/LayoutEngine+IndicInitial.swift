/// Category sets of the Indic shaper.
enum IndicSets {
    static func of(_ categories: SyllabicCategory...) -> UInt64 { categories.reduce(0) { $0 | $1.bit } }
    /// What counts as a consonant (vowels and placeholders too: they head syllables the same way).
    static let consonant = of(.consonant, .consonantWithStacker, .ra, .consonantMedial, .vowel, .placeholder,
                              .dottedCircle)
    static let joiner = of(.zwj, .zwnj)
    static let halant = of(.halant)
    static let matra = of(.matra, .matraPost)
}

extension LayoutEngine {
    /// The Indic shaper's initial reordering (Microsoft's Devanagari
    /// specification, "Analyze" and "Reorder characters", as HarfBuzz does it):
    /// each consonant's position from the font's below-base, post-base and
    /// pre-base forms; dotted circles in broken clusters; then per syllable the
    /// base consonant, reph, matra and modifier positions, the sort into visual
    /// order, and the masks of the basic features.
    mutating func indicInitialReordering(_ run: SyllabicRun) {
        let plan = run.plan
        if plan.viramaGlyph != 0 {
            for i in glyphs.indices where glyphs[i].syllabicPosition == .baseConsonant {
                glyphs[i].syllabicPosition = consonantPosition(glyphs[i].glyph, run)
            }
        }
        insertDottedCircles(kind: IndicSyllable.broken.rawValue, glyph: plan.dottedCircleGlyph,
                            category: SyllabicCategory.dottedCircle.rawValue,
                            after: SyllabicCategory.repha.rawValue, position: .end)
        for range in syllableRanges {
            switch IndicSyllable(rawValue: glyphs[range.lowerBound].syllable & 0x0F) {
            case .consonant, .vowel, .standalone, .broken: reorderIndicSyllable(range, run)
            default: break
            }
        }
    }

    /// Where a consonant sits when it follows a halant, by what the font does
    /// to it with a virama on either side (old fonts put the virama first).
    private mutating func consonantPosition(_ consonant: Int, _ run: SyllabicRun) -> SyllabicPosition {
        let virama = run.plan.viramaGlyph
        func forms(_ tag: StaticString) -> Bool {
            let lookups = run.lookups(tag)
            return wouldSubstitute(lookups, [virama, consonant], zeroContext: run.plan.zeroContext)
                || wouldSubstitute(lookups, [consonant, virama], zeroContext: run.plan.zeroContext)
        }
        if forms("blwf") || forms("vatu") { return .belowConsonant }
        if forms("pstf") || forms("pref") { return .postConsonant }
        return .baseConsonant
    }
}
