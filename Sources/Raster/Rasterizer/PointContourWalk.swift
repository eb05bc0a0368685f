/// The walk along one closed contour in point form (see ``PointContours``),
/// written once for everything that turns such contours into edges: the
/// rasterizer flattening a glyph afresh
/// (``RasterCore/flattenContour(_:_:_:_:_:_:)``), the cache keeping its
/// flattening in outline units (``PolylineCache``) and a glyph's ``Path``
/// (TrueType's `GlyphOutline`), which must all take exactly the same steps.
package enum PointContourWalk {
    /// Walks contour `first … last` of `points` and `onCurve` (both indexes
    /// in bounds, which the caller checks), each point mapped by `map`.
    ///
    /// - It starts on the contour's first on-curve point, or, with none,
    ///   halfway between its last and first points (mapped from there).
    /// - It calls `line` from the last on-curve point reached to each
    ///   on-curve point that follows another, and `curve` with the start,
    ///   control and end of each quadratic; after two control points in a
    ///   row, the curve ends halfway between them (in mapped points).
    /// - Back at the start, a pending control point closes the contour with
    ///   a curve; a straight closing edge is left to the caller.
    ///
    /// - Returns: the point the walk ended on and the start, or nil as soon
    ///   as `curve` returns false.
    @inline(__always)
    package static func walk(_ points: UnsafeBufferPointer<Point>, _ onCurve: UnsafeBufferPointer<Bool>,
                     _ first: Int, _ last: Int, map: (Point) -> Point, start begin: (Point) -> Void,
                     line: (Point, Point) -> Void,
                     curve: (Point, Point, Point) -> Bool) -> (end: Point, start: Point)? {
        // The first on-curve point k; the walk visits the other points in
        // order from it, wrapping round (all of them when it starts between).
        var k = first
        while k <= last && !onCurve[k] { k += 1 }
        let start: Point
        var steps = last - first
        if k <= last {
            start = map(points[k])
        } else {
            start = map(points[last].lerp(to: points[first], 0.5))
            (k, steps) = (last, steps + 1)
        }
        begin(start)
        // The last on-curve point reached, and the control point waiting for its curve's end.
        var current = start, control = start, pending = false
        var j = k
        for _ in 0 ..< steps {
            j = j == last ? first : j + 1
            let q = map(points[j])
            let on = onCurve[j]
            if pending {
                // A curve ends here, or (after two control points) halfway.
                let end = on ? q : control.lerp(to: q, 0.5)
                guard curve(current, control, end) else { return nil }
                current = end
            } else if on {
                line(current, q)
                current = q
            }
            control = q
            pending = !on
        }
        if pending {
            guard curve(current, control, start) else { return nil }
            current = start
        }
        return (current, start)
    }
}
