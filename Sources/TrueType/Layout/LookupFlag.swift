/// Lookup flag bits.
enum LookupFlag {
    /// Cursive attachment: the last glyph stays on the baseline.
    static let rightToLeft = 0x0001
    /// Skip base glyphs.
    static let ignoreBase = 0x0002
    /// Skip ligatures.
    static let ignoreLigatures = 0x0004
    /// Skip marks.
    static let ignoreMarks = 0x0008
    /// The three skipping bits.
    static let ignoreFlags = 0x000E
    /// Skip marks outside the lookup's GDEF mark glyph set.
    static let useMarkFilteringSet = 0x0010
    /// Skip marks of another mark attachment class (when non-zero).
    static let markAttachmentType = 0xFF00
}
