/// The kinds of Indic syllables (the low four bits of ``GlyphInfo/syllable``).
enum IndicSyllable: UInt8 {
    case consonant, vowel, standalone, symbol, broken, nonIndic
}

/// The kinds of Khmer and Myanmar syllables.
enum KhmerSyllable: UInt8 {
    case consonant, broken, other
}

extension SyllableGrammar {
    /// Indic syllables, as the Microsoft script specifications describe them
    /// and HarfBuzz's Indic machine accepts them: consonant syllables (with an
    /// optional reph, half forms through halants, matras, modifiers), vowel
    /// syllables, clusters on a placeholder or dotted circle, symbols, and
    /// broken clusters (marks with no base, which get a dotted circle).
    static let indic: SyllableGrammar = {
        typealias P = SyllablePattern
        let c = P.of(.consonant, .ra)
        let n = P.seq(P.seq(P.of(.zwnj).opt, .of(.registerShifter)).opt, P.seq(.of(.nukta), P.of(.nukta).opt).opt)
        let z = P.of(.zwj, .zwnj)
        let reph = P.alt(.seq(.of(.ra), .of(.halant)), .of(.repha))
        let sm = P.of(.syllableModifier, .syllableModifierPost)
        let cn = P.seq(c, P.of(.zwj).opt, n.opt)
        let matraGroup = P.seq(z.star, .alt(.of(.matra), .seq(sm.opt, .of(.matraPost))), P.of(.nukta).opt,
                               P.of(.halant).opt)
        let syllableTail = P.seq(P.seq(z.opt, sm, sm.opt, P.of(.zwnj).opt).opt, P.of(.vedicSign).star)
        let halantGroup = P.seq(z.opt, .of(.halant), P.seq(.of(.zwj), P.of(.nukta).opt).opt)
        let finalHalantGroup = P.alt(halantGroup, .seq(.of(.halant), .of(.zwnj)))
        let halantOrMatraGroup = P.alt(finalHalantGroup, matraGroup.star)
        let complexTail = P.seq(P.seq(halantGroup, cn).star, P.of(.consonantMedial).opt, halantOrMatraGroup,
                                syllableTail)
        let consonantSyllable = P.seq(P.of(.repha, .consonantWithStacker).opt, cn, complexTail)
        let vowelSyllable = P.seq(reph.opt, .of(.vowel), n.opt, .alt(.of(.zwj), complexTail))
        let standalone = P.seq(.alt(.seq(P.of(.repha, .consonantWithStacker).opt, .of(.placeholder)),
                                    .seq(reph.opt, .of(.dottedCircle))), n.opt, complexTail)
        let symbolCluster = P.seq(.of(.symbol), P.of(.nukta).opt, syllableTail)
        let broken = P.seq(reph.opt, n.opt, complexTail)
        return SyllableGrammar([
            (consonantSyllable, IndicSyllable.consonant.rawValue), (vowelSyllable, IndicSyllable.vowel.rawValue),
            (standalone, IndicSyllable.standalone.rawValue), (symbolCluster, IndicSyllable.symbol.rawValue),
            (.of(.syllableModifierPost), IndicSyllable.nonIndic.rawValue), (broken, IndicSyllable.broken.rawValue),
            (.any, IndicSyllable.nonIndic.rawValue),
        ], fallback: IndicSyllable.nonIndic.rawValue)
    }()

    /// Khmer syllables (the grammar HarfBuzz found Uniscribe to accept): a
    /// base with robat, subscripts through coengs, the vowel parts and signs.
    static let khmer: SyllableGrammar = {
        typealias P = SyllablePattern
        let c = P.of(.consonant, .ra, .vowel)
        let joiner = P.of(.zwj, .zwnj)
        let cn = P.seq(c, P.seq(joiner.opt, .of(.robatic)).opt)
        let xgroup = P.seq(joiner.star, .of(.xgroup)).star
        let matraGroup = P.seq(P.of(.vowelPre).opt, xgroup, P.of(.vowelBelow).opt, xgroup,
                               P.seq(joiner.opt, .of(.vowelAbove)).opt, xgroup, P.of(.vowelPost).opt)
        let tail = P.seq(xgroup, matraGroup, xgroup, P.seq(.of(.halant), c).opt, P.of(.ygroup).star)
        let broken = P.seq(P.of(.robatic).opt, P.seq(.of(.halant), cn).star, .alt(.of(.halant), tail))
        let consonantSyllable = P.seq(.alt(cn, .of(.placeholder, .dottedCircle)), broken)
        return SyllableGrammar([
            (consonantSyllable, KhmerSyllable.consonant.rawValue), (broken, KhmerSyllable.broken.rawValue),
            (.any, KhmerSyllable.other.rawValue),
        ], fallback: KhmerSyllable.other.rawValue)
    }()

    /// Myanmar syllables, as the Microsoft Myanmar specification describes
    /// them: an optional kinzi, the base, stacked consonants, medials, vowels,
    /// tones and asat.
    static let myanmar: SyllableGrammar = {
        typealias P = SyllablePattern
        let j = P.of(.zwj, .zwnj)
        let kinzi = P.seq(.of(.ra), .of(.asat), .of(.halant))
        let sm = P.of(.syllableModifier, .syllableModifierPost)
        let asat = P.of(.asat)
        let dotBelow = P.seq(.of(.nukta), asat.opt)
        let medials = P.seq(P.of(.medialYa).opt, asat.opt, P.of(.medialRa).opt,
                            P.seq(.alt(.seq(.of(.medialWa), P.of(.medialHa).opt, P.of(.medialLa).opt),
                                       .seq(.of(.medialHa), P.of(.medialLa).opt), .of(.medialLa)), asat.opt).opt)
        let mainVowels = P.seq(P.seq(.of(.vowelPre), P.of(.variationSelector).opt).star, P.of(.vowelAbove).star,
                               P.of(.vowelBelow).star, P.of(.vedicSign).star, dotBelow.opt)
        let postVowels = P.seq(.of(.vowelPost), P.of(.medialHa).opt, P.of(.medialLa).opt, asat.star,
                               P.of(.vowelAbove).star, P.of(.vedicSign).star, dotBelow.opt)
        let tones = P.alt(sm, .seq(.of(.pwoTone), P.of(.vedicSign).star, P.of(.nukta).opt, asat.opt))
        let complexTail = P.seq(asat.star, medials, mainVowels, postVowels.star, tones.star, j.opt)
        let tail = P.seq(P.seq(.of(.halant), .of(.consonant, .ra, .vowel), P.of(.variationSelector).opt).star,
                         .alt(.of(.halant), complexTail))
        let consonantSyllable = P.seq(P.alt(kinzi, .of(.consonantWithStacker)).opt,
                                      .of(.consonant, .ra, .vowel, .placeholder, .dottedCircle),
                                      P.of(.variationSelector).opt, tail)
        let broken = P.seq(kinzi.opt, P.of(.variationSelector).opt, tail)
        return SyllableGrammar([
            (consonantSyllable, KhmerSyllable.consonant.rawValue),
            (.alt(j, .of(.syllableModifierPost)), KhmerSyllable.other.rawValue),
            (broken, KhmerSyllable.broken.rawValue), (.any, KhmerSyllable.other.rawValue),
        ], fallback: KhmerSyllable.other.rawValue)
    }()
}
