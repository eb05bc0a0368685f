import Raster

/// A glyph whose outline data (`loca` entries or `glyf` bytes) cannot be
/// decoded, and why. ``TextRenderer`` draws such a glyph as nothing; callers
/// find these with ``Font/damagedGlyphs(among:)`` to tell the user.
public struct DamagedGlyph: Hashable, Sendable {
    /// The glyph.
    public var glyph: GlyphID
    /// What decoding its outline reported.
    public var error: FontError

    /// Pairs a glyph with the error decoding it gave.
    public init(glyph: GlyphID, error: FontError) {
        self.glyph = glyph
        self.error = error
    }
}

extension Font {
    /// The glyphs among `glyphs` whose outlines cannot be decoded, each once,
    /// in order of first appearance. Each glyph is decoded once, with one
    /// reused decoder, so checking every glyph a text uses costs about as much
    /// as drawing it once.
    public func damagedGlyphs(among glyphs: some Sequence<GlyphID>) -> [DamagedGlyph] {
        var decoder = GlyphOutlineDecoder(font: self)
        var seen = Set<GlyphID>()
        var damaged: [DamagedGlyph] = []
        for glyph in glyphs where seen.insert(glyph).inserted {
            do {
                try decoder.load(glyph)
            } catch {
                damaged.append(DamagedGlyph(glyph: glyph, error: error))
            }
        }
        return damaged
    }
}
