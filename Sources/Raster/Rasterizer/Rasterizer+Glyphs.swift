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
        let ready = outline.points.withUnsafeBufferPointer { points in
            outline.onCurve.withUnsafeBufferPointer { onCurve in
                outline.contourEnds.withUnsafeBufferPointer { ends in
                    core.prepare(clip: clip, rule: rule, hint: overlaps) { core, local in
                        core.flattenGlyph(points, onCurve, ends, local * transform)
                    }
                }
            }
        }
        return try view(ready, clip: clip, rule: rule, body)
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
        let ready = decoder.withOutline { points, onCurve, ends in
            core.prepare(clip: clip, rule: rule, hint: hint) { core, local in
                core.flattenGlyph(points, onCurve, ends, local * transform)
            }
        }
        return view(ready, clip: clip, rule: rule, body)
    }

    /// Fills several glyph outlines, `outlines[i]` mapped by `transforms[i]`,
    /// as one path (a run of text: where glyphs overlap, they are covered
    /// once). Extra elements of the longer array are ignored. See
    /// ``OverlapHintBuilder`` for the hint of a run.
    public func withCoverage<R>(of outlines: [GlyphOutline], transforms: [AffineTransform], clip: PixelRect,
                                rule: FillRule = .nonZero, overlaps: OverlapHint = .anywhere,
                                _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        let ready = core.prepare(clip: clip, rule: rule, hint: overlaps) { core, local in
            for (outline, transform) in zip(outlines, transforms) {
                outline.points.withUnsafeBufferPointer { points in
                    outline.onCurve.withUnsafeBufferPointer { onCurve in
                        outline.contourEnds.withUnsafeBufferPointer { ends in
                            core.flattenGlyph(points, onCurve, ends, local * transform)
                        }
                    }
                }
            }
        }
        return try view(ready, clip: clip, rule: rule, body)
    }
}

extension RasterCore {
    /// Flattens a TrueType outline's contours (`points` with their on-curve
    /// flags, contours ending at `contourEnds`), mapped by `t` into
    /// clip-local pixels, straight from its points (no ``Path`` in between):
    /// the same lines and quadratics as ``GlyphOutline/path``, with implied
    /// on-curve points halfway between two off-curve ones.
    mutating func flattenGlyph(_ points: UnsafeBufferPointer<Point>, _ onCurve: UnsafeBufferPointer<Bool>,
                               _ contourEnds: UnsafeBufferPointer<Int>, _ t: AffineTransform) {
        // A glyph whose points all land in the clip needs no clipping and no
        // checks for unusable points.
        if insideClip(points, t) {
            flattenContours(points, onCurve, contourEnds, t, InsideClip.self)
        } else {
            flattenContours(points, onCurve, contourEnds, t, AnywhereInPlane.self)
        }
    }

    /// Every contour of a glyph whose points lie where `Place` says.
    @inline(never)
    mutating func flattenContours<Place: GlyphPlacement>(
        _ points: UnsafeBufferPointer<Point>, _ onCurve: UnsafeBufferPointer<Bool>,
        _ contourEnds: UnsafeBufferPointer<Int>, _ t: AffineTransform, _ place: Place.Type
    ) {
        var first = 0
        for last in contourEnds {
            flattenContour(points, onCurve, first, last, t, Place.self)
            first = last + 1
        }
    }

    /// True when every point, mapped by `t`, lies in the clip (false for none):
    /// the box around the points, mapped, lies in it.
    func insideClip(_ points: UnsafeBufferPointer<Point>, _ t: AffineTransform) -> Bool {
        guard let p = points.baseAddress, points.count > 0 else { return false }
        // The box as (x, y) pairs (`minpd`/`maxpd`).
        let raw = UnsafeRawPointer(p)
        var lo = raw.loadUnaligned(as: SIMD2<Double>.self), hi = lo
        for i in 1 ..< points.count {
            let u = raw.loadUnaligned(fromByteOffset: i &* 16, as: SIMD2<Double>.self)
            lo = lo.replacing(with: u, where: u .< lo)
            hi = hi.replacing(with: u, where: u .> hi)
        }
        let (minX, minY, maxX, maxY) = (lo.x, lo.y, hi.x, hi.y)
        // Each output coordinate is smallest and largest at a corner of the box.
        let (ax, cy) = ((t.a * minX, t.a * maxX), (t.c * minY, t.c * maxY))
        let (bx, dy) = ((t.b * minX, t.b * maxX), (t.d * minY, t.d * maxY))
        let loX = t.tx + lesser(ax.0, ax.1) + lesser(cy.0, cy.1), hiX = t.tx + greater(ax.0, ax.1) + greater(cy.0, cy.1)
        let loY = t.ty + lesser(bx.0, bx.1) + lesser(dy.0, dy.1), hiY = t.ty + greater(bx.0, bx.1) + greater(dy.0, dy.1)
        return hullInsideClip(minX: loX, maxX: hiX, minY: loY, maxY: hiY)
    }

    /// One contour, points `first … last`.
    @inline(__always)
    mutating func flattenContour<Place: GlyphPlacement>(
        _ points: UnsafeBufferPointer<Point>, _ onCurve: UnsafeBufferPointer<Bool>,
        _ first: Int, _ last: Int, _ t: AffineTransform, _ place: Place.Type
    ) {
        guard first <= last, last < points.count, last < onCurve.count else { return }
        // Start on the first on-curve point k and walk the other points in
        // order, wrapping round; with no on-curve point, start between the
        // last and first points and walk them all.
        var k = first
        while k <= last && !onCurve[k] { k += 1 }
        let start: Point
        var steps = last - first
        if k <= last {
            start = t.apply(points[k])
        } else {
            start = t.apply(points[last].lerp(to: points[first], 0.5))
            (k, steps) = (last, steps + 1)
        }
        beginContour(at: start)
        // The last on-curve point reached, and the control point waiting for its curve's end.
        var current = start, control = start, pending = false
        var j = k
        for _ in 0 ..< steps {
            j = j == last ? first : j + 1
            let q = t.apply(points[j])
            let on = onCurve[j]
            if pending {
                // A curve ends here, or (after two control points) halfway.
                let end = on ? q : control.lerp(to: q, 0.5)
                addCurve(current, control, end, Place.self)
                current = end
            } else if on {
                if Place.inside {
                    addLine(current, q, inside: true)
                } else if check(q) {
                    addLine(current, q)
                }
                current = q
            }
            control = q
            pending = !on
        }
        // Back to the start: a curve if a control point is pending (a straight
        // closing edge is left to `endContour`).
        if pending {
            addCurve(current, control, start, Place.self)
            current = start
        }
        endContour(current, start)
    }

    /// A contour's quadratic from `p0` through control `p1` to `p2`.
    @inline(__always)
    mutating func addCurve<Place: GlyphPlacement>(_ p0: Point, _ p1: Point, _ p2: Point, _ place: Place.Type) {
        if Place.inside {
            addQuad(p0, p1, p2, depth: 0, inside: true)
        } else if check(p1), check(p2) {
            addQuad(p0, p1, p2, depth: 0)
        }
    }
}

/// Where a glyph's points lie, as a type, so each case gets its own code.
protocol GlyphPlacement {
    /// True when every point is known to lie in the clip.
    static var inside: Bool { get }
}

/// Every point lies in the clip: no clipping, no checks.
enum InsideClip: GlyphPlacement {
    static var inside: Bool { true }
}

/// Points may lie anywhere, or be unusable.
enum AnywhereInPlane: GlyphPlacement {
    static var inside: Bool { false }
}
