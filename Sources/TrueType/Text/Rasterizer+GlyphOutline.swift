import Raster

extension Rasterizer {
    /// Fills a TrueType glyph `outline` (font units, mapped by `transform`
    /// into pixels) straight from its points, as
    /// ``Rasterizer/withCoverage(of:transform:clip:rule:overlaps:_:)`` fills its
    /// ``GlyphOutline/path``, without building the path. For a glyph whose
    /// decoder reported ``GlyphOutlineDecoder/mayOverlap`` false, pass
    /// ``OverlapHint/nowhere``.
    public func withCoverage<R>(of outline: GlyphOutline, transform: AffineTransform, clip: PixelRect,
                                rule: FillRule = .nonZero, overlaps: OverlapHint = .anywhere,
                                _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        try withCoverage(clip: clip, rule: rule, overlaps: overlaps, contours: { feed in
            outline.feed(to: &feed, transform: transform)
        }, body)
    }

    /// Decodes `glyph` with `decoder` and fills it (font units, mapped by
    /// `transform` into pixels) straight from the decoder's buffers: like
    /// ``GlyphOutlineDecoder/decode(_:)`` then
    /// ``withCoverage(of:transform:clip:rule:overlaps:_:)``, without making a
    /// ``GlyphOutline`` (nothing is allocated once both have warmed up).
    /// Without `overlaps`, overlaps are looked for only in glyphs the decoder
    /// says may overlap (``GlyphOutlineDecoder/mayOverlap``).
    ///
    /// - Throws: the decoder's ``FontError`` for a damaged glyph.
    public func withCoverage<R>(of glyph: GlyphID, decoder: inout GlyphOutlineDecoder, transform: AffineTransform,
                                clip: PixelRect, rule: FillRule = .nonZero, overlaps: OverlapHint? = nil,
                                _ body: (CoverageMaskView) -> R) throws(FontError) -> R {
        try decoder.load(glyph)
        let hint = overlaps ?? (decoder.mayOverlap ? .anywhere : .nowhere)
        return withCoverage(clip: clip, rule: rule, overlaps: hint, contours: { feed in
            decoder.withOutline { points, onCurve, ends in
                feed.add(PointContours(points: points, onCurve: onCurve, contourEnds: ends), transform: transform)
            }
        }, body)
    }

    /// Fills several glyph outlines, `outlines[i]` mapped by `transforms[i]`,
    /// as one path (a run of text: where glyphs overlap, they are covered
    /// once). Extra elements of the longer array are ignored. See
    /// ``OverlapHintBuilder`` for the hint of a run.
    public func withCoverage<R>(of outlines: [GlyphOutline], transforms: [AffineTransform], clip: PixelRect,
                                rule: FillRule = .nonZero, overlaps: OverlapHint = .anywhere,
                                _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        try withCoverage(clip: clip, rule: rule, overlaps: overlaps, contours: { feed in
            for (outline, transform) in zip(outlines, transforms) {
                outline.feed(to: &feed, transform: transform)
            }
        }, body)
    }
}

extension GlyphOutline {
    /// Adds the outline's contours, mapped by `transform`, to a fill.
    func feed(to feed: inout ContourFeed, transform: AffineTransform) {
        points.withUnsafeBufferPointer { points in
            onCurve.withUnsafeBufferPointer { onCurve in
                contourEnds.withUnsafeBufferPointer { ends in
                    feed.add(PointContours(points: points, onCurve: onCurve, contourEnds: ends), transform: transform)
                }
            }
        }
    }
}
