/// What a character is in an Indic, Khmer or Myanmar syllable, as the
/// OpenType script development specifications (and HarfBuzz's shapers, whose
/// table the generated ``SyllabicCharacter/table`` follows) classify it. The
/// raw values are the generator's order (`Tools/unicode/gen-syllabic-tables.py`).
enum SyllabicCategory: UInt8, Sendable {
    /// Not part of a syllable.
    case other
    /// A consonant.
    case consonant
    /// An independent vowel (Myanmar's `IV` too).
    case vowel
    /// A nukta (Myanmar's dot below, `DB`, too).
    case nukta
    /// A halant (virama; Khmer's coeng).
    case halant
    /// Zero width non-joiner.
    case zwnj
    /// Zero width joiner.
    case zwj
    /// A dependent vowel sign (matra).
    case matra
    /// A syllable modifier (bindu, visarga).
    case syllableModifier
    /// A Vedic sign or cantillation mark.
    case vedicSign
    /// A placeholder base (no-break space, hyphen, digits; Myanmar's `GB`).
    case placeholder
    /// U+25CC DOTTED CIRCLE.
    case dottedCircle
    /// A register shifter.
    case registerShifter
    /// A matra that follows a syllable modifier (Gurmukhi U+0A40).
    case matraPost
    /// An encoded repha (Malayalam dot reph).
    case repha
    /// The script's Ra, which may become a reph.
    case ra
    /// A medial or final consonant sign.
    case consonantMedial
    /// A symbol that takes marks (avagraha).
    case symbol
    /// A consonant with stacker.
    case consonantWithStacker
    /// A syllable modifier not placed relative to the base.
    case syllableModifierPost
    /// Khmer and Myanmar vowel above.
    case vowelAbove
    /// Khmer and Myanmar vowel below.
    case vowelBelow
    /// Khmer and Myanmar vowel before the base.
    case vowelPre
    /// Khmer and Myanmar vowel after the base.
    case vowelPost
    /// Khmer register shifters (robat, triisap, muusikatoan).
    case robatic
    /// Khmer signs of the X group.
    case xgroup
    /// Khmer signs of the Y group.
    case ygroup
    /// Myanmar asat.
    case asat
    /// Myanmar medial ha.
    case medialHa
    /// Myanmar medial ra (drawn before the base).
    case medialRa
    /// Myanmar medial wa.
    case medialWa
    /// Myanmar medial ya.
    case medialYa
    /// Myanmar Pwo and other tones.
    case pwoTone
    /// A variation selector.
    case variationSelector
    /// Myanmar medial Mon la.
    case medialLa

    /// The bit of this category in a set of categories.
    var bit: UInt64 { 1 << UInt64(rawValue) }
}

/// Where a character goes in the visual order of its syllable (the specifications'
/// reordering classes); the raw values sort a syllable left to right.
enum SyllabicPosition: UInt8, Comparable, Sendable {
    case start, raToBecomeReph, preMatra, preConsonant, baseConsonant, afterMain, aboveConsonant
    case beforeSubjoined, belowConsonant, afterSubjoined, beforePost, postConsonant, afterPost
    case syllableModifier, end

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The category and position of each character, from the generated table.
enum SyllabicCharacter {
    /// The category and position of `scalar` (``SyllabicCategory/other`` at the end elsewhere).
    static func properties(_ scalar: UInt32) -> (SyllabicCategory, SyllabicPosition) {
        let value = RangeTable.value(of: scalar, in: table, bits: 10) ?? 0
        return (SyllabicCategory(rawValue: UInt8(value & 0x3F)) ?? .other,
                SyllabicPosition(rawValue: UInt8(value >> 6)) ?? .end)
    }
}

/// The Universal Shaping Engine's character categories (Microsoft's USE
/// specification), from the generated ``table``.
enum UniversalCategory: UInt8, Sendable {
    case other, base, baseNumber, baseOther, cgj, consonantSubjoined, halant, halantNumber, zwnj
    case wordJoiner, repha, consonantWithStacker, invisibleStacker, sakot, hieroglyph, hieroglyphJoiner
    case hieroglyphSegmentBegin, hieroglyphSegmentEnd, halantOrVowelModifier, hieroglyphModifier
    case hieroglyphMirror, reorderingKiller
    case finalAbove, finalBelow, finalPost, medialAbove, medialBelow, medialPost, medialPre
    case modifierAbove, modifierBelow, vowelAbove, vowelBelow, vowelPost, vowelPre
    case vowelModifierAbove, vowelModifierBelow, vowelModifierPost, vowelModifierPre
    case symbolModifierAbove, symbolModifierBelow, finalModifierAbove, finalModifierBelow, finalModifierPost

    /// The bit of this category in a set of categories.
    var bit: UInt64 { 1 << UInt64(rawValue) }

    /// The category of `scalar`.
    static func of(_ scalar: UInt32) -> UniversalCategory {
        let value = RangeTable.value(of: scalar, in: table, bits: 6) ?? 0
        return UniversalCategory(rawValue: UInt8(value)) ?? .other
    }
}
