extension Rasterizer {
    /// Fills a TrueType glyph `outline` (font units, mapped by `transform`
    /// into pixels) straight from its points, as
    /// ``withCoverage(of:transform:clip:rule:overlaps:_:)`` fills its
    /// ``GlyphOutline/path``, without building the path. For a glyph whose
    /// decoder reported ``GlyphOutlineDecoder/mayOverlap`` false, pass
    /// ``OverlapHint/nowhere``.
    public func withCoverage<R>(of outline: GlyphOutline, transform: AffineTransform, clip: PixelRect,
                                rule: FillRule = .nonZero, overlaps: OverlapHint = .anywhere,
                                _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        let ready = core.prepare(clip: clip, rule: rule, hint: overlaps) { core, local in
            core.flattenGlyph(outline, local * transform)
        }
        return try view(ready, clip: clip, rule: rule, body)
    }

    /// Fills several glyph outlines, `outlines[i]` mapped by `transforms[i]`,
    /// as one path (a run of text: where glyphs overlap, they are covered
    /// once). Extra elements of the longer array are ignored. See
    /// ``OverlapHintBuilder`` for the hint of a run.
    public func withCoverage<R>(of outlines: [GlyphOutline], transforms: [AffineTransform], clip: PixelRect,
                                rule: FillRule = .nonZero, overlaps: OverlapHint = .anywhere,
                                _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        let ready = core.prepare(clip: clip, rule: rule, hint: overlaps) { core, local in
            for (outline, transform) in zip(outlines, transforms) { core.flattenGlyph(outline, local * transform) }
        }
        return try view(ready, clip: clip, rule: rule, body)
    }
}

extension RasterCore {
    /// Flattens a TrueType outline's contours, mapped by `t` into clip-local
    /// pixels, straight from its points (no ``Path`` in between): the same
    /// lines and quadratics as ``GlyphOutline/path``, with implied on-curve
    /// points halfway between two off-curve ones.
    mutating func flattenGlyph(_ outline: GlyphOutline, _ t: AffineTransform) {
        outline.points.withUnsafeBufferPointer { points in
            outline.onCurve.withUnsafeBufferPointer { onCurve in
                var first = 0
                for last in outline.contourEnds {
                    flattenContour(points, onCurve, first, last, t)
                    first = last + 1
                }
            }
        }
    }

    /// One contour, points `first … last`.
    @inline(__always)
    mutating func flattenContour(_ points: UnsafeBufferPointer<Point>, _ onCurve: UnsafeBufferPointer<Bool>,
                                 _ first: Int, _ last: Int, _ t: AffineTransform) {
        guard first <= last, last < points.count, last < onCurve.count else { return }
        // Start on the first on-curve point, or between the last and first points.
        var k = first
        while k <= last && !onCurve[k] { k += 1 }
        let start = t.apply(k <= last ? points[k] : points[last].lerp(to: points[first], 0.5))
        if k > last { k = last }
        beginContour(at: start)
        var current = start
        var pending: Point?
        // The points after k, wrapping round, ending back on k.
        var j = k
        repeat {
            j = j == last ? first : j + 1
            let q = j == k && pending == nil && !onCurve[k] ? start : t.apply(points[j])
            if onCurve[j] {
                if let c = pending {
                    if check(c), check(q) { addQuad(current, c, q, depth: 0) }
                    current = q
                } else if j != k {
                    if check(q) { addLine(current, q) }
                    current = q
                }
                // (Back at the start after a line: `endContour` closes the contour.)
                pending = nil
            } else {
                if let c = pending {
                    let mid = c.lerp(to: q, 0.5)
                    if check(c), check(mid) { addQuad(current, c, mid, depth: 0) }
                    current = mid
                }
                pending = q
            }
        } while j != k
        if let c = pending, check(c) { addQuad(current, c, start, depth: 0); current = start }
        endContour(current, start)
    }
}
