import Raster

/// One glyph of a shaped run, placed in pixels relative to the run's origin.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph to draw.
    public var glyph: GlyphID
    /// Where the glyph's origin sits, in pixels right of the run origin (not rounded).
    public var x: Double
    /// Where the glyph's origin sits, in pixels below the baseline (y down; 0 for horizontal text).
    public var y: Double
    /// How far the pen moves after this glyph, in pixels, kerning included.
    public var advance: Double
    /// Which font of the ``FontChain`` the glyph belongs to (0: the primary).
    public var font: Int

    /// Creates a positioned glyph of font `font` in its chain (0 for a single font).
    public init(glyph: GlyphID, x: Double, y: Double, advance: Double, font: Int = 0) {
        self.glyph = glyph
        self.x = x
        self.y = y
        self.advance = advance
        self.font = font
    }
}

/// A string set on one line at a pixel size: glyphs at subpixel positions,
/// the run's advance and line metrics, and the characters the font lacked.
///
/// Shape once per label (and cache by text and size); per frame, draw each
/// glyph's font-unit outline through ``transform(forGlyphAt:origin:)``.
public struct ShapedText: Hashable, Sendable {
    /// The glyphs in visual order (left to right), positioned from the run origin on the baseline.
    public var glyphs: [PositionedGlyph]
    /// The size the text was set at, in pixels per em.
    public var pixelSize: Double
    /// Pixels per font unit of the primary font: `pixelSize / unitsPerEm`.
    public var scale: Double
    /// Pixels per font unit of each font of the chain, by
    /// ``PositionedGlyph/font`` (the first is ``scale``).
    public var fontScales: [Double]
    /// The total advance (the pen's final position), in pixels.
    public var advance: Double
    /// The line's ascent at this size, in pixels above the baseline (positive).
    public var ascent: Double
    /// The line's descent at this size, in pixels below the baseline (positive).
    public var descent: Double
    /// Characters no font could map, each once, in order of first
    /// appearance; they are drawn with `.notdef` (glyph 0).
    public var missingCharacters: [Unicode.Scalar]

    /// Creates a run from its parts; `fontScales` defaults to `[scale]` (one font).
    public init(glyphs: [PositionedGlyph], pixelSize: Double, scale: Double, advance: Double,
                ascent: Double, descent: Double, missingCharacters: [Unicode.Scalar], fontScales: [Double]? = nil) {
        self.glyphs = glyphs
        self.pixelSize = pixelSize
        self.scale = scale
        self.fontScales = fontScales ?? [scale]
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
        self.missingCharacters = missingCharacters
    }

    /// The same run set at `pixelSize`: every position, advance and metric
    /// scales by `pixelSize / self.pixelSize`, since shaping is linear in size.
    /// Shaping once at `unitsPerEm` pixels (where positions are whole font
    /// units) and resizing gives exactly what shaping at `pixelSize` gives.
    public func resized(to pixelSize: Double) -> ShapedText {
        let factor = pixelSize / self.pixelSize
        let newScale = scale * factor
        let ratio = newScale / scale
        return ShapedText(
            glyphs: glyphs.map { PositionedGlyph(glyph: $0.glyph, x: $0.x * ratio, y: $0.y * ratio,
                                                 advance: $0.advance * ratio, font: $0.font) },
            pixelSize: pixelSize, scale: newScale, advance: advance * ratio,
            ascent: ascent * ratio, descent: descent * ratio, missingCharacters: missingCharacters,
            fontScales: fontScales.map { $0 * factor })
    }

    /// The run's width, ascent and descent.
    public var extent: TextExtent { TextExtent(width: advance, ascent: ascent, descent: descent) }

    /// The transform from glyph `index`'s font units (y up) to pixels (y down),
    /// with the run's origin — the left end of its baseline — at `origin`.
    ///
    /// It scales by ``scale``, flips y and translates to the glyph's subpixel
    /// position; nothing is rounded, so a slowly moving label does not jitter.
    public func transform(forGlyphAt index: Int, origin: Point) -> AffineTransform {
        let glyph = glyphs[index]
        let s = glyph.font == 0 ? scale : fontScales[glyph.font]
        return AffineTransform(a: s, b: 0, c: 0, d: -s, tx: origin.x + glyph.x, ty: origin.y + glyph.y)
    }
}
