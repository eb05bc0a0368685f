extension LayoutEngine {
    /// The initial reordering of one consonant, vowel or standalone syllable.
    mutating func reorderIndicSyllable(_ range: Range<Int>, _ run: SyllabicRun) {
        let plan = run.plan
        guard let config = plan.config else { return }
        let start = range.lowerBound, end = range.upperBound
        // Kannada writes Ra + halant + ZWJ for what Ra + ZWJ + halant means.
        if config.script == TableTag("knda"), start + 3 <= end, glyphs[start].syllabicCategory == .ra,
           glyphs[start + 1].syllabicCategory == .halant, glyphs[start + 2].syllabicCategory == .zwj {
            mergeClusters(start + 1, start + 3)
            glyphs.swapAt(start + 1, start + 2)
        }
        let (found, hasReph) = indicBase(start, end, run)
        var base = found
        // Consonants before the base are pre-base; the base is the base; Ra becomes the reph.
        for i in start..<base { glyphs[i].syllabicPosition = min(.preConsonant, glyphs[i].syllabicPosition) }
        if base < end { glyphs[base].syllabicPosition = .baseConsonant }
        if hasReph { glyphs[start].syllabicPosition = .raToBecomeReph }
        if plan.oldSpec { moveOldSpecHalant(base, end, disallowDouble: config.script == TableTag("knda")) }
        attachIndicMarks(start, end, base)
        base = sortIndicSyllable(start, end)
        setIndicMasks(start, end, base, run)
    }

    /// The base consonant: from the end of the syllable back to the first
    /// consonant with no below-base or post-base form (post-base forms must
    /// follow below-base ones), Ra + halant at the start excluded when it forms
    /// a reph; and whether it does.
    private mutating func indicBase(_ start: Int, _ end: Int, _ run: SyllabicRun) -> (Int, Bool) {
        let plan = run.plan
        guard let config = plan.config else { return (end, false) }
        var base = end, hasReph = false, limit = start
        if plan.mask(FeatureMask.rphf) != 0, start + 3 <= end,
           (config.rephMode == .implicit && !isOne(start + 2, of: IndicSets.joiner))
            || (config.rephMode == .explicit && glyphs[start + 2].syllabicCategory == .zwj) {
            let lookups = run.lookups("rphf")
            let pair = [glyphs[start].glyph, glyphs[start + 1].glyph]
            if wouldSubstitute(lookups, pair, zeroContext: plan.zeroContext)
                || (config.rephMode == .explicit
                    && wouldSubstitute(lookups, pair + [glyphs[start + 2].glyph], zeroContext: plan.zeroContext)) {
                limit += 2
                while limit < end && isOne(limit, of: IndicSets.joiner) { limit += 1 }
                base = start
                hasReph = true
            }
        } else if config.rephMode == .logicalRepha && glyphs[start].syllabicCategory == .repha {
            limit += 1
            while limit < end && isOne(limit, of: IndicSets.joiner) { limit += 1 }
            base = start
            hasReph = true
        }
        var i = end, seenBelow = false
        repeat {
            i -= 1
            if isOne(i, of: IndicSets.consonant) {
                let position = glyphs[i].syllabicPosition
                if position != .belowConsonant && (position != .postConsonant || seenBelow) {
                    base = i
                    break
                }
                if position == .belowConsonant { seenBelow = true }
                base = i
            } else if start < i && glyphs[i].syllabicCategory == .zwj && glyphs[i - 1].syllabicCategory == .halant {
                // A ZWJ after a halant asks for a half form: the base is not before it.
                break
            }
        } while i > limit
        // With no other consonant, Ra is the base and no reph forms.
        if hasReph && base == start && limit - base <= 2 { hasReph = false }
        return (base, hasReph)
    }

    /// Old-spec fonts: the first halant after the base goes after the last consonant.
    private mutating func moveOldSpecHalant(_ base: Int, _ end: Int, disallowDouble: Bool) {
        for i in (base + 1)..<max(base + 1, end) where glyphs[i].syllabicCategory == .halant {
            var j = end - 1
            while j > i {
                if isOne(j, of: IndicSets.consonant) || (disallowDouble && glyphs[j].syllabicCategory == .halant) { break }
                j -= 1
            }
            if glyphs[j].syllabicCategory != .halant && j > i { moveGlyph(from: i, to: j) }
            return
        }
    }

    /// Joiners, nuktas, register shifters, medials and halants move with the
    /// character before them; what follows a post-base consonant moves with it.
    private mutating func attachIndicMarks(_ start: Int, _ end: Int, _ base: Int) {
        let attached = IndicSets.joiner | IndicSets.of(.nukta, .registerShifter, .consonantMedial, .halant)
        var last = SyllabicPosition.start
        for i in start..<end {
            let category = glyphs[i].syllabicCategory
            if category.bit & attached != 0 {
                glyphs[i].syllabicPosition = last
                // A halant after a pre-base matra stays with what precedes the matra.
                if category == .halant && last == .preMatra {
                    for j in stride(from: i, to: start, by: -1) where glyphs[j - 1].syllabicPosition != .preMatra {
                        glyphs[i].syllabicPosition = glyphs[j - 1].syllabicPosition
                        break
                    }
                }
            } else if glyphs[i].syllabicPosition != .syllableModifier {
                if category == .matraPost && i > start && glyphs[i - 1].syllabicCategory == .syllableModifier {
                    glyphs[i - 1].syllabicPosition = glyphs[i].syllabicPosition
                }
                last = glyphs[i].syllabicPosition
            }
        }
        var previous = base
        for i in (base + 1)..<max(base + 1, end) {
            if isOne(i, of: IndicSets.consonant) {
                for j in (previous + 1)..<i where glyphs[j].syllabicPosition < .syllableModifier {
                    glyphs[j].syllabicPosition = glyphs[i].syllabicPosition
                }
                previous = i
            } else if glyphs[i].syllabicCategory.bit & IndicSets.matra != 0 {
                previous = i
            }
        }
    }

    /// Sorts the syllable by position (stably), puts a run of pre-base matras
    /// back in logical order, merges the clusters of what moved past the base,
    /// and returns the base's new index.
    private mutating func sortIndicSyllable(_ start: Int, _ end: Int) -> Int {
        let sorted = glyphs[start..<end].enumerated().sorted {
            ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
        }
        let moved = sorted.enumerated().contains { $0.offset != $0.element.offset }
        glyphs.replaceSubrange(start..<end, with: sorted.map(\.element))
        var base = end, firstMatra = end, lastMatra = end
        for i in start..<end {
            if glyphs[i].syllabicPosition == .baseConsonant { base = i; break }
            if glyphs[i].syllabicPosition == .preMatra {
                if firstMatra == end { firstMatra = i }
                lastMatra = i
            }
        }
        if firstMatra < lastMatra {
            glyphs[firstMatra...lastMatra].reverse()
            var i = firstMatra
            for j in firstMatra...lastMatra where glyphs[j].syllabicCategory.bit & IndicSets.matra != 0 {
                glyphs[i...j].reverse()
                i = j + 1
            }
        }
        if moved && base < end { mergeClusters(base, end) }
        return base
    }
}

extension LayoutEngine {
    /// The masks of the basic features: `rphf` on the reph, `half` (and in
    /// the v2 specifications `blwf`) before the base, `blwf`, `abvf` and `pstf`
    /// after it; old-spec Devanagari's eyelash Ra; `pref` on the first
    /// halant + consonant pair the font forms; and a ZWNJ stops half forms before it.
    fileprivate mutating func setIndicMasks(_ start: Int, _ end: Int, _ base: Int, _ run: SyllabicRun) {
        let plan = run.plan
        guard let config = plan.config else { return }
        var i = start
        while i < end && glyphs[i].syllabicPosition == .raToBecomeReph {
            glyphs[i].mask |= plan.mask(FeatureMask.rphf)
            i += 1
        }
        var preBase = plan.mask(FeatureMask.half)
        if !plan.oldSpec && config.belowFormsBeforeBase { preBase |= plan.mask(FeatureMask.blwf) }
        for i in start..<min(base, end) { glyphs[i].mask |= preBase }
        let postBase = plan.mask(FeatureMask.blwf | FeatureMask.abvf | FeatureMask.pstf)
        for i in min(base + 1, end)..<end { glyphs[i].mask |= postBase }
        if plan.oldSpec && config.script == TableTag("deva") {
            var i = start
            while i + 1 < base {
                if glyphs[i].syllabicCategory == .ra && glyphs[i + 1].syllabicCategory == .halant
                    && (i + 2 == base || glyphs[i + 2].syllabicCategory != .zwj) {
                    glyphs[i].mask |= plan.mask(FeatureMask.blwf)
                    glyphs[i + 1].mask |= plan.mask(FeatureMask.blwf)
                }
                i += 1
            }
        }
        if plan.mask(FeatureMask.pref) != 0 && base + 2 < end {
            let lookups = run.lookups("pref")
            for i in (base + 1)..<(end - 1)
            where wouldSubstitute(lookups, [glyphs[i].glyph, glyphs[i + 1].glyph], zeroContext: plan.zeroContext) {
                glyphs[i].mask |= plan.mask(FeatureMask.pref)
                glyphs[i + 1].mask |= plan.mask(FeatureMask.pref)
                break
            }
        }
        for i in (start + 1)..<max(start + 1, end) where isOne(i, of: IndicSets.joiner) {
            guard glyphs[i].syllabicCategory == .zwnj else { continue }
            var j = i
            repeat {
                j -= 1
                glyphs[j].mask &= ~plan.mask(FeatureMask.half)
            } while j > start && !isOne(j, of: IndicSets.consonant)
        }
    }
}
