/// The limits that keep shaping time proportional to the text, whatever the font.
///
/// As in HarfBuzz: nested (contextual) lookups go at most ``maxNesting``
/// deep, a contextual match spans at most ``maxContext`` glyphs, every lookup
/// step spends one operation from a budget of ``operationsPerGlyph`` per input
/// glyph (at least ``minimumOperations``), and the glyph buffer grows to at
/// most ``growthPerGlyph`` glyphs per input glyph. When the budget runs out,
/// the remaining lookups are skipped and the glyphs stay as they are. (Steps
/// at glyphs a lookup cannot start at, by its digest, are not counted: a font
/// with many lookups, such as Noto Serif Devanagari with 864, is not cut off.)
public struct LayoutBudget: Hashable, Sendable {
    /// How deep contextual lookups may nest.
    public var maxNesting = 64
    /// The most glyphs one contextual rule may match.
    public var maxContext = 64
    /// Lookup steps allowed per input glyph.
    public var operationsPerGlyph = 64
    /// Lookup steps allowed for any run, however short.
    public var minimumOperations = 16384
    /// How many glyphs the buffer may hold per input glyph.
    public var growthPerGlyph = 32

    /// HarfBuzz's limits.
    public init() {}
}
