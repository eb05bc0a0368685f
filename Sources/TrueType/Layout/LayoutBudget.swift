/// The limits that keep shaping time proportional to the text, whatever the font.
///
/// As in HarfBuzz: nested (contextual) lookups go at most ``maxNesting``
/// deep, a contextual match spans at most ``maxContext`` glyphs, every lookup
/// step spends one operation from a budget of ``operationsPerGlyph`` per input
/// glyph (at least ``minimumOperations``) plus ``operationsPerGlyphAndLookup``
/// per glyph for each lookup the font applies (a plan reads at most 35,000),
/// and the glyph buffer grows to at most ``growthPerGlyph`` glyphs per input
/// glyph. When the budget runs out, the remaining lookups are skipped and the
/// glyphs stay as they are.
public struct LayoutBudget: Hashable, Sendable {
    /// How deep contextual lookups may nest.
    public var maxNesting = 64
    /// The most glyphs one contextual rule may match.
    public var maxContext = 64
    /// Lookup steps allowed per input glyph.
    public var operationsPerGlyph = 64
    /// Lookup steps allowed for any run, however short.
    public var minimumOperations = 16384
    /// Lookup steps each lookup applied adds per glyph: a font with many
    /// lookups (Noto Serif Devanagari has 864) walks the buffer once per
    /// lookup and tries a subtable or two at each glyph, which a budget
    /// proportional to the text alone would cut off.
    public var operationsPerGlyphAndLookup = 8
    /// How many glyphs the buffer may hold per input glyph.
    public var growthPerGlyph = 32

    /// HarfBuzz's limits (the per-lookup allowance is ours: HarfBuzz counts buffer operations, not lookup steps).
    public init() {}
}
