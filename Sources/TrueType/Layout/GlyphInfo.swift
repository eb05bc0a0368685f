/// One glyph of the shaping buffer: what it is, where it came from, and the
/// layout state OpenType lookups read and write.
struct GlyphInfo: Sendable {
    /// The glyph index.
    var glyph: Int
    /// The character it was mapped from (the first, for a ligature).
    var codepoint: UInt32
    /// The index of the input character its cluster starts at.
    var cluster: Int
    /// Which features apply (``FeatureMask`` bits).
    var mask: UInt32
    /// GDEF glyph props: ``GlyphProps`` bits, mark attachment class in bits 8-15.
    var props: Int
    /// The ligature this glyph belongs to (0: none).
    var ligatureID = 0
    /// For a mark: the ligature component it follows (1-based; 0: none).
    var ligatureComponent = 0
    /// For a ligature glyph: how many components it was made of (0: not a ligature base).
    var ligatureComponents = 0
    /// The Unicode general category is a mark (Mn, Mc, Me).
    var isUnicodeMark = false
    /// True for a nonspacing mark (Mn), for synthesized glyph classes.
    var isNonspacingMark = false
    /// The (HarfBuzz-modified) canonical combining class.
    var combiningClass: UInt8 = 0
    /// What its character is to layout (``UnicodeFlags`` bits): default ignorable, a joiner.
    var unicodeFlags: UInt8 = 0
    /// The syllabic shapers' category of its character (a ``SyllabicCategory``
    /// or ``UniversalCategory`` raw value).
    var category: UInt8 = 0
    /// The Indic and Myanmar shapers' position (a ``SyllabicPosition`` raw value).
    var position: UInt8 = 0
    /// Its syllable: a serial number (1-15, repeating) << 4 | the syllable's kind; 0 outside syllables.
    var syllable: UInt8 = 0

    /// True for a default-ignorable character no lookup has replaced: lookups
    /// may skip it, and it is not drawn (HarfBuzz's `_hb_glyph_info_is_default_ignorable`).
    var isDefaultIgnorable: Bool { unicodeFlags & UnicodeFlags.ignorable != 0 && props & GlyphProps.substituted == 0 }
    /// True when a lookup replaced it.
    var isSubstituted: Bool { props & GlyphProps.substituted != 0 }
    /// True when it came out of a ligature (and not, since, out of a multiple substitution).
    var isLigatedAndDidntMultiply: Bool {
        props & GlyphProps.ligated != 0 && props & GlyphProps.multiplied == 0
    }
    /// True when a ligature substitution made it.
    var isLigated: Bool { props & GlyphProps.ligated != 0 }
    /// The syllabic category as an Indic, Khmer or Myanmar category.
    var syllabicCategory: SyllabicCategory { SyllabicCategory(rawValue: category) ?? .other }
    /// The syllabic position.
    var syllabicPosition: SyllabicPosition {
        get { SyllabicPosition(rawValue: position) ?? .end }
        set { position = newValue.rawValue }
    }
    /// True when GDEF (or the synthesized class) calls it a mark.
    var isMark: Bool { props & GlyphProps.mark != 0 }
    /// True for a base glyph.
    var isBase: Bool { props & GlyphProps.base != 0 }
    /// True for a ligature glyph.
    var isLigature: Bool { props & GlyphProps.ligature != 0 }
    /// The component a mark follows; 0 for a ligature glyph itself.
    var component: Int { ligatureComponents > 0 ? 0 : ligatureComponent }
    /// The number of components: >1 only for a ligature glyph.
    var componentCount: Int { isLigature && ligatureComponents > 0 ? ligatureComponents : 1 }
}
