extension LayoutEngine {
    /// The Indic shaper's final reordering (the specification's "Final
    /// reordering", as HarfBuzz does it), after the basic features: per
    /// syllable, find the base again, then move a pre-base matra after the
    /// last half form, the reph to its script's position and a pre-base
    /// consonant form before the base; mark a word-initial matra for `init`.
    mutating func indicFinalReordering(_ run: SyllabicRun) {
        for range in syllableRanges { finalIndicSyllable(range.lowerBound, range.upperBound, run.plan) }
    }

    private mutating func finalIndicSyllable(_ start: Int, _ end: Int, _ plan: SyllabicPlan) {
        guard let config = plan.config else { return }
        let script = config.script
        let prefMask = plan.mask(FeatureMask.pref)
        // A virama that a ligature split out again is a halant once more.
        if plan.viramaGlyph != 0 {
            for i in start..<end where glyphs[i].glyph == plan.viramaGlyph && glyphs[i].isLigated
                && glyphs[i].props & GlyphProps.multiplied != 0 {
                glyphs[i].category = SyllabicCategory.halant.rawValue
                glyphs[i].props &= ~(GlyphProps.ligated | GlyphProps.multiplied)
            }
        }
        let (found, tryPref) = finalIndicBase(start, end, script: script, prefMask: prefMask)
        var base = found
        let matra = IndicSets.matra | IndicSets.halant
        let noHalfForms = script == TableTag("mlym") || script == TableTag("taml")
        // Pre-base matras: after the last halant (not one followed by ZWJ) before the base.
        if start + 1 < end && start < base {
            var newPosition = base == end ? base - 2 : base - 1
            if !noHalfForms {
                search: while true {
                    while newPosition > start && !isOne(newPosition, of: matra) { newPosition -= 1 }
                    if isOne(newPosition, of: IndicSets.halant) && glyphs[newPosition].syllabicPosition != .preMatra {
                        if newPosition + 1 < end && glyphs[newPosition + 1].syllabicCategory == .zwj && newPosition > start {
                            newPosition -= 1
                            continue search
                        }
                    } else {
                        newPosition = start
                    }
                    break
                }
            }
            if start < newPosition && glyphs[newPosition].syllabicPosition != .preMatra {
                var i = newPosition
                while i > start {
                    if glyphs[i - 1].syllabicPosition == .preMatra {
                        let old = i - 1
                        if old < base && base <= newPosition { base -= 1 }
                        moveGlyph(from: old, to: newPosition)
                        mergeClusters(newPosition, min(end, base + 1))
                        newPosition -= 1
                    }
                    i -= 1
                }
            } else if let i = (start..<base).first(where: { glyphs[$0].syllabicPosition == .preMatra }) {
                mergeClusters(i, min(end, base + 1))
            }
        }
        // The reph, when it formed (an encoded repha when it did not ligate).
        if start + 1 < end && glyphs[start].syllabicPosition == .raToBecomeReph
            && ((glyphs[start].syllabicCategory == .repha) != glyphs[start].isLigatedAndDidntMultiply) {
            let target = rephTarget(start, end, base, config)
            mergeClusters(start, target + 1)
            moveGlyph(from: start, to: target)
            if start < base && base <= target { base -= 1 }
        }
        // A pre-base-reordering consonant form (Malayalam's Ra), when `pref` formed it.
        if tryPref && base + 1 < end,
           let i = ((base + 1)..<end).first(where: { glyphs[$0].mask & prefMask != 0 }),
           glyphs[i].isLigatedAndDidntMultiply {
            var newPosition = base
            if !noHalfForms {
                while newPosition > start && !isOne(newPosition - 1, of: matra) { newPosition -= 1 }
            }
            if newPosition > start && isOne(newPosition - 1, of: IndicSets.halant)
                && newPosition < end && isOne(newPosition, of: IndicSets.joiner) {
                newPosition += 1
            }
            mergeClusters(newPosition, i + 1)
            moveGlyph(from: i, to: newPosition)
            if newPosition <= base && base < i { base += 1 }
        }
        // `init` on a pre-base matra that starts a word.
        if glyphs[start].syllabicPosition == .preMatra && (start == 0 || !continuesWord(glyphs[start - 1])) {
            glyphs[start].mask |= plan.mask(FeatureMask.initial)
        }
    }

    /// True for a character of a word: letters, marks, format characters and unassigned or private code points.
    private func continuesWord(_ info: GlyphInfo) -> Bool {
        guard let scalar = Unicode.Scalar(info.codepoint) else { return false }
        switch scalar.properties.generalCategory {
        case .format, .unassigned, .privateUse, .surrogate, .lowercaseLetter, .modifierLetter, .otherLetter,
             .titlecaseLetter, .uppercaseLetter, .spacingMark, .enclosingMark, .nonspacingMark: return true
        default: return false
        }
    }

    /// The base after the basic features: the first glyph at or after the
    /// base position, moved to an unformed pre-base-reordering consonant or
    /// (Malayalam) an unformed below-base one, and back over nuktas and halants.
    private mutating func finalIndicBase(_ start: Int, _ end: Int, script: TableTag, prefMask: UInt32) -> (Int, Bool) {
        var tryPref = prefMask != 0
        var base = start
        while base < end {
            guard glyphs[base].syllabicPosition >= .baseConsonant else { base += 1; continue }
            if tryPref && base + 1 < end {
                if let i = ((base + 1)..<end).first(where: { glyphs[$0].mask & prefMask != 0 }),
                   !(glyphs[i].isSubstituted && glyphs[i].isLigatedAndDidntMultiply) {
                    // A `pref` candidate that formed nothing: the base is around it.
                    base = i
                    while base < end && isOne(base, of: IndicSets.halant) { base += 1 }
                    if base < end { glyphs[base].syllabicPosition = .baseConsonant }
                    tryPref = false
                }
                if base == end { break }
            }
            if script == TableTag("mlym") {
                var i = base + 1
                while i < end {
                    while i < end && isOne(i, of: IndicSets.joiner) { i += 1 }
                    if i == end || !isOne(i, of: IndicSets.halant) { break }
                    i += 1
                    while i < end && isOne(i, of: IndicSets.joiner) { i += 1 }
                    if i < end && isOne(i, of: IndicSets.consonant) && glyphs[i].syllabicPosition == .belowConsonant {
                        base = i
                        glyphs[base].syllabicPosition = .baseConsonant
                    }
                    i += 1
                }
            }
            if start < base && glyphs[base].syllabicPosition > .baseConsonant { base -= 1 }
            break
        }
        if base == end && start < base && isOne(base - 1, of: IndicSets.of(.zwj)) { base -= 1 }
        if base < end {
            while start < base && isOne(base, of: IndicSets.of(.nukta, .halant)) { base -= 1 }
        }
        return (base, tryPref)
    }

    /// Where the reph goes: after the first halant among the pre-base
    /// consonants, else its script's place (after the main consonant, after the
    /// subjoined ones, or at the end before the syllable modifiers).
    private func rephTarget(_ start: Int, _ end: Int, _ base: Int, _ config: IndicScriptConfig) -> Int {
        func afterHalant() -> Int? {
            var i = start + 1
            while i < base && !isOne(i, of: IndicSets.halant) { i += 1 }
            guard i < base && isOne(i, of: IndicSets.halant) else { return nil }
            return i + 1 < base && isOne(i + 1, of: IndicSets.joiner) ? i + 1 : i
        }
        if config.rephPosition != .afterPost, let target = afterHalant() { return target }
        if config.rephPosition == .afterMain {
            var target = base
            while target + 1 < end && glyphs[target + 1].syllabicPosition <= .afterMain { target += 1 }
            if target < end { return target }
        }
        if config.rephPosition == .afterSubjoined {
            var target = base
            let stops: Set<SyllabicPosition> = [.postConsonant, .afterPost, .syllableModifier]
            while target + 1 < end && !stops.contains(glyphs[target + 1].syllabicPosition) { target += 1 }
            if target < end { return target }
        }
        if let target = afterHalant() { return target }
        var target = end - 1
        while target > start && glyphs[target].syllabicPosition == .syllableModifier { target -= 1 }
        // After a matra + halant, the reph goes before the halant, to meet the matra.
        if isOne(target, of: IndicSets.halant) {
            var i = base + 1
            while i < target {
                if glyphs[i].syllabicCategory.bit & IndicSets.matra != 0 { target -= 1 }
                i += 1
            }
        }
        return target
    }
}
