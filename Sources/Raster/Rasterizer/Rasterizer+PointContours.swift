/// Closed contours in point form, the form TrueType stores glyphs in: each
/// contour is a run of points, on-curve points are joined by lines,
/// off-curve points are quadratic control points, and two off-curve points
/// in a row imply an on-curve point halfway between them. A contour with no
/// on-curve point starts halfway between its last and first points.
///
/// The buffers are borrowed: they must stay valid for the call the value is
/// passed to, and no longer.
public struct PointContours {
    /// Every point of every contour, in order.
    public var points: UnsafeBufferPointer<Point>
    /// For each point, true when it lies on the curve, false for a control point.
    public var onCurve: UnsafeBufferPointer<Bool>
    /// For each contour, the index in ``points`` of its last point (strictly
    /// increasing; a contour ending past the points is skipped).
    public var contourEnds: UnsafeBufferPointer<Int>
    /// The box around ``points`` (``Rect/init(enclosing:)``), if known: a
    /// fill maps it to see whether the outline lies inside the clip, so a
    /// caller that keeps it (the text renderer's cache) spares that pass
    /// over the points. Nil: found from the points. Only this package sets
    /// it, since a box too small would let edges past the clip unclipped.
    package var box: Rect?

    /// Borrows the three buffers of an outline.
    public init(points: UnsafeBufferPointer<Point>, onCurve: UnsafeBufferPointer<Bool>,
                contourEnds: UnsafeBufferPointer<Int>) {
        self.points = points
        self.onCurve = onCurve
        self.contourEnds = contourEnds
    }

    /// Borrows the three buffers of an outline whose point box is `box`,
    /// which must be `Rect(enclosing: points)`.
    package init(points: UnsafeBufferPointer<Point>, onCurve: UnsafeBufferPointer<Bool>,
                 contourEnds: UnsafeBufferPointer<Int>, box: Rect?) {
        self.init(points: points, onCurve: onCurve, contourEnds: contourEnds)
        self.box = box
    }
}

/// Adds outlines to the fill that
/// ``Rasterizer/withCoverage(clip:rule:overlaps:contours:_:)`` is making:
/// everything added is filled as one path. Valid only inside that call.
public struct ContourFeed: ~Copyable {
    /// The rasterizer's state, for the duration of the call.
    let core: UnsafeMutablePointer<RasterCore>
    /// The map from canvas pixels to clip-local pixels.
    let local: AffineTransform

    /// Adds `contours`, mapped by `transform` into canvas pixels.
    public mutating func add(_ contours: PointContours, transform: AffineTransform) {
        core.pointee.flattenPointContours(contours.points, contours.onCurve, contours.contourEnds,
                                          local * transform, box: contours.box)
    }

    /// Adds `path`, mapped by `transform` into canvas pixels.
    public mutating func add(_ path: Path, transform: AffineTransform = .identity) {
        core.pointee.flattenPath(path, local * transform)
    }
}

extension Rasterizer {
    /// Fills whatever `contours` adds to its ``ContourFeed`` as one path (a
    /// run of glyphs: where they overlap, they are covered once), into the
    /// rasterizer's reusable buffer, and passes a view of the coverage to
    /// `body`, as ``withCoverage(of:transform:clip:rule:overlaps:_:)`` does
    /// for a ``Path``. Point contours are flattened straight from their
    /// points, with no path in between: the way font readers feed glyphs in.
    public func withCoverage<R>(clip: PixelRect, rule: FillRule = .nonZero, overlaps: OverlapHint = .anywhere,
                                contours: (inout ContourFeed) -> Void,
                                _ body: (CoverageMaskView) throws -> R) rethrows -> R {
        let ready = core.prepare(clip: clip, rule: rule, hint: overlaps) { core, local in
            withUnsafeMutablePointer(to: &core) { pointer in
                var feed = ContourFeed(core: pointer, local: local)
                contours(&feed)
            }
        }
        return try view(ready, clip: clip, rule: rule, body)
    }
}

extension RasterCore {
    /// Flattens contours in point form (`points` with their on-curve flags,
    /// contours ending at `contourEnds`), mapped by `t` into clip-local
    /// pixels, straight from the points (no ``Path`` in between): lines and
    /// quadratics, with implied on-curve points halfway between two
    /// off-curve ones (see ``PointContours``). `box` is the points' box,
    /// when known.
    mutating func flattenPointContours(_ points: UnsafeBufferPointer<Point>, _ onCurve: UnsafeBufferPointer<Bool>,
                                       _ contourEnds: UnsafeBufferPointer<Int>, _ t: AffineTransform,
                                       box: Rect? = nil) {
        // An outline whose points all land in the clip needs no clipping and no
        // checks for unusable points.
        if let box = box ?? Rect(enclosing: points), insideClip(box, t) {
            flattenContours(points, onCurve, contourEnds, t, InsideClip.self)
        } else {
            flattenContours(points, onCurve, contourEnds, t, AnywhereInPlane.self)
        }
    }

    /// Every contour of an outline whose points lie where `Place` says.
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

    /// True when the box around an outline's points, mapped by `t`, lies in
    /// the clip (so every point does). Inlined: called out of line, it was
    /// given a copy of the whole core (568 bytes) for every glyph.
    @inline(__always)
    func insideClip(_ box: Rect, _ t: AffineTransform) -> Bool {
        let (minX, minY, maxX, maxY) = (box.minX, box.minY, box.maxX, box.maxY)
        // Each output coordinate is smallest and largest at a corner of the box.
        let (ax, cy) = ((t.a * minX, t.a * maxX), (t.c * minY, t.c * maxY))
        let (bx, dy) = ((t.b * minX, t.b * maxX), (t.d * minY, t.d * maxY))
        let loX = t.tx + lesser(ax.0, ax.1) + lesser(cy.0, cy.1), hiX = t.tx + greater(ax.0, ax.1) + greater(cy.0, cy.1)
        let loY = t.ty + lesser(bx.0, bx.1) + lesser(dy.0, dy.1), hiY = t.ty + greater(bx.0, bx.1) + greater(dy.0, dy.1)
        return hullInsideClip(minX: loX, maxX: hiX, minY: loY, maxY: hiY)
    }

    /// One contour, points `first … last`, walked as ``PointContourWalk`` walks it.
    @inline(__always)
    mutating func flattenContour<Place: GlyphPlacement>(
        _ points: UnsafeBufferPointer<Point>, _ onCurve: UnsafeBufferPointer<Bool>,
        _ first: Int, _ last: Int, _ t: AffineTransform, _ place: Place.Type
    ) {
        guard first <= last, last < points.count, last < onCurve.count else { return }
        let walked = PointContourWalk.walk(
            points, onCurve, first, last, map: { t.apply($0) }, start: { beginContour(at: $0) },
            line: { from, to in
                if Place.inside {
                    addLine(from, to, inside: true)
                } else if check(to) {
                    addLine(from, to)
                }
            },
            curve: { p0, p1, p2 in
                addCurve(p0, p1, p2, Place.self)
                return true
            })
        // The closing edge, if straight, and the contour's end.
        if let (end, start) = walked { endContour(end, start) }
    }

    /// A contour's quadratic from `p0` through control `p1` to `p2` (out of
    /// line, so each placement's copy flattens with its clipping decided).
    @inline(never)
    mutating func addCurve<Place: GlyphPlacement>(_ p0: Point, _ p1: Point, _ p2: Point, _ place: Place.Type) {
        if Place.inside {
            addQuad(p0, p1, p2, depth: 0, inside: true)
        } else if check(p1), check(p2) {
            addQuad(p0, p1, p2, depth: 0)
        }
    }
}

/// Where an outline's points lie, as a type, so each case gets its own code.
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
