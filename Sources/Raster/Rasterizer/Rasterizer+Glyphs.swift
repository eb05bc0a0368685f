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
                // A glyph whose points all land in the clip needs no clipping
                // and no checks for unusable points.
                let inside = insideClip(points, t)
                var first = 0
                for last in outline.contourEnds {
                    if inside {
                        flattenContour(points, onCurve, first, last, t, inside: true)
                    } else {
                        flattenContour(points, onCurve, first, last, t, inside: false)
                    }
                    first = last + 1
                }
            }
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

    /// One contour, points `first … last`; `inside` says all its points are in the clip.
    @inline(__always)
    mutating func flattenContour(_ points: UnsafeBufferPointer<Point>, _ onCurve: UnsafeBufferPointer<Bool>,
                                 _ first: Int, _ last: Int, _ t: AffineTransform, inside: Bool) {
        guard first <= last, last < points.count, last < onCurve.count else { return }
        // Start on the first on-curve point k, then walk the others in order,
        // wrapping round (two plain ranges); with no on-curve point, start
        // between the last and first points and walk them all.
        var k = first
        while k <= last && !onCurve[k] { k += 1 }
        var walk: ContourWalk
        if k <= last {
            walk = ContourWalk(start: t.apply(points[k]))
            beginContour(at: walk.start)
            for j in k + 1 ..< last + 1 { walkPoint(t.apply(points[j]), onCurve: onCurve[j], &walk, inside: inside) }
            for j in first ..< k { walkPoint(t.apply(points[j]), onCurve: onCurve[j], &walk, inside: inside) }
        } else {
            walk = ContourWalk(start: t.apply(points[last].lerp(to: points[first], 0.5)))
            beginContour(at: walk.start)
            for j in first ..< last + 1 { walkPoint(t.apply(points[j]), onCurve: false, &walk, inside: inside) }
        }
        // Back to the start: a curve if a control point is pending (a straight
        // closing edge is left to `endContour`).
        if walk.pending {
            addCurve(walk.current, walk.control, walk.start, inside: inside)
            walk.current = walk.start
        }
        endContour(walk.current, walk.start)
    }

    /// Takes the next point `q` of a contour: an on-curve point ends a line
    /// or, after a control point, a curve; a control point after another one
    /// first ends a curve at the on-curve point implied halfway between them.
    @inline(__always)
    mutating func walkPoint(_ q: Point, onCurve: Bool, _ walk: inout ContourWalk, inside: Bool) {
        if walk.pending {
            let end = onCurve ? q : walk.control.lerp(to: q, 0.5)
            addCurve(walk.current, walk.control, end, inside: inside)
            walk.current = end
        } else if onCurve {
            if inside {
                addLine(walk.current, q, inside: true)
            } else if check(q) {
                addLine(walk.current, q)
            }
            walk.current = q
        }
        walk.control = q
        walk.pending = !onCurve
    }

    /// A contour's quadratic from `p0` through control `p1` to `p2`.
    @inline(__always)
    mutating func addCurve(_ p0: Point, _ p1: Point, _ p2: Point, inside: Bool) {
        if inside {
            addQuad(p0, p1, p2, depth: 0, inside: true)
        } else if check(p1), check(p2) {
            addQuad(p0, p1, p2, depth: 0)
        }
    }
}

/// Where the walk along a TrueType contour is: its start, the last on-curve
/// point reached, and the control point waiting for its curve's end.
struct ContourWalk {
    var start: Point
    var current: Point
    var control: Point
    var pending = false

    init(start: Point) {
        self.start = start
        current = start
        control = start
    }
}
