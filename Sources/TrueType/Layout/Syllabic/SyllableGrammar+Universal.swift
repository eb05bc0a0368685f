/// The kinds of Universal Shaping Engine clusters.
enum UniversalSyllable: UInt8 {
    case viramaTerminated, sakotTerminated, standard, numberJoinerTerminated, numeral, symbol
    case hieroglyph, broken, nonCluster
}

extension SyllableGrammar {
    /// The clusters of Microsoft's Universal Shaping Engine specification (as
    /// HarfBuzz's USE machine accepts them), each optionally followed by a ZWNJ.
    static let universal: SyllableGrammar = {
        typealias P = SyllablePattern
        let h = P.use(.halant, .halantOrVowelModifier, .invisibleStacker, .sakot)
        let modifiers = P.seq(P.use(.modifierAbove).star, P.use(.modifierBelow).star)
        let consonantModifiers = P.seq(modifiers, P.seq(.alt(.seq(h, .use(.base)), .use(.consonantSubjoined)),
                                                        modifiers).star)
        let medials = P.seq(P.use(.medialPre).opt, P.use(.medialAbove).opt, P.use(.medialBelow).opt,
                            P.use(.medialPost).opt)
        let vowels = P.alt(.seq(P.use(.vowelPre).star, P.use(.vowelAbove).star, P.use(.vowelBelow).star,
                                P.use(.vowelPost).star), .use(.halant))
        let vowelModifiers = P.seq(P.use(.halantOrVowelModifier).opt, P.use(.vowelModifierPre).star,
                                   P.use(.vowelModifierAbove).star, P.use(.vowelModifierBelow).star,
                                   P.use(.vowelModifierPost).star)
        let finals = P.seq(P.use(.finalAbove).star, P.use(.finalBelow).star, P.use(.finalPost).star)
        let finalModifiers = P.alt(.seq(P.use(.finalModifierAbove).star, P.use(.finalModifierBelow).star),
                                   P.use(.finalModifierPost).opt)
        let start = P.seq(P.use(.repha, .consonantWithStacker).opt, .use(.base, .baseOther))
        let middle = P.seq(consonantModifiers, medials, vowels, vowelModifiers, P.seq(.use(.sakot), .use(.base)).star)
        let tail = P.seq(middle, finals, finalModifiers)
        let numberJoinerTail = P.seq(P.seq(.use(.halantNumber), .use(.baseNumber)).star, .use(.halantNumber))
        let numeralTail = P.seq(.use(.halantNumber), .use(.baseNumber)).plus
        let symbolTail = P.alt(.seq(P.use(.symbolModifierAbove).plus, P.use(.symbolModifierBelow).star),
                               P.use(.symbolModifierBelow).plus)
        let viramaTail = P.seq(consonantModifiers, .use(.invisibleStacker, .reorderingKiller))
        let sakotTail = P.seq(middle, .use(.sakot))
        let anyTail = P.alt(tail, sakotTail, symbolTail, viramaTail)
        let broken = P.seq(P.use(.repha).opt, .alt(anyTail, numberJoinerTail, numeralTail))
        let glyph = P.seq(.use(.hieroglyph), P.use(.hieroglyphMirror).opt, P.use(.hieroglyphModifier).opt,
                          P.use(.hieroglyphSegmentEnd).star)
        let hieroglyph = P.seq(P.use(.hieroglyphSegmentBegin).star, glyph,
                               P.seq(.use(.hieroglyphJoiner), P.use(.hieroglyphSegmentBegin).star, glyph.opt).star)
        let zwnj = P.use(.zwnj).opt
        return SyllableGrammar([
            (.seq(start, viramaTail, zwnj), UniversalSyllable.viramaTerminated.rawValue),
            (.seq(start, sakotTail, zwnj), UniversalSyllable.sakotTerminated.rawValue),
            (.seq(start, tail, zwnj), UniversalSyllable.standard.rawValue),
            (.seq(.use(.baseNumber), numberJoinerTail, zwnj), UniversalSyllable.numberJoinerTerminated.rawValue),
            (.seq(.use(.baseNumber), numeralTail.opt, zwnj), UniversalSyllable.numeral.rawValue),
            (.seq(.use(.other, .baseOther, .hieroglyphSegmentBegin), anyTail.opt, zwnj),
             UniversalSyllable.symbol.rawValue),
            (.seq(hieroglyph, zwnj), UniversalSyllable.hieroglyph.rawValue),
            (.use(.finalModifierPost), UniversalSyllable.nonCluster.rawValue),
            (.seq(broken, zwnj), UniversalSyllable.broken.rawValue),
            (.any, UniversalSyllable.nonCluster.rawValue),
        ], fallback: UniversalSyllable.nonCluster.rawValue)
    }()
}
