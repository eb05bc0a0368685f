/// What a glyph's character is to layout, as bits of ``GlyphInfo/unicodeFlags``.
enum UnicodeFlags {
    /// A default-ignorable code point (joiners, bidi marks, variation selectors).
    static let ignorable: UInt8 = 0x01
    /// U+200D ZERO WIDTH JOINER.
    static let zwj: UInt8 = 0x02
    /// U+200C ZERO WIDTH NON-JOINER.
    static let zwnj: UInt8 = 0x04
    /// Hidden even from positioning lookups (combining grapheme joiner,
    /// Mongolian free variation selectors, tags).
    static let hidden: UInt8 = 0x08

    /// The flags of `scalar`.
    static func of(_ scalar: Unicode.Scalar) -> UInt8 {
        let value = scalar.value
        guard value >= 0x80, scalar.properties.isDefaultIgnorableCodePoint else { return 0 }
        switch value {
        case 0x200C: return ignorable | zwnj
        case 0x200D: return ignorable | zwj
        case 0x034F, 0x180B...0x180D, 0x180F, 0xE0020...0xE007F: return ignorable | hidden
        default: return ignorable
        }
    }
}
